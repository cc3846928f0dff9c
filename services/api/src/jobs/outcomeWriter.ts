import type { Knex } from "knex";
import type { Database } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import type { ClaimedJob } from "./jobStore.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** An error as it is kept in `last_error` and the logs: its name and message, never its stack. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 2_000 ? `${text.slice(0, 1_999)}…` : text;
}

type Outcome = { job: ClaimedJob; write: (trx: Knex.Transaction) => Promise<boolean>; resolve: (recorded: boolean) => void };

/**
 * Writes the outcomes of a runner's attempts (succeeded, failed), batched: outcomes that end while one write
 * is under way go together in the next transaction, so on MySQL a commit (a log flush) per batch rather
 * than per job, which matters when several jobs end at once (docs/jobs.md).
 */
export class OutcomeWriter {
  private readonly outcomes: Outcome[] = [];
  private flushing = false;

  constructor(
    private readonly options: {
      db: Database;
      logger: Logger;
      /** Bounds the wait between tries: outcomes written after the lease ended are not kept anyway. */
      leaseMs: number;
      /** While the process stops, a failed write is not tried again. */
      stopping: () => boolean;
    },
  ) {}

  /**
   * Queues an attempt's outcome for the next write; resolves once it was written or given up on, with whether
   * it was recorded (committed, and the runner still held the job). Never rejects.
   */
  record(job: ClaimedJob, write: (trx: Knex.Transaction) => Promise<boolean>): Promise<boolean> {
    return new Promise((resolve) => {
      this.outcomes.push({ job, write, resolve });
      if (!this.flushing) void this.flush();
    });
  }

  /**
   * Writes queued outcomes, trying again for a while if the database is away. If it stays away the
   * outcomes are lost and those jobs run again once their leases end: jobs run at least once, so a handler
   * must bear a repeat (docs/jobs.md).
   */
  private async flush(): Promise<void> {
    const { db, logger, leaseMs } = this.options;
    this.flushing = true;
    // Cleared right after the last look at the queue, with no await between: an outcome pushed later starts a new flush.
    try {
      while (this.outcomes.length > 0) {
        const batch = this.outcomes.splice(0);
        let recorded: boolean[] = batch.map(() => false);
        for (let attempt = 1; ; attempt++) {
          try {
            const held = await db.transaction(async (trx) => {
              const results: boolean[] = [];
              for (const outcome of batch) results.push(await outcome.write(trx));
              return results;
            });
            held.forEach((kept, index) => {
              if (!kept) logger.warn({ job: batch[index]!.job.id, kind: batch[index]!.job.kind }, "jobs: the job was no longer ours when it ended (its lease ran out); its outcome is not recorded");
            });
            recorded = held;
            break;
          } catch (error) {
            if (attempt >= 6 || this.options.stopping()) {
              logger.error({ jobs: batch.map((outcome) => outcome.job.id), error: describeError(error) }, "jobs: could not record the outcome of jobs; they run again when their leases end");
              break;
            }
            await sleep(Math.min(leaseMs / 4, 200 * 2 ** attempt));
          }
        }
        batch.forEach((outcome, index) => outcome.resolve(recorded[index] ?? false));
      }
    } finally {
      this.flushing = false;
    }
  }
}
