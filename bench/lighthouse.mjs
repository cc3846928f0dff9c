#!/usr/bin/env node
// bench/lighthouse: Lighthouse's mobile performance score of `/` through the real gateway, in Debian's
// Chromium, with Lighthouse's default mobile emulation and simulated throttling. Prints each run and the
// median against the budget of issue #3 (>= 90). Usage: npm run bench:lighthouse (RUNS=3)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { startThrowawayStack } from "../scripts/lib/throwawayStack.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const PAGE = process.env.PAGE ?? "/";

const stack = await startThrowawayStack({ label: "bench" });
const runs = [];
let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_LAUNCH.executablePath, chromeFlags: CHROMIUM_LAUNCH.args });
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${stack.url}${PAGE}`, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
    const { categories, audits } = result.lhr;
    if (process.argv.includes("--details") && run === 0) {
      const items = audits["bootup-time"].details?.items ?? [];
      process.stderr.write("bootup time by script (first run):\n");
      for (const item of items.slice(0, 12)) process.stderr.write(`  ${String(Math.round(item.total)).padStart(5)} ms total, ${String(Math.round(item.scripting)).padStart(5)} ms scripting  ${item.url}\n`);
      const work = audits["mainthread-work-breakdown"].details?.items ?? [];
      process.stderr.write(`main thread: ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join(", ")}\n`);
    }
    runs.push({
      score: Math.round(categories.performance.score * 100),
      fcp: audits["first-contentful-paint"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
    });
  }
} finally {
  chrome?.kill();
  await stack.stop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
process.stdout.write(`Lighthouse mobile performance of ${PAGE} through the gateway (simulated throttling), ${RUNS} runs\n`);
process.stdout.write("run  score  FCP ms  LCP ms  TBT ms  CLS\n");
runs.forEach((r, i) => process.stdout.write(`${String(i + 1).padEnd(3)}  ${String(r.score).padStart(5)}  ${r.fcp.toFixed(0).padStart(6)}  ${r.lcp.toFixed(0).padStart(6)}  ${r.tbt.toFixed(0).padStart(6)}  ${r.cls.toFixed(3)}\n`));
process.stdout.write(`median score ${median(runs.map((r) => r.score))} (budget >= 90)\n`);
