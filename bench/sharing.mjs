#!/usr/bin/env node
// bench/sharing: the sharing calls on SQLite and MariaDB, the API sending mail over SMTP to a real smtp-server
// listener on loopback (services/api/src/test/smtpListener.ts) in this process.
//  1. GET /api/get-call-sheet?callSheetId= of packages/call-sheet's full fixture with a collaborator's grant
//     session (won with the invitation's token, e-mail and password, as the access gate does), concurrency 10
//     (CONCURRENCY), RUNS runs of DURATION_S s after WARMUP_S of warm-up. Budget: p95 <= 20 ms.
//  2. "Sending 20 invitations" (INVITATIONS): the share dialog sends one POST /api/call-sheet-shares per row, all
//     at once; wall time from the first request to the last invitation received by the listener. Budget <= 2 s.
//     Also with the requests on 6 connections, as a browser sends them over HTTP/1.1 to one origin.
//  3. Where the time of 2 goes, measured in this process while the API idles: argon2id hashing of 20 share
//     passwords (the API's options: 19 MiB, 2 passes, 1 lane; all at once, as the API's libuv pool runs them)
//     and 20 SMTP deliveries of a rendered invitation by the API's SmtpMailer (one connection per message).
// "API CPU ms" is the API process's CPU time per request (from /proc): far steadier than p95 or wall time on a
// shared machine. Each printed number is the median of RUNS runs (each run printed with --runs).
// Usage: npm run bench:sharing   (RUNS=3 CONCURRENCY=10 DURATION_S=5 WARMUP_S=2 INVITATIONS=20 BENCH_DATABASES=sqlite|mariadb)
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { repoRoot } from "../scripts/lib/stack.mjs";
import { BENCH_ADMIN_PASSWORD, benchDatabases, cpuSeconds, httpGet, percentile, runLoad, startApi } from "./lib/api.mjs";
import { invitationCredentials, INVITATION_MESSAGE, signInAdmin, storeFullSheet, winGrant } from "./lib/sharing.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 5);
const WARMUP_S = Number(process.env.WARMUP_S ?? 2);
const INVITATIONS = Number(process.env.INVITATIONS ?? 20);
const GET_BUDGET_MS = 20;
const INVITE_BUDGET_MS = 2000;
const showRuns = process.argv.includes("--runs");

const { startSmtpListener } = await tsImport("../services/api/src/test/smtpListener.ts", import.meta.url);
const { SmtpMailer } = await tsImport("../services/api/src/mail/SmtpMailer.ts", import.meta.url);
const { renderInvitation } = await tsImport("../packages/mail/src/invitation.ts", import.meta.url);
const { SAMPLE_COMMENTER_INVITATION } = await tsImport("../packages/mail/src/sampleInvitation.ts", import.meta.url);
// The API's own argon2 binding and options (services/api/src/commands/passwords.ts).
const argon2 = createRequire(path.join(repoRoot, "services/api/package.json"))("@node-rs/argon2");
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 0) : "-");

/** POST /api/call-sheet-shares on an agent of `sockets` connections; resolves to the status and milliseconds. */
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

/**
 * One "send" of the share dialog: INVITATIONS shares of `callSheetId` to new e-mails, all requested at once on
 * `sockets` connections. Wall time until the listener holds every invitation; the API's CPU meanwhile.
 */
async function sendInvitations(api, listener, admin, callSheetId, label, sockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  // A warm connection per socket, as a browser that already showed the dialog has.
  await Promise.all(Array.from({ length: sockets }, () => new Promise((resolve) => http.get(`${api.url}/api/ready`, { agent }, (r) => (r.resume(), r.on("end", resolve))))));
  // The API stores e-mails lower-cased (and the envelope carries them so).
  const emails = Array.from({ length: INVITATIONS }, (_, index) => `crew.${label}.${index + 1}@example.com`.toLowerCase());
  const cpuBefore = cpuSeconds(api.pid);
  const started = performance.now();
  // Arrival times (waitFor resolves as the listener accepts the message). A refused share's mail never comes:
  // its wait is left to time out quietly (the bench exits explicitly at the end).
  const arrived = new Map(emails.map((email) => [email, listener.waitFor((mail) => mail.envelopeTo.includes(email), 60_000).then(() => performance.now() - started)]));
  for (const wait of arrived.values()) wait.catch(() => {});
  const answers = await Promise.all(emails.map((email) => postShare(api.url, agent, admin, { callSheetId, email, role: "commenter", message: INVITATION_MESSAGE })));
  // A refused share sends nothing (the API rolls it back): its mail is not waited for, and the send counts it.
  const failed = answers.filter((answer) => answer.status !== 201);
  if (failed.length > 0) process.stderr.write(`${label}: ${failed.length} of ${INVITATIONS} shares answered ${[...new Set(failed.map((f) => f.status))].join(", ")}\n`);
  const arrivals = await Promise.all(emails.filter((_, index) => answers[index].status === 201).map((email) => arrived.get(email)));
  const wall = Math.max(...arrivals);
  const cpuMs = (cpuSeconds(api.pid) - cpuBefore) * 1000;
  agent.destroy();
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return { wall, lastAnswer: latencies.at(-1), firstMail: Math.min(...arrivals), p50: percentile(latencies, 50), cpuMs, failed: failed.length };
}

/** argon2id of `count` passwords at once (as `count` parallel shares hash them): wall ms and this process's CPU ms. */
async function hashPasswords(count) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: count }, (_, index) => argon2.hash(`Bench${index}Password`, ARGON2_OPTIONS)));
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

/** `count` invitations rendered and delivered at once by the API's SmtpMailer to the listener. */
async function deliverInvitations(listener, count, label) {
  const mailer = new SmtpMailer({ url: listener.url, from: "Studio Production <no-reply@localhost>" });
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const to = `smtp.${label}.${index + 1}@example.com`;
      const invitation = renderInvitation({ ...SAMPLE_COMMENTER_INVITATION, recipientEmail: to });
      await mailer.send({ to, ...invitation });
      await listener.waitFor((mail) => mail.envelopeTo.includes(to));
    }),
  );
  const used = process.cpuUsage(cpu);
  // This process is both sides here (client and listener): its CPU is the whole conversation's.
  return { wall: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const rows = [];
const row = (target, name, values, budget, unit = "ms") => {
  rows.push({ target, name, ...values, budget, unit });
  if (showRuns && values.runs) process.stdout.write(`  ${target} ${name}: ${values.runs.map((run) => JSON.stringify(Object.fromEntries(Object.entries(run).map(([k, v]) => [k, Number(ms(v))])))).join("  ")}\n`);
};

const { targets, cleanup } = await benchDatabases("sharing");
process.stdout.write(
  `Sharing calls, ${RUNS} runs each (medians). GET /api/get-call-sheet: concurrency ${CONCURRENCY}, ${DURATION_S} s per run (budget p95 <= ${GET_BUDGET_MS} ms); ` +
    `${INVITATIONS} invitations sent at once to a real SMTP listener on loopback (budget <= ${INVITE_BUDGET_MS} ms to the last one received)\n`,
);
const listener = await startSmtpListener();
try {
  // The parts, while nothing else of ours runs.
  const alone = [];
  for (let run = 0; run < RUNS; run++) alone.push((await hashPasswords(1)).wall);
  const hashes = [];
  const smtp = [];
  for (let run = 0; run < RUNS; run++) {
    hashes.push(await hashPasswords(INVITATIONS));
    smtp.push(await deliverInvitations(listener, INVITATIONS, `r${run}`));
  }
  row("(this process)", "argon2id, 1 password", { wall: median(alone) }, undefined);
  row("(this process)", `argon2id, ${INVITATIONS} passwords at once`, { wall: median(hashes.map((h) => h.wall)), cpuMs: median(hashes.map((h) => h.cpuMs)), runs: hashes }, undefined);
  row("(this process)", `SmtpMailer, ${INVITATIONS} invitations at once`, { wall: median(smtp.map((s) => s.wall)), cpuMs: median(smtp.map((s) => s.cpuMs)), runs: smtp }, undefined);

  for (const target of targets) {
    const api = await startApi({ ...target.env, SMTP_URL: listener.url });
    try {
      const admin = await signInAdmin(api.url, BENCH_ADMIN_PASSWORD);
      const callSheetId = await storeFullSheet(api.url, admin);
      // A collaborator's grant session, won with the invitation as it arrived over SMTP.
      const email = `collaborator.${target.name.toLowerCase()}@example.com`;
      const invited = listener.waitFor((mail) => mail.envelopeTo.includes(email));
      const shared = await fetch(`${api.url}/api/call-sheet-shares`, { method: "POST", headers: { "content-type": "application/json", cookie: admin }, body: JSON.stringify({ callSheetId, email, role: "commenter", message: INVITATION_MESSAGE }) });
      if (shared.status !== 201) throw new Error(`share: ${shared.status} ${await shared.text()}`);
      const grant = await winGrant(api.url, { email, ...invitationCredentials((await invited).raw) });
      const url = `${api.url}/api/get-call-sheet?callSheetId=${callSheetId}`;
      // The process's first one: the conditions build the city index on first use (conditions/cityIndex.ts).
      const firstStarted = performance.now();
      const first = await fetch(url, { headers: { cookie: grant } });
      const body = await first.text();
      const firstMs = performance.now() - firstStarted;
      if (first.status !== 200 || JSON.parse(body).role !== "commenter") throw new Error(`get-call-sheet with the grant: ${first.status} ${body.slice(0, 200)}`);
      process.stdout.write(`${target.name}: shared sheet ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB of JSON; the process's first GET ${firstMs.toFixed(0)} ms\n`);

      const request = () => httpGet(url, { cookie: grant });
      await runLoad(request, { concurrency: CONCURRENCY, seconds: WARMUP_S, okStatus: 200 });
      const loads = [];
      for (let run = 0; run < RUNS; run++) {
        const cpuBefore = cpuSeconds(api.pid);
        const result = await runLoad(request, { concurrency: CONCURRENCY, seconds: DURATION_S, okStatus: 200 });
        if (result.failures > 0) throw new Error(`${result.failures} non-200 answers to get-call-sheet`);
        loads.push({ rps: result.rps, p50: result.p50, p95: result.p95, cpuMs: ((cpuSeconds(api.pid) - cpuBefore) * 1000) / result.requests });
      }
      row(target.name, `GET /api/get-call-sheet, c=${CONCURRENCY}`, { rps: median(loads.map((l) => l.rps)), p50: median(loads.map((l) => l.p50)), p95: median(loads.map((l) => l.p95)), cpuMs: median(loads.map((l) => l.cpuMs)), runs: loads }, GET_BUDGET_MS);

      // One warm-up send (the first share of a process compiles its code path), then the measured ones.
      await sendInvitations(api, listener, admin, callSheetId, `${target.name}-warm`, INVITATIONS);
      for (const [name, sockets] of [[`${INVITATIONS} invitations, all at once`, INVITATIONS], [`${INVITATIONS} invitations, 6 connections`, 6]]) {
        const sends = [];
        for (let run = 0; run < RUNS; run++) sends.push(await sendInvitations(api, listener, admin, callSheetId, `${target.name}-${sockets}-${run}`, sockets));
        row(
          target.name,
          name,
          {
            wall: median(sends.map((s) => s.wall)),
            p50: median(sends.map((s) => s.p50)),
            lastAnswer: median(sends.map((s) => s.lastAnswer)),
            firstMail: median(sends.map((s) => s.firstMail)),
            cpuMs: median(sends.map((s) => s.cpuMs)),
            failed: sends.map((s) => s.failed).join("/"),
            runs: sends,
          },
          INVITE_BUDGET_MS,
        );
      }
    } finally {
      await api.stop();
    }
  }
} finally {
  await listener.close();
  await cleanup();
}

const header = ["database", "measurement", "req/s", "p50 ms", "p95 ms", "last answer ms", "first mail ms", "wall ms", "CPU ms", "non-201", "budget"];
const table = rows.map((r) => {
  const measured = r.p95 ?? r.wall;
  const verdict = r.budget === undefined ? "" : `${measured <= r.budget ? "<=" : "OVER"} ${r.budget} ms`;
  return [r.target, r.name, r.rps === undefined ? "" : r.rps.toFixed(0), r.p50 === undefined ? "" : ms(r.p50), r.p95 === undefined ? "" : ms(r.p95), r.lastAnswer === undefined ? "" : ms(r.lastAnswer), r.firstMail === undefined ? "" : ms(r.firstMail), r.wall === undefined ? "" : ms(r.wall), r.cpuMs === undefined ? "" : ms(r.cpuMs), r.failed ?? "", verdict];
});
const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
const format = (line) => line.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
process.stdout.write(`\n${format(header)}\n${table.map(format).join("\n")}\n`);
process.stdout.write(
  `CPU ms: per request for GET (API process); for a send, the API's CPU for all ${INVITATIONS} shares; for the parts, this process's CPU.\n` +
    `p50 of a send: the median POST's answer time; non-201: refused shares per run (their mail is not waited for). Load now: ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")} (1/5/15 min, 2 cores)\n`,
);
process.exit(0);
