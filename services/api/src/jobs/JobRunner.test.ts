import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, testDialects, type TestDatabase } from "../test/databases.ts";
import { createLogger } from "../logger.ts";
import { createCallSheet } from "../test/factories.ts";
import { enqueue, enqueueMany } from "./enqueue.ts";
import { defineJobKind, handleJob, PermanentJobError, type DeadJob, type JobHandler } from "./jobKind.ts";
import type { JobPass } from "./jobPass.ts";
import { JobRunner, type JobRunnerOptions } from "./JobRunner.ts";
import { buryExpired, claimDueJobs } from "./jobStore.ts";
import { createRunLog, readRunLog, recordJob, testJobHandlers } from "./testing/testKinds.ts";

const dialects = await testDialects();
const logger = createLogger("silent");

type JobRow = { id: number; kind: string; state: string; attempts: number; maxAttempts: number; lastError: string | null; payload: string | null; startedAt: string | null; finishedAt: string | null; lockedBy: string | null };
const jobRows = (testDb: TestDatabase): Promise<JobRow[]> => testDb.db("jobs").select("*").orderBy("id");

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(dialects)("jobs on %s", (dialect) => {
  let testDb: TestDatabase;
  const runners: JobRunner[] = [];
  const runner = (options: Partial<JobRunnerOptions> & { handlers: readonly JobHandler[] }) => {
    const created = new JobRunner({ db: testDb.db, logger, pollIntervalMs: 20, backoff: { baseMs: 10, maxMs: 50 }, ...options });
    runners.push(created);
    return created;
  };
  // One database for the block (creating and migrating one on MariaDB takes seconds); each case starts empty.
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    await createRunLog(testDb.db);
  });
  afterAll(() => testDb.drop());
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((each) => each.stop(0)));
    await testDb.db("jobs").delete();
    await testDb.db("job_test_runs").delete();
  });

  it("should never run a job whose transaction rolled back, and run the one whose transaction committed", async () => {
    await expect(
      testDb.db.transaction(async (trx) => {
        await enqueue(trx, recordJob, { label: "rolled back" });
        throw new Error("the fact failed");
      }),
    ).rejects.toThrow("the fact failed");
    const committed = await testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: "committed" }));

    const ran = await runner({ handlers: testJobHandlers(testDb.db, "r1") }).runDue();

    expect(ran).toBe(1);
    expect((await jobRows(testDb)).map((job) => [job.id, job.state])).toEqual([[committed, "succeeded"]]);
    expect(await readRunLog(testDb.db)).toEqual([{ jobId: committed, attempt: 1, runner: "r1" }]);
  });

  it("should write a handler's completion in the transaction that marks the job succeeded, and none for a job it no longer holds", async () => {
    const completing = defineJobKind({ name: "test.completing", payload: z.object({ label: z.string() }) });
    const handler = handleJob(completing, async ({ label }, attempt) => {
      // The job is taken from this runner while it works (as another runner does after a lease ran out).
      if (label === "taken") await testDb.db("jobs").where({ id: attempt.id }).update({ lockedBy: "someone-else" });
      return (trx) => trx("job_test_runs").insert({ jobId: attempt.id, attempt: attempt.attempt, runner: `completed ${label}` });
    });
    const kept = await testDb.db.transaction((trx) => enqueue(trx, completing, { label: "kept" }));
    const taken = await testDb.db.transaction((trx) => enqueue(trx, completing, { label: "taken" }));

    await runner({ handlers: [handler] }).runDue();

    expect(await readRunLog(testDb.db)).toEqual([{ jobId: kept, attempt: 1, runner: "completed kept" }]);
    const rows = await jobRows(testDb);
    expect(rows.find((job) => job.id === kept)).toMatchObject({ state: "succeeded" });
    expect(rows.find((job) => job.id === taken)).toMatchObject({ state: "running", lockedBy: "someone-else" });
  });

  it("should record the attempt: count, start and end times, no lock left", async () => {
    const id = await testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: "a" }, { reference: "share:12" }));

    await runner({ handlers: testJobHandlers(testDb.db, "r1") }).runDue();

    const [job] = await jobRows(testDb);
    expect(job).toMatchObject({ id, state: "succeeded", attempts: 1, lastError: null, lockedBy: null, payload: JSON.stringify({ label: "a" }) });
    expect(job!.startedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(job!.finishedAt! >= job!.startedAt!).toBe(true);
  });

  it("should refuse a payload its kind's schema refuses, in the caller's transaction", async () => {
    await expect(testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: 7 } as never))).rejects.toThrow();
    expect(await jobRows(testDb)).toEqual([]);
  });

  it("should retry a throwing handler with backoff, then leave it dead with its last error", async () => {
    const flaky = defineJobKind({ name: "test.flaky", payload: z.object({}), maxAttempts: 3 });
    const attempts: number[] = [];
    const handler = handleJob(flaky, async (_payload, { attempt }) => {
      attempts.push(attempt);
      throw new Error(`SMTP said no (attempt ${attempt})`);
    });
    const id = await testDb.db.transaction((trx) => enqueue(trx, flaky, {}));

    runner({ handlers: [handler] }).start();
    const [job] = await until(() => jobRows(testDb), ([row]) => row?.state === "dead");

    expect(attempts).toEqual([1, 2, 3]);
    expect(job).toMatchObject({ id, state: "dead", attempts: 3, maxAttempts: 3, lastError: "Error: SMTP said no (attempt 3)", lockedBy: null });
    expect(job!.finishedAt).not.toBeNull();
  });

  it("should leave a job dead after one attempt when its handler says retrying cannot help", async () => {
    const doomed = defineJobKind({ name: "test.doomed", payload: z.object({}) });
    const id = await testDb.db.transaction((trx) => enqueue(trx, doomed, {}));

    await runner({ handlers: [handleJob(doomed, async () => Promise.reject(new PermanentJobError("550 no such mailbox")))] }).runDue();

    expect(await jobRows(testDb)).toMatchObject([{ id, state: "dead", attempts: 1, lastError: "PermanentJobError: 550 no such mailbox" }]);
  });

  it("should not run a job before its time, nor a kind it does not know", async () => {
    const later = await testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: "later" }, { runAt: new Date(Date.now() + 60_000) }));
    const other = defineJobKind({ name: "test.other", payload: z.object({}) });
    await testDb.db.transaction((trx) => enqueue(trx, other, {}));

    expect(await runner({ handlers: testJobHandlers(testDb.db, "r1") }).runDue()).toBe(0);
    expect((await jobRows(testDb)).map((job) => job.state)).toEqual(["queued", "queued"]);
    expect(later).toBeGreaterThan(0);
  });

  it("should run a job again whose runner vanished once its lease has ended, and bury it after its last attempt", async () => {
    const [again, last] = await testDb.db.transaction(async (trx) => [
      await enqueue(trx, recordJob, { label: "again" }, { maxAttempts: 2 }),
      await enqueue(trx, recordJob, { label: "last" }, { maxAttempts: 1 }),
    ]);
    // A runner claims both and dies: nothing renews its lease.
    const now = new Date();
    expect(await claimDueJobs(testDb.db, { runnerId: "vanished", kinds: ["test.record"], limit: 10, now, leaseEnd: new Date(now.getTime() + 300) })).toHaveLength(2);
    const survivor = runner({ handlers: testJobHandlers(testDb.db, "survivor") });

    expect(await survivor.runDue()).toBe(0); // leases still running
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await survivor.runDue()).toBe(1);

    expect(await readRunLog(testDb.db)).toEqual([{ jobId: again, attempt: 2, runner: "survivor" }]);
    const rows = await jobRows(testDb);
    expect(rows.find((job) => job.id === again)).toMatchObject({ state: "succeeded", attempts: 2 });
    expect(rows.find((job) => job.id === last)).toMatchObject({ state: "dead", attempts: 1, lastError: expect.stringContaining("lease expired") });
  });

  /** test.record's handler that throws `failure(label)` when it gives one, and records each death its onDead hears of (throwing for label "hook fails"). */
  const dying = (deaths: Array<{ label: string } & DeadJob>, failure: (label: string) => Error | undefined = () => undefined) =>
    handleJob(
      recordJob,
      async ({ label }) => {
        const error = failure(label);
        if (error) throw error;
      },
      {
        onDead: async ({ label }, dead) => {
          deaths.push({ label, ...dead });
          if (label === "hook fails") throw new Error("the hook's own failure");
        },
      },
    );

  it("should run the kind's onDead once a job dies on its last attempt or for good, with its last error, never for a retried or succeeded one, and keep it dead when the hook fails", async () => {
    const [retried, permanent, failing, fine] = await testDb.db.transaction(async (trx) => [
      await enqueue(trx, recordJob, { label: "retried" }, { maxAttempts: 2 }),
      await enqueue(trx, recordJob, { label: "permanent" }, { maxAttempts: 5 }),
      await enqueue(trx, recordJob, { label: "hook fails" }, { maxAttempts: 1 }),
      await enqueue(trx, recordJob, { label: "fine" }),
    ]);
    const deaths: Array<{ label: string } & DeadJob> = [];
    let calls = 0;
    const handler = dying(deaths, (label) => (label === "fine" ? undefined : label === "permanent" ? new PermanentJobError("no such mailbox") : new Error(`broken ${label} (call ${++calls})`)));

    runner({ handlers: [handler] }).start();
    await until(() => jobRows(testDb), (rows) => rows.every((row) => row.state === "dead" || row.state === "succeeded"));

    expect(deaths.map(({ label, id, attempts, reason }) => ({ label, id, attempts, reason })).sort((a, b) => a.id - b.id)).toEqual([
      { label: "retried", id: retried, attempts: 2, reason: expect.stringMatching(/^Error: broken retried \(call \d\)$/) },
      { label: "permanent", id: permanent, attempts: 1, reason: "PermanentJobError: no such mailbox" },
      { label: "hook fails", id: failing, attempts: 1, reason: expect.stringMatching(/^Error: broken hook fails/) },
    ]);
    expect(deaths.every((death) => death.now instanceof Date)).toBe(true);
    const rows = await jobRows(testDb);
    expect(rows.find((job) => job.id === failing)).toMatchObject({ state: "dead", lastError: expect.stringContaining("broken hook fails"), lockedBy: null });
    expect(rows.find((job) => job.id === fine)).toMatchObject({ state: "succeeded" });
  });

  it("should run the kind's onDead for a job buried because its lease ran out on its last attempt, once, by the runner that buried it", async () => {
    const [again, last] = await testDb.db.transaction(async (trx) => [
      await enqueue(trx, recordJob, { label: "again" }, { maxAttempts: 2 }),
      await enqueue(trx, recordJob, { label: "last" }, { maxAttempts: 1 }),
    ]);
    const now = new Date();
    expect(await claimDueJobs(testDb.db, { runnerId: "vanished", kinds: ["test.record"], limit: 10, now, leaseEnd: new Date(now.getTime() + 200) })).toHaveLength(2);
    const deaths: Array<{ label: string } & DeadJob> = [];
    const survivor = runner({ handlers: [dying(deaths)] });

    expect(await survivor.runDue()).toBe(0); // leases still running
    expect(deaths).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await survivor.runDue()).toBe(1);
    expect(await runner({ handlers: [dying(deaths)] }).runDue()).toBe(0);

    expect(deaths).toEqual([{ label: "last", id: last, attempts: 1, reason: "its runner stopped or hung on the last attempt (lease expired)", now: expect.any(Date) }]);
    const rows = await jobRows(testDb);
    expect(rows.find((job) => job.id === again)).toMatchObject({ state: "succeeded", attempts: 2 });
    expect(rows.find((job) => job.id === last)).toMatchObject({ state: "dead", lockedBy: null });
  });

  it("should bury a job whose lease ran out on its last attempt only once when two runners bury at the same time, and none whose lease was renewed", async () => {
    const [expired, renewed] = await testDb.db.transaction(async (trx) => [
      await enqueue(trx, recordJob, { label: "expired" }, { maxAttempts: 1 }),
      await enqueue(trx, recordJob, { label: "renewed" }, { maxAttempts: 1 }),
    ]);
    const now = new Date();
    await claimDueJobs(testDb.db, { runnerId: "vanished", kinds: ["test.record"], limit: 10, now, leaseEnd: now });
    await testDb.db("jobs").where({ id: renewed }).update({ availableAt: "2999-01-01 00:00:00.000" });

    const buried = (await Promise.all([buryExpired(testDb.db, now), buryExpired(testDb.db, now)])).flat();

    expect(buried).toEqual([{ id: expired, kind: "test.record", payload: JSON.stringify({ label: "expired" }), attempts: 1 }]);
    expect((await jobRows(testDb)).map((job) => [job.id, job.state])).toEqual([
      [expired, "dead"],
      [renewed, "running"],
    ]);
  });

  it("should keep renewing the lease of a job that runs longer than the lease", async () => {
    const slow = defineJobKind({ name: "test.slow", payload: z.object({}) });
    const id = await testDb.db.transaction((trx) => enqueue(trx, slow, {}));
    let runs = 0;
    const handler = handleJob(slow, async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 2_400));
    });
    // Four leases long, renewed every third of one: a lease of 150 ms lost its renewal to a 150 ms stall
    // of the event loop on a loaded CI machine; 600 ms leaves room and still needs several renewals.
    const first = runner({ handlers: [handler], leaseMs: 600 });
    const second = runner({ handlers: [handler], leaseMs: 600 });

    first.start();
    await until(() => jobRows(testDb), ([row]) => row?.state === "running");
    second.start();
    await until(() => jobRows(testDb), ([row]) => row?.state === "succeeded");

    expect(runs).toBe(1);
    expect(await jobRows(testDb)).toMatchObject([{ id, attempts: 1 }]);
  });

  it("should release a job still running when stop()'s grace ends, due again and its attempt not counted", async () => {
    const id = await testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: "x" }));
    let aborted: unknown;
    const stuck = handleJob(recordJob, (_payload, { signal }) => new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject((aborted = signal.reason)))));
    const first = runner({ handlers: [stuck] });
    first.start();
    await until(() => jobRows(testDb), ([row]) => row?.state === "running");

    await first.stop(50);

    expect(aborted).toBeInstanceOf(Error);
    expect(await jobRows(testDb)).toMatchObject([{ id, state: "queued", attempts: 0, lockedBy: null, lastError: expect.stringContaining("interrupted") }]);
    expect(await runner({ handlers: testJobHandlers(testDb.db, "next") }).runDue()).toBe(1);
    expect(await readRunLog(testDb.db)).toEqual([{ jobId: id, attempt: 1, runner: "next" }]);
  });

  it("should run many jobs once each with several runners in one process", async () => {
    await testDb.db.transaction((trx) => enqueueMany(trx, recordJob, Array.from({ length: 120 }, (_, index) => ({ label: String(index) }))));
    const handlersOf = (name: string) => testJobHandlers(testDb.db, name);
    runner({ handlers: handlersOf("a"), concurrency: 3 }).start();
    runner({ handlers: handlersOf("b"), concurrency: 3 }).start();

    await until(() => testDb.db("jobs").where("state", "succeeded").count({ n: "*" }).first(), (row) => Number(row?.n) === 120);

    const log = await readRunLog(testDb.db);
    expect(log).toHaveLength(120);
    expect(new Set(log.map((run) => run.jobId)).size).toBe(120);
  });
  it("should give enqueueMany's jobs one reference each, worked out from its payload, or the one given for all", async () => {
    await testDb.db.transaction(async (trx) => {
      await enqueueMany(trx, recordJob, [{ label: "a" }, { label: "b" }], { reference: (payload, index) => `label:${payload.label}:${index}` });
      await enqueueMany(trx, recordJob, [{ label: "c" }, { label: "d" }], { reference: "labels:c-d" });
    });
    const rows = (await testDb.db("jobs").select("reference", "payload").orderBy("id")) as Array<{ reference: string; payload: string }>;
    expect(rows.map((row) => [row.reference, (JSON.parse(row.payload) as { label: string }).label])).toEqual([
      ["label:a:0", "a"],
      ["label:b:1", "b"],
      ["labels:c-d", "c"],
      ["labels:c-d", "d"],
    ]);
  });

  it("should hand the jobs of one runDue() one pass, its results computed once, and the next runDue() a new pass", async () => {
    const passes: JobPass[] = [];
    let computed = 0;
    const sharing = handleJob(recordJob, async (_payload, { pass }) => {
      passes.push(pass);
      await pass.once("answer", async () => ++computed);
    });
    await testDb.db.transaction((trx) => enqueueMany(trx, recordJob, Array.from({ length: 5 }, (_, index) => ({ label: String(index) }))));
    const runs = runner({ handlers: [sharing], concurrency: 2 });

    expect(await runs.runDue()).toBe(5); // three claims
    expect(new Set(passes).size).toBe(1);
    expect(computed).toBe(1);

    await testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: "later" }));
    expect(await runs.runDue()).toBe(1);
    expect(new Set(passes).size).toBe(2);
    expect(computed).toBe(2);
  });

  // What a pass keeps must not reach the next pass: a sheet changed between two passes of the polling loop is
  // read again. The handler keeps the sheet's title in the pass, as collaboratorMail.ts keeps a comparison.
  const titleOfSheet = (seen: Array<{ label: string; title: string; pass: JobPass }>) =>
    handleJob(recordJob, async ({ label }, { pass }) => {
      const title = await pass.once("sheet-title", async () => {
        const sheet = (await testDb.db("call_sheets").where({ id: Number(label.split(":")[0]) }).first("shootingTitle")) as { shootingTitle: string };
        return sheet.shootingTitle;
      });
      seen.push({ label, title, pass });
    });

  it("should give a job of the polling loop a new pass once a claim found nothing due, so it reads a sheet changed since the last pass", async () => {
    const sheet = await createCallSheet(testDb.db, { shootingTitle: "Dawn shoot" });
    const seen: Array<{ label: string; title: string; pass: JobPass }> = [];
    const polling = runner({ handlers: [titleOfSheet(seen)] });
    polling.start();

    await testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: `${sheet.id}:first` }));
    polling.nudge();
    await until(() => jobRows(testDb), (rows) => rows.every((row) => row.state === "succeeded"));
    await testDb.db("call_sheets").where({ id: sheet.id }).update({ shootingTitle: "Dusk shoot" });
    // The loop goes on polling (every 20 ms) and finds nothing due before the next job is there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: `${sheet.id}:second` }));
    polling.nudge();
    await until(() => jobRows(testDb), (rows) => rows.length === 2 && rows.every((row) => row.state === "succeeded"));

    expect(seen.map(({ label, title }) => [label, title])).toEqual([
      [`${sheet.id}:first`, "Dawn shoot"],
      [`${sheet.id}:second`, "Dusk shoot"],
    ]);
    expect(seen[0]!.pass).not.toBe(seen[1]!.pass);
  });

  it("should keep one pass in the polling loop while jobs keep coming, and start a new one once the pass is a minute old", async () => {
    const sheet = await createCallSheet(testDb.db, { shootingTitle: "Dawn shoot" });
    // The runner's clock, moved on by the first job: claims and passes read the time from it.
    let offsetMs = 0;
    const seen: Array<{ label: string; title: string; pass: JobPass }> = [];
    const reading = titleOfSheet(seen);
    const handler = handleJob(recordJob, async (payload, attempt) => {
      await reading.run(payload, attempt);
      if (payload.label.endsWith(":late")) {
        await testDb.db("call_sheets").where({ id: sheet.id }).update({ shootingTitle: "Dusk shoot" });
        offsetMs = 61_000;
      }
    });
    // One job at a time: each claim finds the next job due, so no claim finds nothing between them.
    await testDb.db.transaction((trx) => enqueueMany(trx, recordJob, ["early", "late", "next", "last"].map((name) => ({ label: `${sheet.id}:${name}` }))));
    const polling = runner({ handlers: [handler], concurrency: 1, clock: () => new Date(Date.now() + offsetMs) });
    polling.start();
    await until(() => jobRows(testDb), (rows) => rows.every((row) => row.state === "succeeded"));

    expect(seen.map(({ label, title }) => [label.split(":")[1], title])).toEqual([
      ["early", "Dawn shoot"],
      ["late", "Dawn shoot"], // same pass: the title it kept
      ["next", "Dusk shoot"], // the pass was a minute old: read again
      ["last", "Dusk shoot"],
    ]);
    const [early, late, next, last] = seen.map((each) => each.pass);
    expect(late).toBe(early);
    expect(next).not.toBe(late);
    expect(last).toBe(next);
  });
});
