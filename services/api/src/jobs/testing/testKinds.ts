import type { Knex } from "knex";
import { z } from "zod";
import { defineJobKind, handleJob, type JobHandler } from "../jobKind.ts";

// Kinds for the tests and bench/jobs only: the production runner (productionJobs.ts) never knows them.

/** Does nothing: what bench/jobs measures is the queue itself. */
export const noopJob = defineJobKind({ name: "test.noop", payload: z.object({}).strict() });

/** Writes one row to job_test_runs a run: how the tests count that each job ran once. */
export const recordJob = defineJobKind({ name: "test.record", payload: z.object({ label: z.string() }) });

/** Sleeps `ms` (given up when the runner aborts it), says so on stdout, then records itself like test.record. */
export const sleepJob = defineJobKind({ name: "test.sleep", payload: z.object({ ms: z.number().int().min(0) }), maxAttempts: 5 });

/** The table the test kinds write to; created by the tests, not by a migration. */
export async function createRunLog(db: Knex): Promise<void> {
  await db.schema.createTable("job_test_runs", (t) => {
    t.increments("id").primary();
    t.bigInteger("job_id").notNullable();
    t.integer("attempt").notNullable();
    t.string("runner", 100).notNullable();
  });
}

export type RunLogRow = { jobId: number; attempt: number; runner: string };

export function readRunLog(db: Knex): Promise<RunLogRow[]> {
  return db("job_test_runs").select("jobId", "attempt", "runner").orderBy("id");
}

function abortable(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/** The test kinds' handlers; `runner` names who ran a job in job_test_runs. */
export function testJobHandlers(db: Knex, runner: string, log: (line: string) => void = () => {}): JobHandler[] {
  const record = (jobId: number, attempt: number) => db("job_test_runs").insert({ jobId, attempt, runner });
  return [
    handleJob(noopJob, async () => {}),
    handleJob(recordJob, async (_payload, { id, attempt }) => {
      await record(id, attempt);
    }),
    handleJob(sleepJob, async ({ ms }, { id, attempt, signal }) => {
      log(`started ${id}`);
      await abortable(ms, signal);
      await record(id, attempt);
    }),
  ];
}
