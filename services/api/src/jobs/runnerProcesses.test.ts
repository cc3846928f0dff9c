import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type Dialect, type TestDatabase } from "../test/databases.ts";
import type { Knex } from "knex";
import { createLogger } from "../logger.ts";
import { enqueue, enqueueMany } from "./enqueue.ts";
import { handleJob } from "./jobKind.ts";
import { JobRunner } from "./JobRunner.ts";
import { createRunLog, readRunLog, recordJob, sleepJob } from "./testing/testKinds.ts";

// Runners in processes of their own (jobs/testing/runnerProcess.ts), as two API processes on one database.

const dialects = await testDialects();
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../..");

type RunnerProcess = { child: ChildProcess; lines: string[]; waitFor(prefix: string, timeoutMs?: number): Promise<string>; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

function startRunnerProcess(database: TestDatabase["database"], env: Record<string, string> = {}): RunnerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "testing/runnerProcess.ts")], {
    cwd: repoRoot,
    env: { ...process.env, JOBS_DATABASE: JSON.stringify(database), LOG_LEVEL: "silent", JOBS_POLL_MS: "50", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const parts = buffered.split("\n");
    buffered = parts.pop()!;
    lines.push(...parts);
    for (const wake of waiters) wake();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    child,
    lines,
    exited,
    waitFor(prefix, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = lines.find((each) => each.startsWith(prefix));
          if (!line) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(line);
        };
        const timer = setTimeout(() => (waiters.delete(check), reject(new Error(`no "${prefix}" within ${timeoutMs} ms: ${lines.join(" | ")}`))), timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function useRunnerDatabase(dialect: Dialect) {
  let testDb: TestDatabase | undefined;
  const processes: RunnerProcess[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    await createRunLog(testDb.db);
  });
  afterEach(async () => {
    for (const each of processes.splice(0)) {
      if (each.child.exitCode === null && each.child.signalCode === null) each.child.kill("SIGKILL");
      await each.exited;
    }
    await testDb!.db("jobs").delete();
    await testDb!.db("job_test_runs").delete();
  });
  afterAll(() => testDb?.drop());
  return {
    db: () => testDb!.db,
    start(env?: Record<string, string>) {
      const started = startRunnerProcess(testDb!.database, env);
      processes.push(started);
      return started;
    },
  };
}

/** A runner in this process that takes over test.sleep jobs and runs them at once. */
const heir = (db: Knex) =>
  new JobRunner({
    db,
    logger: createLogger("silent"),
    handlers: [handleJob(sleepJob, async (_payload, { id, attempt }) => void (await db("job_test_runs").insert({ jobId: id, attempt, runner: "heir" })))],
  });

const jobOf = (harness: { db: () => TestDatabase["db"] }, id: number) => harness.db()("jobs").where({ id }).first();

describe.runIf(dialects.includes("mysql"))("two runner processes on one MariaDB database", () => {
  const harness = useRunnerDatabase("mysql");

  it("should run 1,000 jobs exactly once each", async () => {
    const runners = [harness.start(), harness.start()];
    await Promise.all(runners.map((runner) => runner.waitFor("ready")));

    await harness.db().transaction((trx) => enqueueMany(trx, recordJob, Array.from({ length: 1_000 }, (_, index) => ({ label: String(index) }))));
    await until(() => harness.db()("jobs").where("state", "succeeded").count({ n: "*" }).first(), (row) => Number(row?.n) === 1_000, 60_000);

    const log = await readRunLog(harness.db());
    expect(log).toHaveLength(1_000);
    expect(new Set(log.map((run) => run.jobId)).size).toBe(1_000);
    expect(log.every((run) => run.attempt === 1)).toBe(true);
    // Both processes took part: the claims were shared, not serialized behind one process.
    expect(new Set(log.map((run) => run.runner)).size).toBe(2);
    for (const runner of runners) runner.child.kill("SIGTERM");
    expect((await Promise.all(runners.map((runner) => runner.exited))).map((exit) => exit.code)).toEqual([0, 0]);
  });
});

describe.each(dialects)("a runner process stopped in the middle of a job on %s", (dialect) => {
  const harness = useRunnerDatabase(dialect);

  it("should finish the job on SIGTERM when it ends within the grace period, then exit 0", async () => {
    const runner = harness.start({ JOBS_GRACE_MS: "5000" });
    await runner.waitFor("ready");
    const id = await harness.db().transaction((trx) => enqueue(trx, sleepJob, { ms: 700 }));
    await runner.waitFor(`started ${id}`);

    runner.child.kill("SIGTERM");

    expect((await runner.exited).code).toBe(0);
    expect(await jobOf(harness, id)).toMatchObject({ state: "succeeded", attempts: 1, lockedBy: null });
    expect(await readRunLog(harness.db())).toHaveLength(1);
  });

  it("should release the job on SIGTERM when it outlasts the grace period, and another process runs it", async () => {
    const first = harness.start({ JOBS_GRACE_MS: "200" });
    await first.waitFor("ready");
    const id = await harness.db().transaction((trx) => enqueue(trx, sleepJob, { ms: 60_000 }));
    await first.waitFor(`started ${id}`);

    first.child.kill("SIGTERM");

    expect((await first.exited).code).toBe(0);
    expect(await jobOf(harness, id)).toMatchObject({ state: "queued", attempts: 0, lockedBy: null, lastError: expect.stringContaining("interrupted") });
    expect(await heir(harness.db()).runDue()).toBe(1);
    expect(await jobOf(harness, id)).toMatchObject({ state: "succeeded", attempts: 1 });
    expect(await readRunLog(harness.db())).toEqual([{ jobId: id, attempt: 1, runner: "heir" }]);
  });

  it("should let another process run a job whose process was killed (SIGKILL), once its lease has ended", async () => {
    const doomed = harness.start({ JOBS_LEASE_MS: "600" });
    await doomed.waitFor("ready");
    const id = await harness.db().transaction((trx) => enqueue(trx, sleepJob, { ms: 60_000 }));
    await doomed.waitFor(`started ${id}`);

    doomed.child.kill("SIGKILL");
    await doomed.exited;
    expect(await jobOf(harness, id)).toMatchObject({ state: "running", attempts: 1, lockedBy: `test-runner:${doomed.child.pid}` });
    const next = heir(harness.db());
    expect(await next.runDue()).toBe(0); // its lease has not ended yet

    await until(() => next.runDue(), (ran) => ran === 1, 5_000);
    expect(await jobOf(harness, id)).toMatchObject({ state: "succeeded", attempts: 2, lockedBy: null });
    expect(await readRunLog(harness.db())).toEqual([{ jobId: id, attempt: 2, runner: "heir" }]);
  });
});
