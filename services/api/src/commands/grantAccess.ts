import { randomBytes } from "node:crypto";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { verifyPassword, hashPassword } from "./passwords.ts";
import { recordShareAccess } from "./recordShareAccess.ts";
import { hashShareToken } from "./shareCredentials.ts";
import { shareSubject, throttleShareAttempt, TooManyAttemptsError } from "./shareThrottle.ts";

/** The invitation's token (the link), or the sheet's id (the shared view's login form), with e-mail and password. */
export type AccessAttempt = ({ token: string } | { callSheetId: number }) & { email: string; password: string; address: string; now: Date };

// Verified against when no share matches, so a wrong token or e-mail costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

async function findShare(db: Database, attempt: AccessAttempt): Promise<CallSheetShare | undefined> {
  return "token" in attempt
    ? await CallSheetShare.query(db).findOne({ tokenHash: hashShareToken(attempt.token) })
    : await CallSheetShare.query(db).findOne({ callSheetId: attempt.callSheetId, email: attempt.email });
}

/**
 * Checks a share's credentials and returns the share, after writing down the access (last accessed, a
 * line of the access log). A wrong token, a wrong e-mail and a wrong password are refused alike (401,
 * one message, one argon2 verification). Only a caller who proved all three learns that the share is
 * revoked or expired (403): a guesser learns nothing about which e-mails a sheet was shared with.
 * Throttled per client address and per share (commands/shareThrottle.ts): 429 TooManyAttemptsError.
 */
export async function grantAccess(db: Database, attempt: AccessAttempt): Promise<CallSheetShare> {
  const share = await findShare(db, attempt);
  const identity = share ? `share:${share.id}` : "token" in attempt ? `token:${attempt.token}` : `sheet:${attempt.callSheetId}:${attempt.email}`;
  const verdict = await throttleShareAttempt(db, { address: attempt.address, share: shareSubject(identity), now: attempt.now });
  if (verdict.refused) throw new TooManyAttemptsError(verdict.retryAfterSeconds);

  const passwordOk = await verifyPassword(share?.passwordHash ?? (await decoy()), attempt.password);
  if (!share || !passwordOk || share.email !== attempt.email) throw new HttpError(401, SHARING_MESSAGES.invalidCredentials);
  if (!share.isLiveAt(attempt.now)) throw new HttpError(403, SHARING_MESSAGES.expired);
  await verdict.succeeded();

  share.lastAccessed = await recordShareAccess(db, share, { address: attempt.address, now: attempt.now });
  return share;
}
