#!/usr/bin/env node
// bench/rateLimits: what counting a limit in the database costs (issue 22 §4, docs/rate-limits.md).
// On SQLite (a temp file) and MariaDB (a throwaway database): countHit (limits/fixedWindow.ts) alone, one caller
// and ten at once on one subject (one address flooding: every hit waits for the row's lock) and on ten subjects;
// then POST /api/register with an empty body (a 400 from validation, after the limit) through the real app
// with the limit on and off, and refused past it (429), one request at a time. Prints per-call p50/p95 in ms.
// Usage: node bench/rateLimits.mjs   (HITS=2000 REQUESTS=1000 BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import knex from "knex";
import { tsImport } from "tsx/esm/api";

const HITS = Number(process.env.HITS ?? 2000);
const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const MYSQL = process.env.BENCH_MYSQL_URL ?? "mysql://root@127.0.0.1:3306";

const { connectDatabase, migrateToLatest } = await tsImport("../services/api/src/db/connect.ts", import.meta.url);
const { countHit } = await tsImport("../services/api/src/limits/fixedWindow.ts", import.meta.url);
const { serveApp } = await tsImport("../services/api/src/test/http.ts", import.meta.url);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};

async function timed(concurrency, total, call) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) {
        const index = next++;
        const t0 = performance.now();
        await call(worker, index);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return `${summary(times)}, ${Math.round(total / seconds)}/s`;
}

async function bench(label, database) {
  const db = connectDatabase(database);
  await migrateToLatest(db);
  const now = () => new Date();
  const windowMs = 600_000;
  console.log(`\n${label}`);
  console.log(`  countHit, 1 caller, one subject:    ${await timed(1, HITS, () => countHit(db, "one 203.0.113.1", windowMs, now()))}`);
  console.log(`  countHit, 10 callers, one subject:  ${await timed(10, HITS, () => countHit(db, "hot 203.0.113.1", windowMs, now()))}`);
  console.log(`  countHit, 10 callers, 10 subjects:  ${await timed(10, HITS, (worker) => countHit(db, `spread 203.0.113.${worker}`, windowMs, now()))}`);
  for (const [name, perAddress] of [["400, limit off", 0], ["400, limit on ", 1e9], ["429, refused  ", 1]]) {
    const server = await serveApp(db, { publicWritesPerAddress: perAddress });
    const post = () => fetch(`${server.url}/api/register`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).then((r) => r.arrayBuffer());
    for (let warm = 0; warm < 50; warm++) await post();
    console.log(`  POST /api/register (${name}): ${await timed(1, REQUESTS, post)}`);
    await server.close();
  }
  await db.destroy();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-limits-"));
try {
  await bench("SQLite", { client: "sqlite", filename: path.join(dir, "bench.sqlite") });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
const admin = knex({ client: "mysql2", connection: { uri: MYSQL }, pool: { min: 0, max: 1 } });
const name = `bench_limits_${process.pid}`;
await admin.raw("CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci", [name]);
try {
  await bench("MariaDB", { client: "mysql", url: `${MYSQL}/${name}` });
} finally {
  await admin.raw("DROP DATABASE IF EXISTS ??", [name]);
  await admin.destroy();
}
