import { createHash, randomBytes, randomInt } from "node:crypto";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { hashSharePassword } from "./passwords.ts";

/** Letters and digits without look-alikes (0/O/o, 1/l/I/i): the password is read off an e-mail and typed. */
export const SHARE_PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";

/** A share's link token: SHARING_CONSTANTS.tokenBytes random bytes, URL-safe. */
export function generateShareToken(): string {
  return randomBytes(SHARING_CONSTANTS.tokenBytes).toString("base64url");
}

/** What the database keeps of a token. A fast hash suffices for 256 random bits and lets a token be looked up. */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A share's password: SHARING_CONSTANTS.passwordLength characters, uniformly drawn (about 69 bits). */
export function generateSharePassword(): string {
  let password = "";
  for (let i = 0; i < SHARING_CONSTANTS.passwordLength; i++) password += SHARE_PASSWORD_ALPHABET[randomInt(SHARE_PASSWORD_ALPHABET.length)];
  return password;
}

// One per process: an argon2id hash of random bytes that were never kept, so no password verifies against it.
let unusablePasswordHash: Promise<string> | undefined;

/**
 * The live credentials of a share whose invitation has not reached the collaborator yet (models/
 * CallSheetShare.ts): a token hash and a password hash that no token or password matches. The password
 * hash is computed once per process, so queuing an invitation costs no argon2 work in the request.
 */
export async function unusableCredentials(): Promise<{ tokenHash: string; passwordHash: string }> {
  unusablePasswordHash ??= hashSharePassword(randomBytes(32).toString("hex"));
  return { tokenHash: hashShareToken(generateShareToken()), passwordHash: await unusablePasswordHash };
}
