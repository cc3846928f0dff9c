import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { addMark, clearMarks, marksSince, removeMark } from "../limits/marks.ts";
import { digestOf } from "../limits/subjectDigest.ts";

/**
 * Guesses at share credentials (a token, or a sheet + e-mail, with a password) in 15 minutes: per client
 * address, per share from one address, and per share from anywhere. A collaborator mistypes a few times;
 * a guesser needs billions of tries (69-bit passwords). Past `perShare` the share is under attack: each
 * address then gets `perShareFromOneAddressUnderAttack` tries at it, not `perShareFromOneAddress`.
 */
export const SHARE_ACCESS_RATE_LIMIT = { windowMs: 15 * 60 * 1000, perAddress: 20, perShareFromOneAddress: 10, perShare: 50, perShareFromOneAddressUnderAttack: 3 } as const;

export type ThrottleVerdict = { refused: true; retryAfterSeconds: number } | { refused: false; succeeded(): Promise<void> };

/** What a share attempt is counted against; a hash keeps the subject short and e-mails out of the marks table. */
export const shareSubject = (identity: string) => digestOf(identity);

/**
 * Says whether a share attempt may go on. A refused attempt writes nothing: the marks are counted first,
 * so a flood past the limit costs reads, not rows (300 refused token previews from one address used to
 * leave 600). An attempt let through is written down BEFORE the credentials are checked and counted again
 * (so a parallel burst that all passed the first count cannot slip under the limit: those past it take
 * their marks back and are refused). Every refusal comes before the password is verified, so the argon2
 * work a guesser causes is bounded by the per-address limits.
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
 * The address goes in by its digest (limits/subjectDigest.ts), so every subject fits its column.
 */
export async function throttleShareAttempt(db: Database, attempt: { address: string; share: string; now: Date }): Promise<ThrottleVerdict> {
  const address = digestOf(attempt.address);
  const marks = { address: `share-ip:${address}`, pair: `share-pair:${attempt.share}@${address}`, share: `share:${attempt.share}` };
  const since = new Date(attempt.now.getTime() - SHARE_ACCESS_RATE_LIMIT.windowMs);
  const refused = { refused: true, retryAfterSeconds: SHARE_ACCESS_RATE_LIMIT.windowMs / 1000 } as const;
  const count = (subject: string) => marksSince(db, subject, since);
  const takeBack = (ids: (number | undefined)[]) => Promise.all(ids.map((id) => removeMark(db, id)));
  const { perAddress, perShareFromOneAddress, perShare, perShareFromOneAddressUnderAttack } = SHARE_ACCESS_RATE_LIMIT;

  const [fromAddressBefore, pairBefore] = await Promise.all([count(marks.address), count(marks.pair)]);
  if (fromAddressBefore >= perAddress || pairBefore >= perShareFromOneAddress) return refused;
  if (pairBefore >= perShareFromOneAddressUnderAttack && (await count(marks.share)) >= perShare) return refused;

  const [addressMarkId, pairMarkId] = await Promise.all([addMark(db, marks.address, attempt.now), addMark(db, marks.pair, attempt.now)]);
  const [fromAddress, pairAttempts] = await Promise.all([count(marks.address), count(marks.pair)]);
  if (fromAddress > perAddress || pairAttempts > perShareFromOneAddress) {
    await takeBack([addressMarkId, pairMarkId]);
    return refused;
  }
  const shareMarkId = await addMark(db, marks.share, attempt.now);
  const underAttack = (await count(marks.share)) > perShare;
  if (underAttack && pairAttempts > perShareFromOneAddressUnderAttack) {
    await takeBack([addressMarkId, pairMarkId, shareMarkId]);
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
