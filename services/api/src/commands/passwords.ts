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

/**
 * A share password is not a person's: we generate it (SHARING_CONSTANTS.passwordLength letters and digits
 * without look-alikes, ~69 bits), so its strength is its entropy, not the hash's cost. 2^69 guesses at a
 * microsecond each are 18,000 years; a memory-hard 19 MiB / 2 passes only multiplies that. The light
 * profile (argon2id, 4 MiB, 1 pass: 1.6 ms against 23 ms, measured) keeps the runner's 200 invitations and
 * the gate cheap on two cores. Hashes of either profile verify alike (the parameters are in the hash).
 * Every share hash, the gate's decoy and the unusable pair use it, so a lookup that misses costs what a
 * wrong password costs.
 */
const SHARE_ARGON2_OPTIONS = { memoryCost: 4_096, timeCost: 1, parallelism: 1 } as const;

export function hashSharePassword(password: string): Promise<string> {
  return hash(password, SHARE_ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
