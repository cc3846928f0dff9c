import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { storedSubject } from "./subjectDigest.ts";

/**
 * Sliding-window marks in `login_failures`, one row an attempt, counted per subject over the last window:
 * the sign-in throttle (commands/signIn.ts) and the share-access gate (commands/shareThrottle.ts). Rows
 * in the database, so every API process counts the same marks; limits/sweepExpiredLimits.ts deletes them
 * once they are past every window.
 */
export async function addMark(db: Database, subject: string, at: Date): Promise<number | undefined> {
  // Both dialects answer an insert with the new row's id (no `returning`, which MySQL ignores with a warning).
  const [id] = await db("loginFailures").insert({ subject: storedSubject(subject), failedAt: toDatabaseDateTime(at) });
  return id;
}

/** Marks of `subject` after `since`. */
export async function marksSince(db: Database, subject: string, since: Date): Promise<number> {
  const row = await db("loginFailures").where({ subject: storedSubject(subject) }).andWhere("failedAt", ">", toDatabaseDateTime(since)).count({ count: "*" }).first();
  return Number(row?.count ?? 0);
}

/** Takes marks back: the one of `id`, when there is one. */
export async function removeMark(db: Database, id: number | undefined): Promise<void> {
  if (id !== undefined) await db("loginFailures").where({ id }).delete();
}

/** Takes back every mark of these subjects. */
export async function clearMarks(db: Database, subjects: string[]): Promise<void> {
  await db("loginFailures").whereIn("subject", subjects.map(storedSubject)).delete();
}
