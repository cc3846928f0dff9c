#!/usr/bin/env node
// bench/sharedViewHtml: GET of the shared view's HTML with a grant (issue 26, docs/on-set.md), through the real
// gateway, the share portal's server and the API, on SQLite and on MariaDB: the first response of a full
// sheet (gzip size as nginx sends it, and whether the title, the call time and the first location are in it)
// and the latency of REQUESTS gets at CONCURRENCY (p50/p95/p99). Budgets: first HTML <= 60 KB gzip; p95 <= 30 ms
// at concurrency 10. Each grant's page renders once, then comes from the portal server's render cache until
// the API's answers change (a comment, an edit, a new revision): the numbers are of that steady state. The CPU
// each part of the stack spent per request (API, portal server, nginx, the MariaDB server, this bench's own client;
// from /proc) says where the time goes.
// Usage: node bench/sharedViewHtml.mjs   (REQUESTS=500 CONCURRENCY=10 BENCH_DATABASES=sqlite,mariadb BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306)
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import knex from "knex";
import { startThrowawayStack, throwawayAdminPassword } from "../scripts/lib/throwawayStack.mjs";
import { fullSheet, sharedSheetOnStack, winGrant } from "./lib/sharing.mjs";

const REQUESTS = Number(process.env.REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,mariadb").split(",");
const MYSQL = process.env.BENCH_MYSQL_URL ?? "mysql://root@127.0.0.1:3306";
const FIRST_LOCATION = JSON.parse(fullSheet.locationsList)[0].address.split(",")[0];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks), headers: response.headers }));
      })
      .on("error", reject);
  });
}
/**
 * The stack's processes (children of this bench, and nginx's workers) by role, read from /proc: where the CPU of a
 * request goes (API, portal server, gateway). Linux only; elsewhere the columns stay empty.
 */
function stackProcesses() {
  const roles = { api: [], portal: [], gateway: [], mariadb: [] };
  if (!fs.existsSync("/proc/self/stat")) return roles;
  const entries = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  const parentOf = new Map();
  const commandOf = new Map();
  for (const pid of entries) {
    try {
      parentOf.set(pid, fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      commandOf.set(pid, fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " "));
    } catch {
      // gone meanwhile
    }
  }
  const mine = String(process.pid);
  for (const [pid, parent] of parentOf) {
    const grandparent = parentOf.get(parent);
    const command = commandOf.get(pid) ?? "";
    if (parent === mine && command.includes("share-portal/server")) roles.portal.push(pid);
    else if (parent === mine && command.includes("src/server.ts")) roles.api.push(pid);
    else if (grandparent === mine && command.startsWith("nginx: worker")) roles.gateway.push(pid);
    else if (/(^|\/)(mariadbd|mysqld)( |$)/.test(command)) roles.mariadb.push(pid);
  }
  return roles;
}
/** CPU milliseconds used so far by each role's processes (utime + stime, clock ticks of 10 ms). */
function cpuMs(roles) {
  const used = {};
  for (const [role, pids] of Object.entries(roles)) {
    used[role] = 0;
    for (const pid of pids) {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        used[role] += (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        // gone
      }
    }
  }
  return used;
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(database) {
  let env = {};
  let dropDatabase = async () => {};
  if (database === "mariadb") {
    const name = `bench_shared_view_${process.pid}`;
    const admin = knex({ client: "mysql2", connection: { uri: MYSQL }, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    env = { DATABASE_URL: `${MYSQL}/${name}` };
    dropDatabase = async () => {
      await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.destroy();
    };
  }
  const stack = await startThrowawayStack({ label: "bench", env: { NODE_ENV: "production", SESSION_SECRET: "bench-session-secret-0123456789abcdef", ...env } });
  try {
    const shared = await sharedSheetOnStack(stack, throwawayAdminPassword("bench"));
    const cookie = await winGrant(stack.url, shared);
    const url = `${stack.url}/shared-call-sheet/${shared.callSheetId}`;
    const first = await get(url, { cookie, "accept-encoding": "gzip" });
    const text = (await get(url, { cookie })).body.toString("utf8");
    const html = { status: first.status, grant: first.headers["x-portal-grant"], gzip: first.body.length, gzipped: first.headers["content-encoding"] === "gzip", title: text.includes(fullSheet.shootingTitle.replace("&", "&amp;")), callTime: text.includes(fullSheet.shootingTime), location: text.includes(FIRST_LOCATION), firstMs: first.ms };
    for (let i = 0; i < 20; i++) await get(url, { cookie, "accept-encoding": "gzip" });
    const times = [];
    let next = 0;
    let failures = 0;
    const roles = stackProcesses();
    if (database !== "mariadb") roles.mariadb = [];
    const cpuBefore = cpuMs(roles);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next += 1;
          const answer = await get(url, { cookie, "accept-encoding": "gzip" });
          if (answer.status !== 200 || answer.headers["x-portal-grant"] !== "granted") failures += 1;
          times.push(answer.ms);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuMs(roles);
    const cpu = Object.fromEntries(Object.keys(roles).map((role) => [role, roles[role].length ? (cpuAfter[role] - cpuBefore[role]) / REQUESTS : null]));
    const client = process.cpuUsage(clientBefore);
    cpu.client = (client.user + client.system) / 1000 / REQUESTS;
    times.sort((a, b) => a - b);
    return { database, html, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), rps: REQUESTS / seconds, failures, cpu };
  } finally {
    await stack.stop();
    await dropDatabase();
  }
}

const rows = [];
for (const database of DATABASES) rows.push(await measure(database));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
process.stdout.write(`Shared view HTML with a grant through the gateway (full fixture), ${REQUESTS} GETs at concurrency ${CONCURRENCY}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores\n`);
process.stdout.write("database  first HTML gzip       title call time 1st location  first ms  p50 ms  p95 ms  p99 ms  req/s  failures  p95 budget  CPU ms/request: API portal gateway mariadb client\n");
for (const row of rows) {
  const h = row.html;
  process.stdout.write(
    `${row.database.padEnd(8)}  ${`${kb(h.gzip)}${h.gzipped ? "" : " (NOT gzip)"} ${h.gzip <= 60 * 1024 ? "<=" : "OVER"} 60 KB`.padEnd(20)} ${String(h.title).padEnd(5)} ${String(h.callTime).padEnd(9)} ${String(h.location).padEnd(12)}  ${h.firstMs.toFixed(0).padStart(8)}  ${row.p50.toFixed(1).padStart(6)}  ${row.p95.toFixed(1).padStart(6)}  ${row.p99.toFixed(1).padStart(6)}  ${row.rps.toFixed(0).padStart(5)}  ${String(row.failures).padStart(8)}  ${(row.p95 <= 30 ? "<=" : "OVER").padStart(4)} 30 ms  ${["api", "portal", "gateway", "mariadb", "client"].map((role) => (row.cpu[role] === null ? "-" : row.cpu[role].toFixed(2)).padStart(role === "api" ? 17 : 6)).join(" ")}\n`,
  );
}
