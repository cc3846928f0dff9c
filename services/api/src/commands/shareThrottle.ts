import { createHash } from "node:crypto";
import { SHARING_MESSAGES } from "@repo/contracts/sharing";
import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { HttpError } from "../errors.ts";

/**
 * Guesses at share credentials (a token, or a sheet + e-mail, with a password) in 15 minutes: per client
 * address, per share from one address, and per share from anywhere. The same numbers as the sign-in
 * throttle: a collaborator mistypes a few times, a guesser needs billions of tries (69-bit passwords).
 */
export const SHARE_ACCESS_RATE_LIMIT = { windowMs: 15 * 60 * 1000, perAddress: 20, perShareFromOneAddress: 10, perShare: 50 } as const;

export type ThrottleVerdict = { refused: true; retryAfterSeconds: number } | { refused: false; succeeded(): Promise<void> };

/** What a share attempt is counted against; a hash keeps the subject short and e-mails out of the marks table. */
export const shareSubject = (identity: string) => createHash("sha256").update(identity).digest("hex").slice(0, 32);

async function attemptsSince(db: Database, subject: string, since: Date): Promise<number> {
  const row = await db("loginFailures").where({ subject }).andWhere("failedAt", ">", toDatabaseDateTime(since)).count({ count: "*" }).first();
  return Number(row?.count ?? 0);
}

/**
 * Records one attempt BEFORE the credentials are checked (so a parallel burst cannot slip under the limit)
 * and says whether it may go on. As for sign-in (commands/signIn.ts), only attempts past the address
 * limits reach the share-wide count, so a guesser refused at his own address cannot lock the collaborator
 * out from elsewhere. A success takes back its share marks and its address mark. Marks share the sign-in
 * throttle's table (`login_failures`) under their own prefixes, and its sweep of marks past the window.
 */
export async function throttleShareAttempt(db: Database, attempt: { address: string; share: string; now: Date }): Promise<ThrottleVerdict> {
  const marks = { address: `share-ip:${attempt.address}`, pair: `share-pair:${attempt.share}@${attempt.address}`, share: `share:${attempt.share}` };
  const since = new Date(attempt.now.getTime() - SHARE_ACCESS_RATE_LIMIT.windowMs);
  const failedAt = toDatabaseDateTime(attempt.now);
  const refused = { refused: true, retryAfterSeconds: SHARE_ACCESS_RATE_LIMIT.windowMs / 1000 } as const;

  const [addressMarkId] = await db("loginFailures").insert({ subject: marks.address, failedAt });
  await db("loginFailures").insert({ subject: marks.pair, failedAt });
  const [fromAddress, pairAttempts] = await Promise.all([attemptsSince(db, marks.address, since), attemptsSince(db, marks.pair, since)]);
  if (fromAddress > SHARE_ACCESS_RATE_LIMIT.perAddress || pairAttempts > SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress) return refused;

  const [shareMarkId] = await db("loginFailures").insert({ subject: marks.share, failedAt });
  if ((await attemptsSince(db, marks.share, since)) > SHARE_ACCESS_RATE_LIMIT.perShare) {
    if (shareMarkId !== undefined) await db("loginFailures").where({ id: shareMarkId }).delete();
    return refused;
  }
  return {
    refused: false,
    async succeeded() {
      await db("loginFailures").whereIn("subject", [marks.pair, marks.share]).delete();
      if (addressMarkId !== undefined) await db("loginFailures").where({ id: addressMarkId }).delete();
      await db("loginFailures").where("failedAt", "<=", toDatabaseDateTime(since)).delete();
    },
  };
}

/** A 429 that tells the client when to come back (the access routes put it in Retry-After). */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, SHARING_MESSAGES.tooManyAttempts);
  }
}
