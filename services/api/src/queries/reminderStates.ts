import type { CollaboratorRevisionState } from "@repo/contracts/sharing/confirmations";
import type { Knex } from "knex";
import { reminderReference } from "../commands/reminders.ts";
import { isoFromJobTime } from "../jobs/jobTime.ts";

export type ReminderState = NonNullable<CollaboratorRevisionState["reminder"]>;

type ReminderJob = { id: number | string; reference: string; state: string; lastError: string | null; createdAt: string; finishedAt: string | null };

/** `last_error` keeps the error's name before its message ("PermanentJobError: 550 ..."): the reply alone is what the producer reads. */
const replyOf = (lastError: string | null) => (lastError ? lastError.replace(/^[A-Za-z]*Error: /, "") : null);

function stateOf(job: ReminderJob): ReminderState {
  if (job.state === "succeeded") return { state: "sent", at: job.finishedAt ? isoFromJobTime(job.finishedAt) : null, failure: null };
  if (job.state === "dead") return { state: "failed", at: job.finishedAt ? isoFromJobTime(job.finishedAt) : null, failure: replyOf(job.lastError) };
  return { state: "queued", at: isoFromJobTime(job.createdAt), failure: null };
}

/**
 * The latest reminder (reminder.send job, commands/reminders.ts) of each of `shareIds` about `revision`, by
 * its job's reference (indexed), 500 shares a query. A share never reminded of it is absent.
 */
export async function reminderStates(db: Knex, shareIds: number[], revision: number): Promise<Map<number, ReminderState>> {
  const latest = new Map<string, ReminderJob>();
  for (let start = 0; start < shareIds.length; start += 500) {
    const references = shareIds.slice(start, start + 500).map((shareId) => reminderReference(shareId, revision));
    const jobs = (await db("jobs").whereIn("reference", references).where("kind", "reminder.send").select("id", "reference", "state", "lastError", "createdAt", "finishedAt")) as ReminderJob[];
    for (const job of jobs) {
      const kept = latest.get(job.reference);
      if (!kept || Number(job.id) > Number(kept.id)) latest.set(job.reference, job);
    }
  }
  const states = new Map<number, ReminderState>();
  for (const shareId of shareIds) {
    const job = latest.get(reminderReference(shareId, revision));
    if (job) states.set(shareId, stateOf(job));
  }
  return states;
}
