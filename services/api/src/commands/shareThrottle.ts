import { createHash } from "node:crypto";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { addMark, clearMarks, marksSince, removeMark } from "../limits/marks.ts";

/**
 * Guesses at share credentials (a token, or a sheet + e-mail, with a password) in 15 minutes: per client
 * address, per share from one address, and per share from anywhere. A collaborator mistypes a few times;
 * a guesser needs billions of tries (69-bit passwords). Past `perShare` the share is under attack: each
 * address then gets `perShareFromOneAddressUnderAttack` tries at it, not `perShareFromOneAddress`.
 */
export const SHARE_ACCESS_RATE_LIMIT = { windowMs: 15 * 60 * 1000, perAddress: 20, perShareFromOneAddress: 10, perShare: 50, perShareFromOneAddressUnderAttack: 3 } as const;

export type ThrottleVerdict = { refused: true; retryAfterSeconds: number } | { refused: false; succeeded(): Promise<void> };

/** What a share attempt is counted against; a hash keeps the subject short and e-mails out of the marks table. */
export const shareSubject = (identity: string) => createHash("sha256").update(identity).digest("hex").slice(0, 32);

/**
 * Records one attempt BEFORE the credentials are checked (so a parallel burst cannot slip under the limit)
 * and says whether it may go on. Every refusal comes before the password is verified, so the argon2 work
 * a guesser causes is bounded by the per-address limits.
 *
 * The share-wide count never locks the share: otherwise anyone knowing a sheet id and a collaborator's
 * e-mail could keep the collaborator out (10 wrong passwords from each of 5 addresses did, issue 23 §4).
 * Past it, the share is under attack and each address gets only a few tries at it: the collaborator,
 * from an address that has not been guessing, still gets in with the right password; guessing spread over
 * many addresses is held to a few tries an address. Only attempts within the address limits are counted
 * share-wide, so a guesser refused at his own address adds nothing to it. A success takes back its own
 * marks and the pair's earlier ones (the collaborator's typos), not other addresses' guesses.
 * Marks share the sign-in throttle's table (`login_failures`, limits/marks.ts) under their own prefixes,
 * so every API process counts alike and the sweeper drops them past the window (limits/sweepExpiredLimits.ts).
 */
export async function throttleShareAttempt(db: Database, attempt: { address: string; share: string; now: Date }): Promise<ThrottleVerdict> {
  const marks = { address: `share-ip:${attempt.address}`, pair: `share-pair:${attempt.share}@${attempt.address}`, share: `share:${attempt.share}` };
  const since = new Date(attempt.now.getTime() - SHARE_ACCESS_RATE_LIMIT.windowMs);
  const refused = { refused: true, retryAfterSeconds: SHARE_ACCESS_RATE_LIMIT.windowMs / 1000 } as const;

  const addressMarkId = await addMark(db, marks.address, attempt.now);
  await addMark(db, marks.pair, attempt.now);
  const [fromAddress, pairAttempts] = await Promise.all([marksSince(db, marks.address, since), marksSince(db, marks.pair, since)]);
  if (fromAddress > SHARE_ACCESS_RATE_LIMIT.perAddress || pairAttempts > SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress) return refused;

  const shareMarkId = await addMark(db, marks.share, attempt.now);
  const underAttack = (await marksSince(db, marks.share, since)) > SHARE_ACCESS_RATE_LIMIT.perShare;
  if (underAttack && pairAttempts > SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddressUnderAttack) {
    // Refused before the password check: not one of the share's guesses.
    await removeMark(db, shareMarkId);
    return refused;
  }
  return {
    refused: false,
    async succeeded() {
      await clearMarks(db, [marks.pair]);
      await removeMark(db, shareMarkId);
      await removeMark(db, addressMarkId);
    },
  };
}

/** A 429 that tells the client when to come back (the access routes put it in Retry-After). */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, SHARING_MESSAGES.tooManyAttempts);
  }
}
