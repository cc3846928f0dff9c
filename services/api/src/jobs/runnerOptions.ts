import type { Database } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import type { JobHandler } from "./jobKind.ts";

/** What a JobRunner is made with (jobs/JobRunner.ts); every option but the database, the logger and the kinds has a default. */
export type JobRunnerOptions = {
  db: Database;
  logger: Logger;
  /** The kinds this runner runs; it claims no other (a job of an unknown kind waits for a runner that knows it). */
  handlers: readonly JobHandler[];
  clock?: () => Date;
  /** Names the runner in `locked_by` (default: host, pid and a random part). */
  id?: string;
  /** Jobs run at once by this process (default 10: jobs wait on mail servers and the like, not on this CPU). */
  concurrency?: number;
  /** How long to wait for new jobs when none is due (default 1 s). */
  pollIntervalMs?: number;
  /** How long a claim holds a job before another runner may take it (default 60 s; renewed while it runs). */
  leaseMs?: number;
  /** Delay before retry n: min(maxMs, baseMs * 2^(n-1)), +-20% (default 10 s, 1 h). */
  backoff?: { baseMs: number; maxMs: number };
  /** Longest wait between tries while the database is unreachable (default 30 s). */
  outageBackoffMaxMs?: number;
};

/** The delay before retry `attempt` (1: the first): min(maxMs, baseMs * 2^(attempt-1)), spread +-20% so failed jobs do not retry in step. */
export function retryDelay(backoff: { baseMs: number; maxMs: number }, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (attempt - 1));
  return Math.round(base * (0.8 + random() * 0.4));
}
