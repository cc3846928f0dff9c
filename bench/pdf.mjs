#!/usr/bin/env node
// bench/pdf: GET /api/call-sheets/{id}/pdf of a full call sheet (packages/call-sheet's fixture: every section
// filled, 2 locations, 6 team members, 3 actors, the scene schedule, props and gear), printed by the API's
// headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// 1. RUNS sequential downloads (after one warm-up that launches Chromium): median and max, budget: median <= 1.5 s.
// 2. CONCURRENT simultaneous downloads: all must be 200; prints the wall time (PDF_CONCURRENCY renders at
//    once, the rest queue).
// 3. PRESSURE (issue 24): a burst of PRESSURE (60) downloads at once: how fast the ones beyond the queue are
//    refused (503 latency, median and p95; budget <= 100 ms), then PRESSURE clients downloading for
//    PRESSURE_SECONDS (a 503 asked again after RETRY_MS, 1 s) while one reader GETs the sheet
//    (GET /api/call-sheets/{id} p95; budget <= 200 ms), against the same reader on an idle API (the ratio
//    is what to compare on a shared machine).
// Usage: npm run bench:pdf   (RUNS=15 CONCURRENT=10 PRESSURE=60 PRESSURE_SECONDS=10 PDF_CONCURRENCY=2 BENCH_DATABASES=sqlite|mariadb)
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { BENCH_ADMIN_PASSWORD, benchDatabases, cpuSeconds, percentile, startApi } from "./lib/api.mjs";
import { signInAdmin, storeFullSheet } from "./lib/callSheet.mjs";

const RUNS = Number(process.env.RUNS ?? 15);
const CONCURRENT = Number(process.env.CONCURRENT ?? 10);
const BUDGET_MS = 1500;
const PRESSURE = Number(process.env.PRESSURE ?? 60);
const PRESSURE_SECONDS = Number(process.env.PRESSURE_SECONDS ?? 10);
const REFUSAL_BUDGET_MS = 100;
/** A refused client asks again after this long: a producer clicking 'Download PDF' again, not Retry-After. */
const RETRY_MS = Number(process.env.RETRY_MS ?? 1000);
const GET_BUDGET_MS = 200;
/**
 * CPU seconds of a process and everything under it (Chromium's browser, GPU and renderer processes), from
 * /proc (Linux). A renderer that exited is counted in its reaped parent's children times. This is the
 * steadier number on a shared machine: wall times grow with whatever else runs.
 */
function treeCpuSeconds(rootPid) {
  const parents = new Map();
  const times = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      parents.set(Number(entry), Number(fields[1]));
      // utime, stime, cutime, cstime, in clock ticks (100 a second on Linux).
      times.set(Number(entry), fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0));
    } catch {
      /* exited meanwhile */
    }
  }
  const inTree = (pid) => {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) if (current === rootPid) return true;
    return false;
  };
  return [...times].filter(([pid]) => inTree(pid)).reduce((sum, [, ticks]) => sum + ticks, 0) / 100;
}

/**
 * CPU seconds of the API's main thread alone (its thread id is its pid): the one thread every request is
 * answered on. The rest of the API process's CPU is its print thread (HTML and Chromium's protocol), the
 * garbage collector's helpers and libuv's pool.
 */
function mainThreadCpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Every download of the pressure phase on a connection of its own, as 60 browsers would be. */
const pressureAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const readerAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET with node:http (lighter than fetch on the shared cores), body read; status and milliseconds. */
function timedGet(url, cookie, agent) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie } }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (values) => [...values].sort((a, b) => a - b);
const ms = (value) => (value === undefined ? "-" : `${value.toFixed(0)} ms`);

/** One reader GETting the sheet back to back (20 ms apart) until `until()` says stop: the latencies. */
async function readSheet(sheetUrl, cookie, until) {
  const times = [];
  while (!until()) {
    const { status, ms: elapsed } = await timedGet(sheetUrl, cookie, readerAgent);
    if (status !== 200) throw new Error(`GET sheet: ${status}`);
    times.push(elapsed);
    await sleep(20);
  }
  return sorted(times);
}

/** The pressure phase (see the header): prints the burst's refusals and the reader's p95 idle and under load. */
async function pressure(api, sheetId, cookie) {
  const pdfUrl = `${api.url}/api/call-sheets/${sheetId}/pdf`;
  const sheetUrl = `${api.url}/api/call-sheets/${sheetId}`;

  const idleUntil = performance.now() + 3000;
  const idle = await readSheet(sheetUrl, cookie, () => performance.now() > idleUntil);

  // The floor: the same burst of plain reads, which pass the same session and authorization middleware.
  const readsCpu = mainThreadCpuSeconds(api.pid);
  const reads = sorted((await Promise.all(Array.from({ length: PRESSURE }, () => timedGet(sheetUrl, cookie, pressureAgent)))).map((result) => result.ms));
  const readsCpuMs = (mainThreadCpuSeconds(api.pid) - readsCpu) * 1000;
  process.stdout.write(`${PRESSURE} GET /api/call-sheets/{id} at once (reference): median ${ms(percentile(reads, 50))}, p95 ${ms(percentile(reads, 95))}; API main-thread CPU ${ms(readsCpuMs)} for all\n`);
  const burstCpu = cpuSeconds(api.pid);
  const burstMainCpu = mainThreadCpuSeconds(api.pid);
  // While the burst's accepted downloads fill the queue, one more download every 50 ms, one at a time: the
  // refusal of a full queue without the burst's own 60 requests in the way.
  let firstRefusal;
  const refusalCpu = [];
  const refusedOnce = new Promise((resolve) => (firstRefusal = resolve));
  const burstDone = Promise.all(
    Array.from({ length: PRESSURE }, async () => {
      const result = await timedGet(pdfUrl, cookie, pressureAgent);
      if (result.status === 503) {
        firstRefusal();
        // The API's main-thread CPU spent since the burst began, by the time this refusal arrived: on a
        // quiet machine (that thread alone on a core) about the refusal's latency, whatever the load here.
        refusalCpu.push((mainThreadCpuSeconds(api.pid) - burstMainCpu) * 1000);
      }
      return result;
    }),
  );
  let settled = false;
  void burstDone.then(() => (settled = true));
  await Promise.race([refusedOnce, burstDone]);
  const probes = [];
  for (let probe = 0; probe < 20 && !settled; probe++) {
    const result = await timedGet(pdfUrl, cookie, readerAgent);
    if (result.status === 503) probes.push(result.ms);
    await sleep(50);
  }
  const burst = await burstDone;
  const refused = sorted(burst.filter((result) => result.status === 503).map((result) => result.ms));
  const printed = burst.filter((result) => result.status === 200).length;
  const other = burst.filter((result) => result.status !== 200 && result.status !== 503).map((result) => result.status);
  const refusalP95 = percentile(refused, 95);
  // API CPU per request of the burst: what the latency would be on a quiet machine, one core, in order.
  const burstCpuMs = ((cpuSeconds(api.pid) - burstCpu) * 1000) / PRESSURE;
  const burstMainCpuMs = ((mainThreadCpuSeconds(api.pid) - burstMainCpu) * 1000) / PRESSURE;
  process.stdout.write(
    `${PRESSURE} at once: ${printed} printed, ${refused.length} refused 503 in median ${ms(percentile(refused, 50))}, p95 ${ms(refusalP95)}, max ${ms(refused.at(-1))}; API CPU ${burstCpuMs.toFixed(1)} ms a request (its main thread ${burstMainCpuMs.toFixed(1)} ms)` +
      `${refusalP95 > REFUSAL_BUDGET_MS ? "  over budget" : ""}${other.length ? `  OTHER: ${other.join(", ")}` : ""}\n`,
  );
  const cpuAhead = sorted(refusalCpu);
  process.stdout.write(`  API main-thread CPU spent before each refusal arrived: median ${ms(percentile(cpuAhead, 50))}, p95 ${ms(percentile(cpuAhead, 95))} (10 ms ticks)\n`);

  const single = sorted(probes);
  process.stdout.write(
    `one more download with the queue full, one at a time: ${single.length} refused 503 in median ${ms(percentile(single, 50))}, p95 ${ms(percentile(single, 95))}${percentile(single, 95) > REFUSAL_BUDGET_MS ? "  over budget" : ""}\n`,
  );

  const deadline = performance.now() + PRESSURE_SECONDS * 1000;
  const over = () => performance.now() > deadline;
  let pdfs = 0;
  const busy = [];
  const pdfStatuses = new Set();
  const client = async () => {
    while (!over()) {
      const { status, ms: elapsed } = await timedGet(pdfUrl, cookie, pressureAgent);
      pdfStatuses.add(status);
      if (status === 200) pdfs++;
      else {
        busy.push(elapsed);
        await sleep(RETRY_MS);
      }
    }
  };
  const apiCpu = cpuSeconds(api.pid);
  const mainCpu = mainThreadCpuSeconds(api.pid);
  const treeCpu = treeCpuSeconds(api.pid);
  const [loaded] = await Promise.all([readSheet(sheetUrl, cookie, over), ...Array.from({ length: PRESSURE }, client)]);
  const p95 = percentile(loaded, 95);
  process.stdout.write(
    `GET /api/call-sheets/{id} with ${PRESSURE} downloading for ${PRESSURE_SECONDS} s: p50 ${ms(percentile(loaded, 50))}, p95 ${ms(p95)}, max ${ms(loaded.at(-1))} (${loaded.length} GETs)` +
      `; idle before: p50 ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}; ratio p95 ${(p95 / percentile(idle, 95)).toFixed(1)}x${p95 > GET_BUDGET_MS ? "  over budget" : ""}\n`,
  );
  const steady = sorted(busy);
  const apiShare = (cpuSeconds(api.pid) - apiCpu) / PRESSURE_SECONDS;
  const mainShare = (mainThreadCpuSeconds(api.pid) - mainCpu) / PRESSURE_SECONDS;
  const chromiumShare = (treeCpuSeconds(api.pid) - treeCpu) / PRESSURE_SECONDS - apiShare;
  process.stdout.write(
    `  meanwhile ${pdfs} PDFs printed (${(pdfs / PRESSURE_SECONDS).toFixed(1)}/s), ${steady.length} refused 503 in median ${ms(percentile(steady, 50))}, p95 ${ms(percentile(steady, 95))}; statuses ${[...pdfStatuses].join(", ")}; CPU used: API ${apiShare.toFixed(2)} (main thread ${mainShare.toFixed(2)}), Chromium ${chromiumShare.toFixed(2)} cores\n`,
  );
  if (pdfStatuses.has(500) || other.length) process.exitCode = 1;
}

/** One download, its body read; resolves to its status, size and milliseconds. */
async function download(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, ms: performance.now() - started };
}

const { targets, cleanup } = await benchDatabases("pdf");
process.stdout.write(`GET /api/call-sheets/{id}/pdf, full sheet: ${RUNS} sequential (budget: median <= ${BUDGET_MS} ms), then ${CONCURRENT} at once\n`);
try {
  for (const target of targets) {
    const api = await startApi(target.env);
    try {
      const cookie = await signInAdmin(api.url, BENCH_ADMIN_PASSWORD);
      const pdfUrl = `${api.url}/api/call-sheets/${await storeFullSheet(api.url, cookie)}/pdf`;
      const first = await download(pdfUrl, cookie);
      if (first.status !== 200) throw new Error(`first download: ${first.status}`);
      process.stdout.write(`\n${target.name}: first download (launches Chromium) ${first.ms.toFixed(0)} ms, ${(first.bytes / 1024).toFixed(0)} KB\n`);

      // RUNS=0 CONCURRENT=0 runs the pressure phase alone.
      if (RUNS > 0) {
        const times = [];
        const cpuBefore = cpuSeconds(api.pid);
        const mainBefore = mainThreadCpuSeconds(api.pid);
        const treeBefore = treeCpuSeconds(api.pid);
        for (let run = 0; run < RUNS; run++) {
          const result = await download(pdfUrl, cookie);
          if (result.status !== 200) throw new Error(`run ${run + 1}: ${result.status}`);
          times.push(result.ms);
        }
        const apiCpuMs = ((cpuSeconds(api.pid) - cpuBefore) * 1000) / RUNS;
        const mainCpuMs = ((mainThreadCpuSeconds(api.pid) - mainBefore) * 1000) / RUNS;
        const treeCpuMs = ((treeCpuSeconds(api.pid) - treeBefore) * 1000) / RUNS;
        times.sort((a, b) => a - b);
        const median = percentile(times, 50);
        const mark = median <= BUDGET_MS ? "" : "  over budget";
        process.stdout.write(`sequential: median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms, CPU per PDF: API ${apiCpuMs.toFixed(0)} ms (its main thread ${mainCpuMs.toFixed(0)} ms), API + Chromium ${treeCpuMs.toFixed(0)} ms${mark}\n`);
      }

      if (CONCURRENT > 0) {
        const started = performance.now();
        const all = await Promise.all(Array.from({ length: CONCURRENT }, () => download(pdfUrl, cookie)));
        const wall = performance.now() - started;
        const failed = all.filter((result) => result.status !== 200);
        const slowest = Math.max(...all.map((result) => result.ms));
        process.stdout.write(`${CONCURRENT} at once: ${CONCURRENT - failed.length}/${CONCURRENT} answered 200, wall ${wall.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms${failed.length ? `  FAILED: ${failed.map((result) => result.status).join(", ")}` : ""}\n`);
        if (failed.length) process.exitCode = 1;
      }

      if (PRESSURE > 0) await pressure(api, new URL(pdfUrl).pathname.split("/")[3], cookie);
    } finally {
      await api.stop();
    }
  }
} finally {
  await cleanup();
}
// Wall times on a busy machine say little; the load average says how busy it was.
process.stdout.write(`(load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")} on ${os.cpus().length} cores)\n`);
