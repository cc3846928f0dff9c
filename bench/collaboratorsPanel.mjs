#!/usr/bin/env node
// bench/collaboratorsPanel: the editor's Collaborators panel of a sheet shared with PEOPLE (200), in Debian's
// Chromium through the gateway, on a throwaway stack (production builds), once on SQLite and once on MariaDB
// (BENCH_DATABASES=sqlite|mariadb for one). Issue 23's bar: <= 300 ms to render.
// The admin stores packages/call-sheet's full fixture and shares it with PEOPLE addresses through the API
// (POST /api/call-sheet-shares, 10 at a time; every other one a commenter); the jobs runner writes the
// invitations to the stack's outbox folder, and the bench waits for all of them, so no share is queued (the
// panel would poll) and the runner is idle while timing. Then /admin/call-sheet/{id} at 1440x900, and each
// open is timed in the page from the click's event time on the 'Collaborators' link:
//   rows:    until PEOPLE rows are in the panel's list in the DOM (a MutationObserver);
//   painted: until the frame after that (requestAnimationFrame, then a task: the paint has happened);
//   first:   until the frame after the first rows are in the DOM (the list renders a screenful first).
// warm: the panel closed and reopened RUNS (10) times after one warm-up, the list in the query cache (it is
//       fetched again behind it; the bench waits for that before closing): the render itself, the bar;
// cold: COLD_RUNS (5) first opens after a page load (the panel's code not yet in the page), printed apart. Since
//       the bar's 'Collaborators 12/15' (CollaboratorsLink) reads the same list once the editor is idle, a first
//       open at rest finds it cached too: the bench waits for that read (COUNT_WAIT_MS at most; a build without
//       the count reads nothing, and its first open fetches the list: GET, parse, render). When every cold open
//       fetched the list before its rows, they are split by its GET in the page's resource timing: click ->
//       request sent (the panel's code, mount), the GET (request sent -> response's last byte), response -> painted.
// Before each open the bench waits until no GET of the list is in flight and the last one ended more than the
// panel's staleTime ago (LIST_STALE_MS: a list younger than that is asked for neither by the link's prefetch nor
// by the panel, and the open would send no GET), as an open a moment later finds it; after the click it waits
// for the list's GET (the refetch behind a cached list) to end.
// api:  the list's GET from Node through the gateway, API_RUNS (20) one at a time after a warm-up: the API's
//       share of an open without the browser (median, p95, bytes).
// Also printed: Lighthouse's host CPU index (higher is faster; compare runs only at a like index) before and
// after, and the load average (1 min) before and after each database's timing: compare runs only at a like load.
// Exit 1 when the warm median of 'painted' is over the bar. Usage: npm run bench:collaborators-panel
// (PEOPLE=200 RUNS=10 COLD_RUNS=5 API_RUNS=20 BENCH_DATABASES=sqlite|mariadb; SCREENSHOTS=<dir> saves the panel at 1440 px
// there; BENCH_ADMIN_BUILDS=before=<dir>,after=<dir> times two admin-console builds on one stack, see below;
// BENCH_API_LOG=<file> keeps the API's output)
/* global document, window, requestAnimationFrame, MutationObserver -- timing runs in the page */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { signedInAdminPage } from "./lib/adminPage.mjs";
import { benchDatabases, median, percentile } from "./lib/api.mjs";
import { share, signInAdmin, storeFullSheet } from "./lib/sharing.mjs";
import { startThrowawayStack, throwawayAdminPassword } from "../scripts/lib/throwawayStack.mjs";

const PEOPLE = Number(process.env.PEOPLE ?? 200);
const RUNS = Number(process.env.RUNS ?? 10);
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 5);
const API_RUNS = Number(process.env.API_RUNS ?? 20);
// BENCH_ADMIN_BUILDS=before=/tmp/a,after=/tmp/b: the panel timed against each admin-console build in turn (`vite
// build --outDir`), on one stack and its data, minutes apart: an A/B at a like load. Unset: the repo's own build.
const BUILDS = process.env.BENCH_ADMIN_BUILDS
  ? process.env.BENCH_ADMIN_BUILDS.split(",").map((pair) => {
      const [name, dir] = pair.split("=");
      return { name, dir: path.resolve(dir) };
    })
  : [{ name: "", dir: undefined }];
const adminLink = (work) => path.join(work, "admin-console");
const adminRoot = (work) => {
  fs.symlinkSync(BUILDS[0].dir, adminLink(work));
  return { "admin-console": adminLink(work) };
};
const BUDGET_MS = 300;
// The shares query's staleTime (apps/admin-console/.../call-sheet-collaborators/api/shares.ts: a list read in the
// last second is not fetched again), and a margin for the response's parse after its last byte.
const LIST_STALE_MS = 1_000;
const STALE_MARGIN_MS = 300;
// How long a page load waits for the bar's count to read the list (its idle callback's timeout is 1.5 s).
const COUNT_WAIT_MS = 4_000;
const sorted = (values) => [...values].sort((a, b) => a - b);
const p95 = (values) => percentile(sorted(values), 95);

/** The outbox's .eml count (OutboxMailer writes one file per invitation). */
const mails = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".eml")).length : 0);

/**
 * Arms the page's timer for the next click on the link (call before clicking); see the top of the file. `list`
 * is the list's URL: its GET's resource timing after the click, when there is one (cold), splits the open.
 */
const arm = (page, list) =>
  page.evaluate(
    ({ want, list }) => {
      window.__panelTiming = new Promise((resolve, reject) => {
        let started;
        // The click's own time stamp (when the input happened), not when the bench asked for it.
        document.addEventListener("click", (event) => (started = event.timeStamp), { capture: true, once: true });
        const rows = () => document.querySelectorAll("[role=dialog] [data-collaborators-list] > li").length;
        const timeout = setTimeout(() => reject(new Error(`not ${want} rows within 30 s (${rows()})`)), 30_000);
        // The first rows' paint (the list renders a screenful first, the rest deferred: CollaboratorList).
        let firstPainted;
        const afterPaint = (then) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = then;
            channel.port2.postMessage(null);
          });
        const observer = new MutationObserver(() => {
          if (started !== undefined && firstPainted === undefined && rows() > 0) {
            firstPainted = null;
            afterPaint(() => (firstPainted = performance.now() - started));
          }
          if (started === undefined || rows() < want) return;
          const rowsAt = performance.now();
          observer.disconnect();
          clearTimeout(timeout);
          // A rAF callback runs just before the frame's paint; a task posted from it runs after that paint.
          afterPaint(() => {
            const painted = performance.now();
            const first = firstPainted ?? painted - started;
            const get = performance
              .getEntriesByType("resource")
              .filter((entry) => entry.name.endsWith(list) && entry.startTime >= started && entry.responseEnd <= rowsAt)
              .at(-1);
            const responded = get ? get.responseEnd - started : undefined;
            const split = get ? { toRequest: get.startTime - started, request: get.responseEnd - get.startTime, toFirst: first - responded, afterResponse: painted - get.responseEnd } : {};
            resolve({ first, rows: rowsAt - started, painted: painted - started, ...split });
          });
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    { want: PEOPLE, list },
  );

const load = () => os.loadavg()[0].toFixed(1);
const line = (name, runs, key, bar = BUDGET_MS) => {
  const values = runs.map((run) => Math.round(run[key]));
  const verdict = bar === null ? "" : median(values) <= bar ? `  (within the ${bar} ms bar)` : `  (OVER the ${bar} ms bar)`;
  return `  ${name.padEnd(36)} median ${String(median(values)).padStart(4)} ms  p95 ${String(p95(values)).padStart(4)} ms${verdict}  runs: ${values.join(", ")}\n`;
};

/** The panel in Chromium against one admin-console build: prints its lines; true when the warm median is over the bar. */
async function timePanel({ stack, id, target, build, api, bytes, loadBefore }) {
  const listPath = `/api/call-sheet-shares/${id}`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const { context, page } = await signedInAdminPage(browser, stack.url);
    const cpuIndexBefore = await page.evaluate(pageFunctions.computeBenchmarkIndex);

    const editor = `${stack.url}/admin/call-sheet/${id}`;
    const link = page.getByRole("navigation", { name: "Call sheet actions" }).getByRole("link", { name: "Collaborators" });
    const dialog = page.getByRole("dialog", { name: "Collaborators" });
    // Where the main thread's time went (Chromium's own counters, in seconds): script, style, layout.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const mainThread = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      const of = (name) => 1000 * metrics.find((metric) => metric.name === name).value;
      return { script: of("ScriptDuration"), style: of("RecalcStyleDuration"), layout: of("LayoutDuration"), busy: of("TaskDuration") };
    };
    // The list's GETs, whoever asks (the bar's count, the link's prefetch, the panel): started, in flight, last end.
    const list = { started: 0, inFlight: 0, readAt: 0 };
    const isList = (request) => request.method() === "GET" && new URL(request.url()).pathname === listPath;
    page.on("request", (request) => isList(request) && (list.started++, list.inFlight++));
    const ended = (request) => isList(request) && (list.inFlight--, (list.readAt = Date.now()));
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    const until = async (what, done, timeout = 30_000) => {
      for (const deadline = Date.now() + timeout; !done(); await page.waitForTimeout(50)) {
        if (Date.now() > deadline) throw new Error(`${what}: not within ${timeout / 1000} s (${JSON.stringify(list)})`);
      }
    };
    // The editor polls (networkidle never comes): settle by the list's own GETs and a pause instead.
    const settle = () => page.waitForTimeout(500);
    /** Until no GET of the list is in flight and the cached one is stale (see the top of the file). */
    const listStale = () => until("the list at rest", () => list.inFlight === 0 && Date.now() - list.readAt > LIST_STALE_MS + STALE_MARGIN_MS);
    /** One open: arm, click, read the page's numbers; then let the GET of the list (cold) or its refetch (warm) end. */
    const open = async () => {
      await listStale();
      await arm(page, listPath);
      const cached = list.readAt > 0;
      const asked = list.started;
      const before = await mainThread();
      await link.click();
      const timing = await page.evaluate(() => window.__panelTiming);
      const after = await mainThread();
      for (const key of Object.keys(after)) timing[key] = after[key] - before[key];
      await until("the list's GET after the click", () => list.started > asked && list.inFlight === 0);
      await settle();
      return { ...timing, cached };
    };
    const loadEditor = async () => {
      const asked = list.started;
      list.readAt = 0;
      await page.goto(editor);
      await page.getByRole("status").filter({ hasText: "All changes saved" }).first().waitFor();
      // The bar's count reads the list once the page is idle (a build without it: nothing comes).
      await until("the bar's count", () => list.started > asked, COUNT_WAIT_MS).catch(() => undefined);
      await settle();
    };

    // Cold: a fresh page each time (the panel's code not yet in the page; the list only as the bar's count read it); the first one not counted.
    const cold = [];
    for (let run = 0; run <= COLD_RUNS; run++) {
      await loadEditor();
      const timing = await open();
      if (run > 0) cold.push(timing);
    }
    // Warm: close and reopen on the last page.
    const warm = [];
    for (let run = 0; run <= RUNS; run++) {
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
      const timing = await open();
      if (run > 0) warm.push(timing);
    }
    const summary = await dialog.locator("[aria-live=polite]").first().textContent();
    if (process.env.SCREENSHOTS) await page.screenshot({ path: path.join(process.env.SCREENSHOTS, `collaborators-panel-bench-${target.name.toLowerCase()}-1440.png`) });
    const cpuIndexAfter = await page.evaluate(pageFunctions.computeBenchmarkIndex);

    const out = [`${target.name}${build.name ? `, admin console ${build.name}` : ""}: Collaborators panel, ${PEOPLE} collaborators ("${summary}"), Chromium through the gateway, 1440x900; from the click on 'Collaborators'\n`];
    out.push(`api (the list's GET from Node through the gateway, ${bytes} bytes), ${API_RUNS} runs:\n${line("GET /api/call-sheet-shares/{id}", api, "get", null)}`);
    out.push(`warm (reopened, list cached: the render alone), ${RUNS} runs:\n${line("click -> first rows painted", warm, "first")}${line("click -> all rows in the DOM", warm, "rows")}${line("click -> all rows painted", warm, "painted")}`);
    const countRead = cold.filter((run) => run.cached).length;
    out.push(`cold (first open after a page load; the list read before by the bar's count in ${countRead} of ${COLD_RUNS}), ${COLD_RUNS} runs:\n${line("click -> first rows painted", cold, "first")}${line("click -> all rows in the DOM", cold, "rows")}${line("click -> all rows painted", cold, "painted")}`);
    if (cold.every((run) => run.request !== undefined)) {
      out.push(`${line("  click -> GET sent (code, mount)", cold, "toRequest", null)}${line("  GET (sent -> last byte)", cold, "request", null)}${line("  response -> first rows painted", cold, "toFirst", null)}${line("  response -> all rows painted", cold, "afterResponse", null)}`);
    }
    const split = (runs) => ["busy", "script", "style", "layout"].map((key) => `${key} ${Math.round(median(runs.map((run) => run[key])))}`).join(", ");
    out.push(`main thread over an open (medians, ms, Chromium's counters): warm ${split(warm)}; cold ${split(cold)}\n`);
    out.push(`host CPU index (Lighthouse's benchmarkIndex) ${Math.round(cpuIndexBefore)} before, ${Math.round(cpuIndexAfter)} after; load average (1 min) ${loadBefore} before, ${load()} after, on ${os.cpus().length} cores\n`);
    process.stdout.write(out.join(""));
    return median(warm.map((run) => run.painted)) > BUDGET_MS;
  } finally {
    await browser.close();
  }
}

/** One database: seed, time the API's GET from Node, then the panel in Chromium; prints its lines; true when over the bar. */
async function benchTarget(target) {
  // Only the database from the target: the stack keeps its own DATA_DIR (the outbox the bench counts).
  const stack = await startThrowawayStack({ label: "bench", env: { DATABASE_URL: target.env.DATABASE_URL ?? "" }, roots: BUILDS[0].dir ? adminRoot : undefined,
    onApiOutput: (text) => (process.env.BENCH_API_LOG ? fs.appendFileSync(process.env.BENCH_API_LOG, text) : /"level":(50|60)/.test(text) && process.stderr.write(text)),
  });
  try {
    const admin = await signInAdmin(stack.url, throwawayAdminPassword("bench"));
    const id = await storeFullSheet(stack.url, admin);
    const listPath = `/api/call-sheet-shares/${id}`;
    const emails = Array.from({ length: PEOPLE }, (_, n) => `crew.${n + 1}@example.com`);
    const seedStarted = performance.now();
    for (let start = 0; start < PEOPLE; start += 10) {
      await Promise.all(emails.slice(start, start + 10).map((email, n) => share(stack.url, admin, id, email, (start + n) % 2 ? "viewer" : "commenter")));
    }
    // The jobs runner writes each invitation to the outbox, then marks it sent: wait until none is queued.
    const listOf = async () => (await fetch(`${stack.url}${listPath}`, { headers: { cookie: admin } })).json();
    for (const deadline = Date.now() + 180_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
      const { shares } = await listOf();
      const states = new Set(shares.map((one) => one.invitation.state));
      if (shares.length === PEOPLE && !states.has("queued") && mails(path.join(stack.work, "data", "outbox")) === PEOPLE) break;
      if (Date.now() > deadline) throw new Error(`after 3 minutes: ${shares.length} shares, states ${[...states]}`);
    }
    process.stderr.write(`${target.name}: seeded ${PEOPLE} shares and their invitations in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s\n`);
    const loadBefore = load();

    // The API alone: the list's GET from Node through the gateway, one at a time (the runner idle).
    const api = [];
    let bytes = 0;
    for (let run = -3; run < API_RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${stack.url}${listPath}`, { headers: { cookie: admin } });
      bytes = (await response.arrayBuffer()).byteLength;
      if (run >= 0) api.push({ get: performance.now() - started });
    }

    let over = false;
    for (const build of BUILDS) {
      if (build.dir) {
        // The gateway serves the admin console from a link in the stack's folder: point it at this build.
        fs.rmSync(adminLink(stack.work), { force: true });
        fs.symlinkSync(build.dir, adminLink(stack.work));
      }
      over = (await timePanel({ stack, id, target, build, api, bytes, loadBefore: build === BUILDS[0] ? loadBefore : load() })) || over;
    }
    return over;
  } finally {
    await stack.stop();
  }
}

const databases = await benchDatabases("panel");
try {
  for (const target of databases.targets) if (await benchTarget(target)) process.exitCode = 1;
} finally {
  await databases.cleanup();
}
