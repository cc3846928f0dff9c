#!/usr/bin/env node
// bench/revisions: issue 25's bars, in one process (the API app on loopback, its database a fresh one per dialect):
//  1. publish: POST /api/call-sheets/{id}/revisions of packages/call-sheet's full fixture, each after an edit
//     (not timed: the call time flipped and the first scene moved to the end), so that every publish stores a
//     snapshot and works out real changes (two lines) since the previous one. The sheet not shared, so no
//     notices. p95 <= 50 ms.
//  2. changes: compareSnapshots of two revisions of the full sheet (the call time changed, a scene moved), the
//     function behind the changes call and the collaborator's reading. p95 <= 20 ms.
//  3. panel: GET /api/call-sheet-shares/{id} of the full sheet shared with PEOPLE (200), each with a state for the
//     latest revision (notice sent, half opened, a third confirmed). p95 <= 300 ms.
//  4. publish, shared: 1 on that sheet, whose PEOPLE delivered collaborators each get a notice row and a job in
//     the publish's transaction. No bar of its own in the issue; it shows what notifying adds.
// Each: WARMUP then SAMPLES timed one at a time; RUNS runs. Printed: the medians of the runs' p50, p95 and CPU
// per operation (this process's user + system time: the app and the bench's client; MariaDB's own CPU is not
// in it), and the load average, since the machine is shared.
// Usage: node bench/revisions.mjs   (RUNS=3 SAMPLES=40 PEOPLE=200 BENCH_DATABASES=sqlite,mariadb)
import http from "node:http";
import os from "node:os";
import { tsImport } from "tsx/esm/api";
import { percentile } from "./lib/api.mjs";
import { cookieOf, fullSheet, storeFullSheet } from "./lib/callSheet.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const WARMUP = 5;
const PEOPLE = Number(process.env.PEOPLE ?? 200);
const DIALECTS = (process.env.BENCH_DATABASES ?? "sqlite,mariadb").split(",").map((name) => (name === "mariadb" ? "mysql" : name));
const BARS = { publish: 50, changes: 20, panel: 300, publishShared: undefined };

const { createTestDatabase } = await tsImport("../services/api/src/test/databases.ts", import.meta.url);
const { serveApp } = await tsImport("../services/api/src/test/http.ts", import.meta.url);
const { createUser, TEST_PASSWORD } = await tsImport("../services/api/src/test/factories.ts", import.meta.url);
const { compareSnapshots } = await tsImport("../services/api/src/revisions/compareSnapshots.ts", import.meta.url);
const { toDatabaseDateTime } = await tsImport("../services/api/src/db/dialect.ts", import.meta.url);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** p50, p95 and median CPU of `run`, each sample after an untimed `prepare` (if any). */
async function measure(run, prepare = async () => {}) {
  for (let index = 0; index < WARMUP; index++) {
    await prepare();
    await run();
  }
  const times = [];
  const cpu = [];
  for (let index = 0; index < SAMPLES; index++) {
    await prepare();
    const cpuBefore = cpuMs();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
    cpu.push(cpuMs() - cpuBefore);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpu: median(cpu) };
}

// node:http on a kept-alive connection: lighter than fetch, whose own CPU would be counted with the app's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function call(url, method, cookie, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: { cookie, ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }) } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
    });
    request.on("error", reject);
    request.end(payload);
  });
}

async function benchDialect(dialect) {
  const database = await createTestDatabase(dialect);
  const server = await serveApp(database.db);
  try {
    const user = await createUser(database.db, { role: "admin", userType: "admin" });
    const login = await fetch(`${server.url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }) });
    const cookie = cookieOf(login);
    const id = await storeFullSheet(server.url, cookie);
    const sheetUrl = `${server.url}/api/call-sheets/${id}`;
    let { version } = JSON.parse((await call(sheetUrl, "GET", cookie)).text);
    const scenes = JSON.parse(fullSheet.sceneSchedule);
    let order = scenes;
    let edits = 0;
    // What the producer does between two publishes: the call time and the scenes' order.
    const edit = async () => {
      order = [...order.slice(1), order[0]];
      const answer = await call(sheetUrl, "PATCH", cookie, { baseVersion: version, shootingTime: ++edits % 2 ? "05:45" : "06:15", sceneSchedule: JSON.stringify(order) });
      if (answer.status !== 200) throw new Error(`edit: ${answer.status} ${answer.text}`);
      version = JSON.parse(answer.text).version;
    };
    // Each publish names the revision it follows (the API refuses a stale one with 409).
    let publishedLast = null;
    const publish = async () => {
      const answer = await call(`${sheetUrl}/revisions`, "POST", cookie, { afterRevision: publishedLast });
      if (answer.status !== 201) throw new Error(`publish: ${answer.status} ${answer.text}`);
      const body = JSON.parse(answer.text);
      publishedLast = body.number;
      if (body.changes.length !== 2) throw new Error(`publish: changes ${answer.text}`);
    };
    publishedLast = JSON.parse((await call(`${sheetUrl}/revisions`, "POST", cookie, { afterRevision: null })).text).number;
    const published = await measure(publish, edit);

    // Two revisions of the full sheet: the call time changed, the first scene moved to the end.
    const after = { ...fullSheet, shootingTime: "06:30", sceneSchedule: JSON.stringify([...scenes.slice(1), scenes[0]]) };
    const changes = await measure(async () => compareSnapshots(fullSheet, after));

    // PEOPLE shares with states for the latest revision, written straight into the tables (the invitations'
    // delivery is bench/invitations' business).
    const now = toDatabaseDateTime(new Date());
    const [{ latest }] = await database.db("call_sheet_revisions").where({ callSheetId: id }).max({ latest: "number" });
    const shares = Array.from({ length: PEOPLE }, (_, index) => ({
      callSheetId: id, email: `crew${index}@example.com`, role: index % 2 ? "commenter" : "viewer", message: "", tokenHash: String(index).padStart(64, "0"), passwordHash: "x",
      generation: 1, isActive: true, expiresAt: "2099-01-01 00:00:00", invitationState: "sent", invitationQueuedAt: now, invitationSentAt: now, credentialsSentAt: now, createdAt: now, updatedAt: now,
    }));
    for (let start = 0; start < shares.length; start += 50) await database.db("call_sheet_shares").insert(shares.slice(start, start + 50));
    const ids = (await database.db("call_sheet_shares").where({ callSheetId: id }).select("id")).map((row) => row.id);
    const states = ids.map((shareId, index) => ({ shareId, callSheetId: id, revision: latest, noticeKind: "revision", noticeState: "sent", noticeQueuedAt: now, noticeSentAt: now, noticeAttempts: 1, firstOpenedAt: index % 2 ? now : null, confirmedAt: index % 3 ? null : now }));
    for (let start = 0; start < states.length; start += 50) await database.db("call_sheet_share_revisions").insert(states.slice(start, start + 50));
    const panel = await measure(async () => {
      const answer = await call(`${server.url}/api/call-sheet-shares/${id}`, "GET", cookie);
      if (JSON.parse(answer.text).shares.length !== PEOPLE) throw new Error("panel: shares missing");
    });

    const publishShared = await measure(publish, edit);
    const [{ notices }] = await database.db("jobs").where({ kind: "revision.notice" }).count({ notices: "*" });
    if (Number(notices) !== (WARMUP + SAMPLES) * PEOPLE) throw new Error(`publish, shared: ${notices} notices queued`);
    return { publish: published, changes, panel, publishShared };
  } finally {
    await server.close();
    await database.drop();
  }
}

let over = false;
const names = { publish: "publish", changes: "changes", panel: "panel", publishShared: `publish, shared with ${PEOPLE}` };
for (const dialect of DIALECTS) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await benchDialect(dialect));
  for (const name of Object.keys(names)) {
    const [p50, p95, cpu] = ["p50", "p95", "cpu"].map((field) => median(runs.map((run) => run[name][field])));
    const bar = BARS[name];
    if (bar !== undefined) over ||= p95 > bar;
    console.log(
      `${dialect.padEnd(7)} ${names[name].padEnd(26)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms (runs ${runs.map((run) => run[name].p95.toFixed(1)).join(", ")})  CPU ${cpu.toFixed(1)} ms  ${bar === undefined ? "(no bar)" : `bar p95 ${bar} ms`}`,
    );
  }
  console.log(`load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")} (1/5/15 min, ${os.cpus().length} cores)`);
}
agent.destroy();
process.exitCode = over ? 1 : 0;
