#!/usr/bin/env node
// bench/revisions: issue 25's bars, in one process (the API app on loopback, its database a fresh one per dialect):
//  1. publish: POST /api/call-sheets/{id}/revisions of packages/call-sheet's full fixture (snapshot + changes
//     since the previous revision; the sheet not shared, so no notices). p95 <= 50 ms.
//  2. changes: compareSnapshots of two revisions of the full sheet (the call time changed, a scene moved), the
//     function behind the changes call and the collaborator's reading. p95 <= 20 ms.
//  3. panel: GET /api/call-sheet-shares/{id} of the full sheet shared with PEOPLE (200), each with a state for the
//     latest revision (notice sent, half opened, a third confirmed). p95 <= 300 ms.
// Each: WARMUP then SAMPLES timed one at a time; RUNS runs, the median of the runs' p95s printed.
// Usage: node bench/revisions.mjs   (RUNS=3 SAMPLES=40 PEOPLE=200 BENCH_DATABASES=sqlite,mariadb)
import { tsImport } from "tsx/esm/api";
import { percentile } from "./lib/api.mjs";
import { fullSheet, storeFullSheet } from "./lib/callSheet.mjs";
import { cookieOf } from "./lib/callSheet.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const WARMUP = 5;
const PEOPLE = Number(process.env.PEOPLE ?? 200);
const DIALECTS = (process.env.BENCH_DATABASES ?? "sqlite,mariadb").split(",").map((name) => (name === "mariadb" ? "mysql" : name));
const BARS = { publish: 50, changes: 20, panel: 300 };

const { createTestDatabase } = await tsImport("../services/api/src/test/databases.ts", import.meta.url);
const { serveApp } = await tsImport("../services/api/src/test/http.ts", import.meta.url);
const { createUser, TEST_PASSWORD } = await tsImport("../services/api/src/test/factories.ts", import.meta.url);
const { compareSnapshots } = await tsImport("../services/api/src/revisions/compareSnapshots.ts", import.meta.url);
const { toDatabaseDateTime } = await tsImport("../services/api/src/db/dialect.ts", import.meta.url);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function p95(run) {
  for (let index = 0; index < WARMUP; index++) await run();
  const times = [];
  for (let index = 0; index < SAMPLES; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentile(times.sort((a, b) => a - b), 95);
}

async function benchDialect(dialect) {
  const database = await createTestDatabase(dialect);
  const server = await serveApp(database.db);
  try {
    const user = await createUser(database.db, { role: "admin", userType: "admin" });
    const login = await fetch(`${server.url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }) });
    const cookie = cookieOf(login);
    const headers = { "content-type": "application/json", cookie };
    const id = await storeFullSheet(server.url, cookie);
    const publish = async () => {
      const response = await fetch(`${server.url}/api/call-sheets/${id}/revisions`, { method: "POST", headers, body: "{}" });
      if (response.status !== 201) throw new Error(`publish: ${response.status}`);
      await response.arrayBuffer();
    };
    const publishP95 = await p95(publish);

    // Two revisions of the full sheet: the call time changed, the first scene moved to the end.
    const before = { ...fullSheet };
    const scenes = JSON.parse(fullSheet.sceneSchedule);
    const after = { ...fullSheet, shootingTime: "06:30", sceneSchedule: JSON.stringify([...scenes.slice(1), scenes[0]]) };
    const changesP95 = await p95(async () => compareSnapshots(before, after));

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
    const panelP95 = await p95(async () => {
      const response = await fetch(`${server.url}/api/call-sheet-shares/${id}`, { headers: { cookie } });
      const body = await response.json();
      if (body.shares.length !== PEOPLE) throw new Error(`panel: ${body.shares.length} shares`);
    });
    return { publish: publishP95, changes: changesP95, panel: panelP95 };
  } finally {
    await server.close();
    await database.drop();
  }
}

let over = false;
for (const dialect of DIALECTS) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await benchDialect(dialect));
  for (const name of ["publish", "changes", "panel"]) {
    const value = median(runs.map((run) => run[name]));
    over ||= value > BARS[name];
    console.log(`${dialect.padEnd(7)} ${name.padEnd(8)} p95 median of ${RUNS}: ${value.toFixed(1)} ms (runs ${runs.map((run) => run[name].toFixed(1)).join(", ")}; bar ${BARS[name]} ms)`);
  }
}
process.exitCode = over ? 1 : 0;
