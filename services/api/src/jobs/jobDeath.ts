import type { Logger } from "../logger.ts";
import type { JobHandler } from "./jobKind.ts";
import { describeError } from "./outcomeWriter.ts";

/** A job the runner just made dead: what its kind's onDead needs. */
export type DeadJobRow = { id: number; kind: string; payload: string | null; attempts: number };

/**
 * Runs the dead job's kind's onDead (jobKind.ts JobDeath), once the burial committed and only by the runner
 * whose write buried it (JobRunner). Never rejects: a failing hook is logged, and the job stays dead.
 */
export async function afterDeath(handler: JobHandler | undefined, logger: Logger, job: DeadJobRow, reason: string, now: Date): Promise<void> {
  const onDead = handler?.onDead;
  if (!onDead || job.payload === null) return;
  try {
    await onDead(JSON.parse(job.payload), { id: job.id, attempts: job.attempts, reason, now });
  } catch (error) {
    logger.error({ job: job.id, kind: job.kind, error: describeError(error) }, "jobs: what a dead job of this kind records (onDead) failed; the job stays dead");
  }
}
