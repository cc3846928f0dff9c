#!/usr/bin/env node
// bench/registration: POST /api/models with an 800 px photo, straight to the API (no gateway), on the
// embedded SQLite database and, when it answers, MariaDB. Every request is a new applicant (unique e-mail),
// so each one decodes, re-encodes and stores a photo and inserts a row. Prints req/s, p50 and p95 against
// the budget of issue #3 (>= 100 req/s, p95 <= 100 ms). Bounded: DURATION_S seconds per database.
// Usage: node bench/registration.mjs   (CONCURRENCY=10 DURATION_S=10)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import knex from "knex";
import { repoRoot } from "../scripts/lib/stack.mjs";

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 10);
const MYSQL = process.env.BENCH_MYSQL_URL ?? "mysql://root@127.0.0.1:3306";

async function photoDataUrl() {
  const [width, height, channels] = [800, 600, 3];
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 5 + ((i / width) | 0) * 11) % 256;
  const jpeg = await sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 60 }).toBuffer();
  return { dataUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}`, bytes: jpeg.length };
}

async function startApi(env) {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.join(repoRoot, "services/api"),
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "production", ADMIN_PASSWORD: "bench-admin-password" },
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

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function load(url, dataUrl) {
  let sequence = 0;
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + DURATION_S * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const body = JSON.stringify({
        fullName: "Bench Applicant",
        email: `bench-${process.pid}-${++sequence}@example.com`,
        gender: "female",
        city: "Beograd",
        country: "Serbia",
        phoneNumber: "+381 641234567",
        dateOfBirth: "1999-03-07",
        photoPath: dataUrl,
        instagramHandle: "@bench",
        facebookHandle: "",
        tiktokHandle: "",
        termsAccepted: true,
      });
      const started = performance.now();
      const response = await fetch(`${url}/api/models`, { method: "POST", headers: { "content-type": "application/json" }, body });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 201) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, failures, rps: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const { dataUrl, bytes } = await photoDataUrl();
const targets = [{ name: "SQLite", env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-reg-")) } }];
const admin = knex({ client: "mysql2", connection: { uri: MYSQL }, pool: { min: 0, max: 1 } });
const mysqlDb = `bench_registration_${process.pid}`;
try {
  await admin.raw("CREATE DATABASE ?? CHARACTER SET utf8mb4", [mysqlDb]);
  targets.push({ name: "MariaDB", env: { DATABASE_URL: `${MYSQL}/${mysqlDb}` } });
} catch {
  process.stderr.write(`MariaDB not reachable at ${MYSQL}: SQLite only\n`);
}

process.stdout.write(`POST /api/models, 800x600 JPEG photo (${(bytes / 1024).toFixed(0)} KB), concurrency ${CONCURRENCY}, ${DURATION_S} s each\n`);
process.stdout.write("database  requests  non-201  req/s (budget >= 100)  p50 ms  p95 ms (budget <= 100)  API CPU ms/request\n");
try {
  for (const target of targets) {
    const api = await startApi(target.env);
    try {
      await load(api.url, dataUrl); // warm-up is the first run's first second anyway; a short pass primes JIT and pools
      const cpuBefore = cpuSeconds(api.pid);
      const result = await load(api.url, dataUrl);
      result.cpuMs = ((cpuSeconds(api.pid) - cpuBefore) * 1000) / result.requests;
      process.stdout.write(
        `${target.name.padEnd(9)} ${String(result.requests).padStart(8)}  ${String(result.failures).padStart(7)}  ${result.rps.toFixed(0).padStart(21)}  ${result.p50.toFixed(1).padStart(6)}  ${result.p95.toFixed(1).padStart(22)}  ${result.cpuMs.toFixed(1).padStart(18)}\n`,
      );
    } finally {
      await api.stop();
    }
  }
} finally {
  await admin.raw("DROP DATABASE IF EXISTS ??", [mysqlDb]).catch(() => {});
  await admin.destroy();
  if (targets[0].env.DATA_DIR) fs.rmSync(targets[0].env.DATA_DIR, { recursive: true, force: true });
}
