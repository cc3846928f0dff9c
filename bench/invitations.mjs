#!/usr/bin/env node
// bench/invitations: sharing with the invitation sent in the background (issue 23), on SQLite and MariaDB, the
// API (src/server.ts, its jobs runner inside) mailing to a real smtp-server listener on loopback in this process.
//  1. "200 invitations at once" (INVITATIONS): 200 POST /api/call-sheet-shares requested together (on 10
//     connections), wall time from the first request to the last invitation received by the listener.
//     Budget <= 10 s. Also the last answer's time (the requests mail nothing) and the first mail's.
//  2. POST /api/call-sheet-shares at concurrency 10 (CONCURRENCY), a new e-mail each, RUNS runs of DURATION_S s
//     after WARMUP_S of warm-up. Budget: p95 <= 50 ms. Twice: "runner sending", the listener accepting (the same
//     process hashes and mails up to ~150 invitations a second beside the requests: a load no share dialog
//     makes), and "mail server away", the API's SMTP_URL a closed port (no argon2 or SMTP, but the runner still
//     loads, renders and records each failed attempt, and again after each backoff).
// "API CPU ms" is the API process's CPU (from /proc) per request (2), per invitation sent (1). Printed numbers are medians of RUNS runs.
// Usage: npm run bench:invitations   (RUNS=3 CONCURRENCY=10 DURATION_S=5 WARMUP_S=2 INVITATIONS=200 BENCH_DATABASES=sqlite|mariadb)
import http from "node:http";
import os from "node:os";
import { tsImport } from "tsx/esm/api";
import { BENCH_ADMIN_PASSWORD, benchDatabases, cpuSeconds, median, runLoad, startApi } from "./lib/api.mjs";
import { INVITATION_MESSAGE, signInAdmin, storeFullSheet } from "./lib/sharing.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 5);
const WARMUP_S = Number(process.env.WARMUP_S ?? 2);
const INVITATIONS = Number(process.env.INVITATIONS ?? 200);
const POST_BUDGET_MS = 50;
const DELIVERY_BUDGET_MS = 10_000;

const { startSmtpListener } = await tsImport("../services/api/src/test/smtpListener.ts", import.meta.url);
const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 0) : "-");

/** POST /api/call-sheet-shares on `agent`; resolves to the status and milliseconds. */
function postShare(url, agent, cookie, body) {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/call-sheet-shares`, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), cookie } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    request.on("error", reject);
    request.end(payload);
  });
}

/** INVITATIONS shares requested at once; wall time until the listener holds every invitation. */
async function inviteAtOnce(api, listener, admin, callSheetId, label) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const emails = Array.from({ length: INVITATIONS }, (_, index) => `crew.${label}.${index + 1}@example.com`.toLowerCase());
  const cpuBefore = cpuSeconds(api.pid);
  const started = performance.now();
  const arrived = emails.map((email) => listener.waitFor((mail) => mail.envelopeTo.includes(email), 60_000).then(() => performance.now() - started));
  const answers = await Promise.all(emails.map((email) => postShare(api.url, agent, admin, { callSheetId, email, role: "commenter", message: INVITATION_MESSAGE })));
  agent.destroy();
  const refused = answers.filter((answer) => answer.status !== 201).length;
  if (refused > 0) throw new Error(`${refused} of ${INVITATIONS} shares were not answered 201`);
  const arrivals = await Promise.all(arrived);
  // The API's CPU for the whole send (requests and runner: argon2id of each password, SMTP, the writes), per invitation.
  const cpuMs = ((cpuSeconds(api.pid) - cpuBefore) * 1000) / INVITATIONS;
  return { wall: Math.max(...arrivals), firstMail: Math.min(...arrivals), lastAnswer: Math.max(...answers.map((answer) => answer.ms)), cpuMs };
}

/** POST /api/call-sheet-shares from CONCURRENCY workers, a new e-mail each: the row of its medians. */
async function postLoad(api, admin, callSheetId, label, what, target) {
  let sequence = 0;
  const statuses = new Map();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const request = async () => {
    const { status } = await postShare(api.url, agent, admin, { callSheetId, email: `load.${label}.${++sequence}@example.com`.toLowerCase(), role: "viewer", message: "" });
    if (status !== 201) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return status;
  };
  await runLoad(request, { concurrency: CONCURRENCY, seconds: WARMUP_S, okStatus: 201 });
  const loads = [];
  for (let run = 0; run < RUNS; run++) {
    const cpuBefore = cpuSeconds(api.pid);
    const result = await runLoad(request, { concurrency: CONCURRENCY, seconds: DURATION_S, okStatus: 201 });
    if (result.failures > 0) throw new Error(`${result.failures} non-201 answers to POST /api/call-sheet-shares: ${JSON.stringify([...statuses])}`);
    loads.push({ rps: result.rps, p50: result.p50, p95: result.p95, cpuMs: ((cpuSeconds(api.pid) - cpuBefore) * 1000) / result.requests });
  }
  agent.destroy();
  if (process.argv.includes("--runs")) process.stdout.write(`${target} ${what}: ${JSON.stringify(loads)}\n`);
  const p95 = median(loads.map((l) => l.p95));
  return { shared: sequence, target, name: `POST /api/call-sheet-shares, c=${CONCURRENCY}, ${what}`, rps: median(loads.map((l) => l.rps)), p50: median(loads.map((l) => l.p50)), p95, cpuMs: median(loads.map((l) => l.cpuMs)), budget: POST_BUDGET_MS, measured: p95 };
}

const rows = [];
const { targets, cleanup } = await benchDatabases("invitations");
process.stdout.write(
  `Invitations in the background, ${RUNS} runs each (medians): ${INVITATIONS} shares at once to the last invitation received (budget <= ${DELIVERY_BUDGET_MS} ms); ` +
    `POST /api/call-sheet-shares at concurrency ${CONCURRENCY}, ${DURATION_S} s per run (budget p95 <= ${POST_BUDGET_MS} ms)\n`,
);
const listener = await startSmtpListener();
try {
  for (const target of targets) {
    const api = await startApi({ ...target.env, SMTP_URL: listener.url });
    try {
      const admin = await signInAdmin(api.url, BENCH_ADMIN_PASSWORD);
      const callSheetId = await storeFullSheet(api.url, admin);
      const sends = [];
      for (let run = 0; run < RUNS; run++) sends.push(await inviteAtOnce(api, listener, admin, callSheetId, `${target.name}-${run}`));
      rows.push({ target: target.name, name: `${INVITATIONS} invitations at once, to the last received`, wall: median(sends.map((s) => s.wall)), firstMail: median(sends.map((s) => s.firstMail)), lastAnswer: median(sends.map((s) => s.lastAnswer)), cpuMs: median(sends.map((s) => s.cpuMs)), budget: DELIVERY_BUDGET_MS, measured: median(sends.map((s) => s.wall)) });

      const sending = await postLoad(api, admin, callSheetId, `${target.name}-sending`, "runner sending", target.name);
      rows.push(sending);
      // Its backlog is mailed before the next API starts on this database, so that one has nothing of it to do.
      const prefix = `load.${target.name}-sending.`.toLowerCase();
      // Thousands of invitations (argon2 hashes and SMTP sends, 10 at once): minutes on two busy cores.
      const drainStarted = Date.now();
      const mailed = () => listener.messages.filter((mail) => mail.envelopeTo.some((to) => to.startsWith(prefix))).length;
      for (const deadline = drainStarted + 600_000; mailed() < sending.shared; ) {
        if (Date.now() > deadline) throw new Error(`the runner mailed ${mailed()} of the load's ${sending.shared} invitations in 10 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      process.stdout.write(`${target.name}: the load's ${sending.shared} invitations all mailed ${((Date.now() - drainStarted) / 1000).toFixed(0)} s after it ended\n`);
    } finally {
      await api.stop();
    }
    // The same database, an API whose mail server is away: only the requests' work is left in the process.
    const closed = await startSmtpListener();
    await closed.close();
    const quiet = await startApi({ ...target.env, SMTP_URL: closed.url });
    try {
      const admin = await signInAdmin(quiet.url, BENCH_ADMIN_PASSWORD);
      const callSheetId = await storeFullSheet(quiet.url, admin);
      rows.push(await postLoad(quiet, admin, callSheetId, `${target.name}-quiet`, "mail server away", target.name));
    } finally {
      await quiet.stop();
    }
  }
} finally {
  await listener.close();
  await cleanup();
}

const header = ["database", "measurement", "req/s", "p50 ms", "p95 ms", "API CPU ms", "last answer ms", "first mail ms", "wall ms", "budget"];
const table = rows.map((r) => [
  r.target,
  r.name,
  r.rps === undefined ? "" : r.rps.toFixed(0),
  r.p50 === undefined ? "" : ms(r.p50),
  r.p95 === undefined ? "" : ms(r.p95),
  r.cpuMs === undefined ? "" : ms(r.cpuMs),
  r.lastAnswer === undefined ? "" : ms(r.lastAnswer),
  r.firstMail === undefined ? "" : ms(r.firstMail),
  r.wall === undefined ? "" : ms(r.wall),
  `${r.measured <= r.budget ? "<=" : "OVER"} ${r.budget} ms`,
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
const format = (line) => line.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
process.stdout.write(`\n${format(header)}\n${table.map(format).join("\n")}\n`);
process.stdout.write(`Load now: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} (1/5/15 min, 2 cores)\n`);
process.exit(0);
