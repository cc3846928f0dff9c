// Shared by the API benches: start the API on its own database, read its CPU time, drive load, summarise.
import { spawn } from "node:child_process";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import knex from "knex";
import { repoRoot } from "../../scripts/lib/stack.mjs";

export const BENCH_ADMIN_PASSWORD = "bench-admin-password";
const MYSQL = process.env.BENCH_MYSQL_URL ?? "mysql://root@127.0.0.1:3306";

/**
 * Starts `src/server.ts` in production mode on a free port and waits until /api/ready answers.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the API there when it stops (open it in Chrome DevTools).
 */
export async function startApi(env) {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "src/server.ts"], {
    cwd: path.join(repoRoot, "services/api"),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // A load test is one address sending thousands of applications: the per-address limit would stop it.
      PUBLIC_WRITES_PER_ADDRESS: "0",
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, pid: child.pid, stop: () => new Promise((r) => (child.once("exit", r), child.kill("SIGTERM"))) };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("API did not start");
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * GET with node:http over kept-alive connections, resolving to the status once the body is read. Lighter
 * than fetch, which matters when the load generator shares the API's two cores (fetch cost ~7% req/s here).
 */
export function httpGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: keepAlive, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      })
      .on("error", reject);
  });
}

/** POST a JSON body the same way (kept-alive node:http), resolving to the status once the answer is read. */
export function httpPostJson(url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent: keepAlive, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The middle value of `values` (numbers; the upper middle of an even count), as every bench quotes it. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Runs `request()` from `concurrency` workers for `seconds`; each call resolves to the HTTP status.
 * Returns requests, non-`okStatus` answers, req/s, p50 and p95 in ms.
 */
export async function runLoad(request, { concurrency, seconds, okStatus }) {
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const status = await request();
      latencies.push(performance.now() - started);
      if (status !== okStatus) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, failures, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/**
 * The databases to bench: a temporary SQLite folder always, and a throwaway MariaDB database when the
 * server answers. `cleanup()` removes both.
 */
export async function benchDatabases(label) {
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const targets = [{ name: "SQLite", env: { DATA_DIR: sqliteDir } }];
  const admin = knex({ client: "mysql2", connection: { uri: MYSQL }, pool: { min: 0, max: 1 } });
  const mysqlDb = `bench_${label}_${process.pid}`;
  try {
    await admin.raw("CREATE DATABASE ?? CHARACTER SET utf8mb4", [mysqlDb]);
    targets.push({ name: "MariaDB", env: { DATABASE_URL: `${MYSQL}/${mysqlDb}`, DATA_DIR: sqliteDir } });
  } catch {
    process.stderr.write(`MariaDB not reachable at ${MYSQL}: SQLite only\n`);
  }
  // BENCH_DATABASES=sqlite (or mariadb) runs one of them only.
  const only = process.env.BENCH_DATABASES?.toLowerCase();
  return {
    targets: only ? targets.filter((target) => target.name.toLowerCase() === only) : targets,
    async cleanup() {
      await admin.raw("DROP DATABASE IF EXISTS ??", [mysqlDb]).catch(() => {});
      await admin.destroy();
      fs.rmSync(sqliteDir, { recursive: true, force: true });
    },
  };
}
