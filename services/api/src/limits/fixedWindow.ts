import type { Database } from "../db/connect.ts";
import { storedSubject } from "./subjectDigest.ts";

export type WindowCount = {
  /** Hits of `subject` in the current window, this one included. */
  hits: number;
  /** When the window ends, in epoch milliseconds of the caller's clock. */
  endsAt: number;
};

/**
 * Counts one hit of `subject` in a fixed window of `windowMs` that starts with the subject's first hit
 * (as the per-process map did), in the `rate_limits` table, so every API process on the database counts
 * into the same row. `now` is the app's clock, so tests can move time.
 *
 * One upsert and one read in a transaction. The upsert takes the row's lock and holds it to the commit,
 * so the read sees this hit's own count: of K parallel hits each gets a distinct count 1..K, and exactly
 * the hits past the limit are refused. The window restarts when a hit comes at or after its end.
 */
export async function countHit(db: Database, subjectOfCaller: string, windowMs: number, now: Date): Promise<WindowCount> {
  const subject = storedSubject(subjectOfCaller);
  const at = now.getTime();
  const fresh = { subject, hits: 1, windowEndsAt: at + windowMs };
  return db.transaction(async (trx) => {
    await trx("rateLimits")
      .insert(fresh)
      .onConflict("subject")
      // MySQL assigns left to right, each expression seeing the columns already assigned: `hits` must come
      // before `windowEndsAt` so that both test the window's old end. SQLite sees the old row throughout.
      .merge({
        hits: trx.raw("CASE WHEN ?? <= ? THEN 1 ELSE ?? + 1 END", ["windowEndsAt", at, "hits"]),
        windowEndsAt: trx.raw("CASE WHEN ?? <= ? THEN ? ELSE ?? END", ["windowEndsAt", at, fresh.windowEndsAt, "windowEndsAt"]),
      });
    const row = await trx("rateLimits").where({ subject }).first<{ hits: number | string; windowEndsAt: number | string } | undefined>("hits", "windowEndsAt");
    if (!row) throw new Error(`rate limit row of ${subject} vanished inside its transaction`);
    return { hits: Number(row.hits), endsAt: Number(row.windowEndsAt) };
  });
}
