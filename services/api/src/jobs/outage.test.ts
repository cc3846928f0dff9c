import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../db/connect.ts";
import { createLogger } from "../logger.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../test/databases.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcpProxy.ts";
import { enqueue } from "./enqueue.ts";
import { JobRunner } from "./JobRunner.ts";
import { createRunLog, readRunLog, recordJob, testJobHandlers } from "./testing/testKinds.ts";

const dialects = await testDialects();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The runner reaches MariaDB through a loopback proxy the test cuts and restores; the test writes and
// reads around the proxy.
describe.skipIf(!dialects.includes("mysql"))("the job runner through a database outage (MariaDB behind a proxy the test cuts)", () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let runnerDb: Database;
  const logs: Array<{ level: number; msg: string }> = [];
  beforeAll(async () => {
    testDb = await createTestDatabase("mysql");
    await createRunLog(testDb.db);
    if (testDb.database.client !== "mysql") throw new Error("a MariaDB database was asked for");
    const direct = new URL(testDb.database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    direct.port = String(proxy.port);
    // knex's own warnings (one a refused connection) go to a silent logger, not the test's console.
    runnerDb = connectDatabase({ client: "mysql", url: direct.toString() }, createLogger("silent"));
  });
  afterAll(async () => {
    await runnerDb.destroy();
    await proxy.close();
    await testDb.drop();
  });

  it("should log and keep polling while the database is away, never throw, and run what is due once it is back", async () => {
    const logger = pino({ level: "info" }, new Writable({ write: (chunk: Buffer, _encoding, done) => (logs.push(JSON.parse(chunk.toString("utf8"))), done()) }));
    const runner = new JobRunner({ db: runnerDb, logger, handlers: testJobHandlers(testDb.db, "survivor"), pollIntervalMs: 20, outageBackoffMaxMs: 100 });
    runner.start();
    try {
      await proxy.cut();
      const before = await testDb.db.transaction((trx) => enqueue(trx, recordJob, { label: "during the outage" }));
      await sleep(600);
      const failures = logs.filter((line) => line.msg.startsWith("jobs: claiming failed"));
      expect(failures.length).toBeGreaterThanOrEqual(2);
      expect(failures.length).toBeLessThan(30); // backed off, not a busy loop
      expect(await readRunLog(testDb.db)).toEqual([]);

      await proxy.restore();
      const deadline = Date.now() + 10_000;
      while ((await readRunLog(testDb.db)).length === 0 && Date.now() < deadline) await sleep(20);

      expect(await readRunLog(testDb.db)).toEqual([{ jobId: before, attempt: 1, runner: "survivor" }]);
      expect(logs.some((line) => line.msg === "jobs: the database answers again")).toBe(true);
    } finally {
      await runner.stop(1_000);
    }
  });
});
