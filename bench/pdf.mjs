#!/usr/bin/env node
// bench/pdf: GET /api/call-sheets/{id}/pdf of a full call sheet (packages/call-sheet's fixture: every section
// filled, 2 locations, 6 team members, 3 actors, the scene schedule, props and gear), printed by the API's
// headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// 1. RUNS sequential downloads (after one warm-up that launches Chromium): median and max, budget: median <= 1.5 s.
// 2. CONCURRENT simultaneous downloads: all must be 200; prints the wall time (PDF_CONCURRENCY renders at
//    once, the rest queue).
// Usage: npm run bench:pdf   (RUNS=15 CONCURRENT=10 PDF_CONCURRENCY=2 BENCH_DATABASES=sqlite|mariadb)
import fs from "node:fs";
import os from "node:os";
import { BENCH_ADMIN_PASSWORD, benchDatabases, cpuSeconds, percentile, startApi } from "./lib/api.mjs";
import { signInAdmin, storeFullSheet } from "./lib/callSheet.mjs";

const RUNS = Number(process.env.RUNS ?? 15);
const CONCURRENT = Number(process.env.CONCURRENT ?? 10);
const BUDGET_MS = 1500;
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

      const times = [];
      const cpuBefore = cpuSeconds(api.pid);
      const treeBefore = treeCpuSeconds(api.pid);
      for (let run = 0; run < RUNS; run++) {
        const result = await download(pdfUrl, cookie);
        if (result.status !== 200) throw new Error(`run ${run + 1}: ${result.status}`);
        times.push(result.ms);
      }
      const apiCpuMs = ((cpuSeconds(api.pid) - cpuBefore) * 1000) / RUNS;
      const treeCpuMs = ((treeCpuSeconds(api.pid) - treeBefore) * 1000) / RUNS;
      times.sort((a, b) => a - b);
      const median = percentile(times, 50);
      const mark = median <= BUDGET_MS ? "" : "  over budget";
      process.stdout.write(`sequential: median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms, CPU per PDF: API ${apiCpuMs.toFixed(0)} ms, API + Chromium ${treeCpuMs.toFixed(0)} ms${mark}\n`);

      const started = performance.now();
      const all = await Promise.all(Array.from({ length: CONCURRENT }, () => download(pdfUrl, cookie)));
      const wall = performance.now() - started;
      const failed = all.filter((result) => result.status !== 200);
      const slowest = Math.max(...all.map((result) => result.ms));
      process.stdout.write(`${CONCURRENT} at once: ${CONCURRENT - failed.length}/${CONCURRENT} answered 200, wall ${wall.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms${failed.length ? `  FAILED: ${failed.map((result) => result.status).join(", ")}` : ""}\n`);
      if (failed.length) process.exitCode = 1;
    } finally {
      await api.stop();
    }
  }
} finally {
  await cleanup();
}
// Wall times on a busy machine say little; the load average says how busy it was.
process.stdout.write(`(load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")} on ${os.cpus().length} cores)\n`);
