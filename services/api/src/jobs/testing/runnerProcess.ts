/**
 * A job runner in a process of its own, for the tests (jobs/runnerProcesses.test.ts) and bench/jobs: two
 * of them on one database are two API processes as far as the jobs table can tell. Configured by
 * environment: JOBS_DATABASE (Config["database"] as JSON), JOBS_LEASE_MS, JOBS_POLL_MS, JOBS_CONCURRENCY,
 * JOBS_GRACE_MS. Prints "ready <runner id>" once polling, "started <job id>" as a test.sleep job starts,
 * and on SIGTERM stops the runner (finish or release) and exits 0.
 */
import { z } from "zod";
import { connectDatabase } from "../../db/connect.ts";
import { createLogger } from "../../logger.ts";
import { JobRunner } from "../JobRunner.ts";
import { testJobHandlers } from "./testKinds.ts";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const databaseSchema = z.discriminatedUnion("client", [
  z.object({ client: z.literal("sqlite"), filename: z.string() }),
  z.object({ client: z.literal("mysql"), url: z.string() }),
]);
const database = databaseSchema.parse(JSON.parse(process.env.JOBS_DATABASE ?? "null"));
const db = connectDatabase(database);
const logger = createLogger(process.env.LOG_LEVEL ?? "warn");
const say = (line: string) => process.stdout.write(`${line}\n`);
const id = `test-runner:${process.pid}`;
const runner = new JobRunner({
  db,
  logger,
  id,
  handlers: testJobHandlers(db, id, say),
  leaseMs: env("JOBS_LEASE_MS", 60_000),
  pollIntervalMs: env("JOBS_POLL_MS", 1_000),
  concurrency: env("JOBS_CONCURRENCY", 10),
  backoff: { baseMs: 50, maxMs: 1_000 },
});

process.once("SIGTERM", () => {
  void runner
    .stop(env("JOBS_GRACE_MS", 5_000))
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
// The first query opens the pool, so "ready" means the database answers.
await db.raw("select 1");
runner.start();
say(`ready ${id}`);
