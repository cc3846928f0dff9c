#!/usr/bin/env node
// bench/jobs: 1,000 no-op jobs through two runner processes on one MariaDB database (issue 22's budget: <= 10 s).
// Two processes run services/api/src/jobs/testing/runnerProcess.ts (the API's JobRunner with the test kinds, the
// runner's defaults: 10 jobs at once, a poll a second when idle, unless set below); once both poll, this process writes JOBS no-op jobs in one transaction
// and waits until every one has succeeded. Time = from the start of that transaction to the last job's end
// (the enqueue's share is printed too). Each run checks that every job succeeded on its first attempt (a job
// claimed twice would show 2 attempts). That each runs exactly once is the test's job (jobs/runnerProcesses.test.ts).
// Usage: npm run bench:jobs   (RUNS=3 JOBS=1000 JOBS_CONCURRENCY=10 JOBS_POLL_MS=1000)
import { spawn } from "node:child_process";
import path from "node:path";
import knex from "knex";
import { tsImport } from "tsx/esm/api";
import { repoRoot } from "../scripts/lib/stack.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const JOBS = Number(process.env.JOBS ?? 1000);
const BUDGET_MS = 10_000;
const MYSQL = process.env.BENCH_MYSQL_URL ?? "mysql://root@127.0.0.1:3306";

const { connectDatabase, migrateToLatest } = await tsImport("../services/api/src/db/connect.ts", import.meta.url);
const { enqueueMany } = await tsImport("../services/api/src/jobs/enqueue.ts", import.meta.url);
const { noopJob } = await tsImport("../services/api/src/jobs/testing/testKinds.ts", import.meta.url);

function startRunner(database) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "services/api/src/jobs/testing/runnerProcess.ts")], {
    cwd: repoRoot,
    env: { ...process.env, JOBS_DATABASE: JSON.stringify(database), LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (/^ready /m.test(output)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`runner exited with ${code} before it was ready`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return { child, ready, exited };
}

const admin = knex({ client: "mysql2", connection: { uri: MYSQL }, pool: { min: 0, max: 1 } });
const name = `bench_jobs_${process.pid}`;
await admin.raw("CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci", [name]);
const database = { client: "mysql", url: `${MYSQL}/${name}` };
const db = connectDatabase(database);
const runners = [];
try {
  await migrateToLatest(db);
  runners.push(startRunner(database), startRunner(database));
  await Promise.all(runners.map((runner) => runner.ready));
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    await db("jobs").delete();
    const started = performance.now();
    await db.transaction((trx) => enqueueMany(trx, noopJob, Array.from({ length: JOBS }, () => ({}))));
    const enqueuedMs = performance.now() - started;
    for (;;) {
      const { n } = await db("jobs").where("state", "succeeded").count({ n: "*" }).first();
      if (Number(n) === JOBS) break;
      if (performance.now() - started > 120_000) throw new Error(`only ${n} of ${JOBS} jobs done after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const totalMs = performance.now() - started;
    const check = await db("jobs").sum({ attempts: "attempts" }).first();
    if (Number(check.attempts) !== JOBS) throw new Error(`${check.attempts} attempts for ${JOBS} jobs: some job ran more than once`);
    results.push({ totalMs, enqueuedMs });
    console.log(`run ${run}: ${JOBS} jobs in ${(totalMs / 1000).toFixed(2)} s (enqueue ${enqueuedMs.toFixed(0)} ms), every job once`);
  }
  const median = [...results].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(results.length / 2)];
  const verdict = median.totalMs <= BUDGET_MS ? "within" : "OVER";
  console.log(`\n${JOBS} no-op jobs, two runner processes, MariaDB: median ${(median.totalMs / 1000).toFixed(2)} s (enqueue ${median.enqueuedMs.toFixed(0)} ms), budget ${BUDGET_MS / 1000} s: ${verdict}`);
} finally {
  for (const runner of runners) runner.child.kill("SIGTERM");
  await Promise.all(runners.map((runner) => runner.exited));
  await db.destroy();
  await admin.raw("DROP DATABASE IF EXISTS ??", [name]);
  await admin.destroy();
}
