#!/usr/bin/env node
// bench/auth: what a sign-in costs and how fast a signed-in session is served, straight to the API.
// 1. LOGINS sequential POST /api/admin/login: the API process's CPU per login (argon2id parameters printed).
// 2. GET /api/user with a session cookie at CONCURRENCY for DURATION_S seconds: req/s, p50, p95
//    (each request reads the session row and the user row).
// On SQLite and, when it answers, MariaDB. Usage: npm run bench:auth   (LOGINS=40 CONCURRENCY=10 DURATION_S=10)
import { BENCH_ADMIN_PASSWORD, benchDatabases, cpuSeconds, median, runLoad, startApi } from "./lib/api.mjs";

const LOGINS = Number(process.env.LOGINS ?? 40);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 10);
// services/api/src/commands/passwords.ts
const ARGON2 = "argon2id, memory 19 MiB (19456 KiB), 2 passes, 1 lane (OWASP's second profile)";

async function signIn(url) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const { targets, cleanup } = await benchDatabases("auth");
process.stdout.write(`Password hashing: ${ARGON2}\n`);
process.stdout.write(`database  login CPU ms (median of ${LOGINS})  login wall ms  GET /api/user req/s (c=${CONCURRENCY})  p50 ms  p95 ms  non-200\n`);
try {
  for (const target of targets) {
    const api = await startApi(target.env);
    try {
      await signIn(api.url); // warm-up
      const cpu = [];
      const wall = [];
      for (let i = 0; i < LOGINS; i++) {
        const before = cpuSeconds(api.pid);
        const started = performance.now();
        await signIn(api.url);
        wall.push(performance.now() - started);
        cpu.push((cpuSeconds(api.pid) - before) * 1000);
      }
      // /proc counts CPU in 10 ms ticks: the median of many logins, and their mean, bracket the true cost.
      const meanCpu = cpu.reduce((sum, value) => sum + value, 0) / cpu.length;
      const cookie = await signIn(api.url);
      const result = await runLoad(
        async () => {
          const response = await fetch(`${api.url}/api/user`, { headers: { cookie } });
          await response.arrayBuffer();
          return response.status;
        },
        { concurrency: CONCURRENCY, seconds: DURATION_S, okStatus: 200 },
      );
      process.stdout.write(
        `${target.name.padEnd(9)} ${`${median(cpu).toFixed(0)} (mean ${meanCpu.toFixed(1)})`.padStart(30)}  ${median(wall).toFixed(1).padStart(13)}  ${result.rps.toFixed(0).padStart(30)}  ${result.p50.toFixed(1).padStart(6)}  ${result.p95.toFixed(1).padStart(6)}  ${String(result.failures).padStart(7)}\n`,
      );
    } finally {
      await api.stop();
    }
  }
} finally {
  await cleanup();
}
