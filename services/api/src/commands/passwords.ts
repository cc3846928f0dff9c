import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane): about 20-30 ms of CPU
 * on this project's 2-core machines, which keeps a login cheap for us and costly for a guesser.
 * The library's default algorithm is argon2id (its `Algorithm` is an ambient const enum we cannot import
 * under verbatimModuleSyntax); the tests assert the `$argon2id$` prefix.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
