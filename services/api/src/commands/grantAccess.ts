import { randomBytes } from "node:crypto";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { InvitationEndedError } from "./invitationEnded.ts";
import { hashSharePassword, verifyPassword } from "./passwords.ts";
import { recordShareAccess } from "./recordShareAccess.ts";
import { hashShareToken } from "./shareCredentials.ts";
import { shareSubject, throttleShareAttempt, TooManyAttemptsError } from "./shareThrottle.ts";

/** The invitation's token (the link), or the sheet's id (the shared view's login form), with e-mail and password. */
export type AccessAttempt = ({ token: string } | { callSheetId: number }) & { email: string; password: string; address: string; now: Date };

// Verified against when no share matches, so a wrong token or e-mail costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashSharePassword(randomBytes(16).toString("hex")));

async function findShare(db: Database, attempt: AccessAttempt): Promise<CallSheetShare | undefined> {
  return "token" in attempt
    ? await CallSheetShare.query(db).findOne({ tokenHash: hashShareToken(attempt.token) })
    : await CallSheetShare.query(db).findOne({ callSheetId: attempt.callSheetId, email: attempt.email });
}

/**
 * Checks a share's credentials and returns the share, after writing down the access (last accessed, a
 * line of the access log). Throttled per client address and per share (commands/shareThrottle.ts): 429
 * TooManyAttemptsError, before anything is looked at.
 *
 * By token: the token (256 random bits) is itself the proof that the caller was invited, so an unknown one
 * is a 404 'link not valid' and an ended share's a 410 InvitationEndedError (why, the title, whom to ask),
 * whatever the e-mail and password; a live token with a wrong e-mail or password is a 401.
 * By sheet id + e-mail (the shared view's form): a wrong e-mail and a wrong password are refused alike
 * (401, one message, one argon2 verification), and only a caller who proved both learns that the share
 * ended (410): a guesser learns nothing about which e-mails a sheet was shared with.
 */
export async function grantAccess(db: Database, attempt: AccessAttempt): Promise<CallSheetShare> {
  const share = await findShare(db, attempt);
  const identity = share ? `share:${share.id}` : "token" in attempt ? `token:${attempt.token}` : `sheet:${attempt.callSheetId}:${attempt.email}`;
  const verdict = await throttleShareAttempt(db, { address: attempt.address, share: shareSubject(identity), now: attempt.now });
  if (verdict.refused) throw new TooManyAttemptsError(verdict.retryAfterSeconds);

  if ("token" in attempt) {
    if (!share) throw new HttpError(404, SHARING_MESSAGES.linkInvalid);
    if (!share.isLiveAt(attempt.now)) {
      await verdict.succeeded();
      throw new InvitationEndedError(share.callSheetId, share);
    }
  }
  const passwordOk = await verifyPassword(share?.passwordHash ?? (await decoy()), attempt.password);
  if (!share || !passwordOk || share.email !== attempt.email) throw new HttpError(401, SHARING_MESSAGES.invalidCredentials);
  await verdict.succeeded();
  if (!share.isLiveAt(attempt.now)) throw new InvitationEndedError(share.callSheetId, share);

  share.lastAccessed = await recordShareAccess(db, share, { address: attempt.address, now: attempt.now });
  return share;
}
