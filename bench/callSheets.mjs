#!/usr/bin/env node
// bench/callSheets: the call sheet editor's calls on SQLite and MariaDB at concurrency 10 (CONCURRENCY),
// DURATION_S seconds each after WARMUP_S of warm-up:
//  - PATCH /api/call-sheets/:id: ten editors, each saving its own field (a 30-scene schedule, 50 props,
//    notes, ...) with a new value every time and the version it last saw, all on one sheet (their saves
//    queue on the sheet's row) and each on a sheet of its own (budget p95 <= 20 ms);
//  - GET /api/call-sheets/:id of the edited sheet (what the print view and the editor load);
//  - GET /api/actors, the actor picker, at MODELS (100,000) models: the first page, a search, a deep page
//    (budget p95 <= 50 ms).
// "first ms" is the scenario's first request alone; "API CPU ms" the API's CPU per request under load.
// The PATCH scenarios run twice, with the API's group commit off and on ("gc off" / "gc on" rows;
// docs/call-sheet-write-path.md).
// Usage: npm run bench:call-sheets   (MODELS=100000 CONCURRENCY=10 DURATION_S=5 WARMUP_S=2 BENCH_DATABASES=sqlite|mariadb
// BENCH_ONLY=patch|actors; BENCH_GROUP_COMMIT=off,on|on,off|on|off; BENCH_DEBUG=1 prints every non-200 PATCH answer)
import { spawnSync } from "node:child_process";
import http from "node:http";
import { repoRoot } from "../scripts/lib/stack.mjs";
import { BENCH_ADMIN_PASSWORD, benchDatabases, cpuSeconds, httpGet, runLoad, startApi } from "./lib/api.mjs";

const MODELS = Number(process.env.MODELS ?? 100_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const DURATION_S = Number(process.env.DURATION_S ?? 5);
const WARMUP_S = Number(process.env.WARMUP_S ?? 2);
const PATCH_BUDGET_MS = 20;
const ACTORS_BUDGET_MS = 50;

function seed(env) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "services/api/src/cli/seed.ts", "--models", String(MODELS)], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
  return result.stdout.trim();
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A JSON request over kept-alive node:http, resolving to the status and the parsed answer. */
function requestJson(url, method, body, headers) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(url, { method, agent: keepAlive, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }));
    });
    request.on("error", reject);
    request.end(payload);
  });
}

const items = (count, make) => JSON.stringify(Array.from({ length: count }, (_, index) => make(index + 1)));
const scene = (id, round) => ({ id, name: `Scene ${id} take ${round}`, date: "2026-12-01", time: "08:00", endTime: "09:00", description: "Wide shot by the river, then close-ups at the railing.", instructions: "Walk in from the left", method: "handheld" });

/** What each of the ten editors saves, given the how-many-th save it is (so every save changes the field). */
const EDITS = [
  (round) => ({ sceneSchedule: items(30, (id) => scene(id, round)) }),
  (round) => ({ props: items(50, (id) => ({ id, name: `Prop ${id}`, isChecked: (id + round) % 2 === 0 })) }),
  (round) => ({ gear: items(50, (id) => ({ id, name: `Gear ${id}`, isChecked: (id + round) % 2 === 0 })) }),
  (round) => ({ teamMembers: items(12, (id) => ({ id, role: "Assistant", name: `Member ${id}`, phoneNumber: "+381 641234567", email: `m${id}@example.com`, isChecked: (id + round) % 2 === 0 })) }),
  (round) => ({ setNotes: `Quiet on set, round ${round}` }),
  (round) => ({ costumeNotes: `Coats and scarves, round ${round}` }),
  (round) => ({ technicalSpecs: `RAW, tethered, round ${round}` }),
  (round) => ({ emergencyContacts: `112, round ${round}` }),
  (round) => ({ client: `Acme ${round}` }),
  (round) => ({ locations: `Novi Sad ${round}, Serbia`, locationsList: items(1, (id) => ({ id, country: "RS", city: `Novi Sad ${round}`, address: "", date: "", time: "" })) }),
];

/**
 * Ten editors, each saving its own field with the version it last saw, on one sheet (`sheetIds` of one)
 * or each on a sheet of its own. Different fields, so every save is a 200 whatever the others did
 * meanwhile. Each call takes an idle editor, so no editor has two saves in flight (the second would
 * rightly be a 409).
 */
function patchRequests(api, cookie, sheetIds) {
  // Beyond ten editors on one sheet, fields repeat and some saves become 409s.
  const idle = Array.from({ length: CONCURRENCY }, (_, index) => ({ sheetId: sheetIds[index % sheetIds.length], edit: EDITS[index % EDITS.length], round: 0, version: 0 }));
  return async () => {
    const editor = idle.shift();
    editor.round++;
    try {
      const { status, body } = await requestJson(`${api.url}/api/call-sheets/${editor.sheetId}`, "PATCH", { baseVersion: editor.version, ...editor.edit(editor.round) }, { cookie });
      if (status === 200) editor.version = body.version;
      else if (process.env.BENCH_DEBUG) process.stderr.write(`${status} ${JSON.stringify(body).slice(0, 300)}\n`);
      return status;
    } finally {
      idle.push(editor);
    }
  };
}

/** Times `request` alone once, then under load after a warm-up, and prints the line. */
async function measure(name, budget, api, request) {
  const started = performance.now();
  await request();
  const firstMs = performance.now() - started;
  await runLoad(request, { concurrency: CONCURRENCY, seconds: WARMUP_S, okStatus: 200 });
  const cpuBefore = cpuSeconds(api.pid);
  const result = await runLoad(request, { concurrency: CONCURRENCY, seconds: DURATION_S, okStatus: 200 });
  const cpuMs = ((cpuSeconds(api.pid) - cpuBefore) * 1000) / result.requests;
  const mark = result.p95 <= budget ? "" : "  over budget";
  process.stdout.write(`${name.padEnd(40)} ${result.rps.toFixed(0).padStart(7)} ${result.p50.toFixed(1).padStart(7)} ${result.p95.toFixed(1).padStart(7)}  ${String(result.failures).padStart(7)}  ${firstMs.toFixed(1).padStart(8)}  ${cpuMs.toFixed(2).padStart(10)}  ${String(budget).padStart(6)}${mark}\n`);
}

/** Signs in as the bench's admin and creates CONCURRENCY + 1 sheets; the cookie and the sheets' ids. */
async function signInAndCreateSheets(api) {
  const login = await fetch(`${api.url}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }) });
  const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const sheetIds = [];
  for (let n = 0; n <= CONCURRENCY; n++) {
    const created = await requestJson(`${api.url}/api/call-sheets`, "POST", { shootingTitle: `Bench shoot ${n}`, client: "", shootingDate: "2026-12-01", shootingTime: "08:00" }, { cookie });
    if (created.status !== 201) throw new Error(`creating a sheet: ${created.status} ${JSON.stringify(created.body)}`);
    sheetIds.push(created.body.id);
  }
  return { cookie, sheetIds };
}

// BENCH_GROUP_COMMIT=off,on (default) runs the PATCH scenarios with the API's group commit of one sheet's
// edits off, then on (CALL_SHEET_GROUP_COMMIT), each on an API process of its own. "on,off" runs them in the
// other order (on SQLite the second variant measured slower whichever it was: alternate the order across
// runs), "on" or "off" runs one.
const GROUP_COMMIT = (process.env.BENCH_GROUP_COMMIT ?? "off,on").split(",");
if (!GROUP_COMMIT.every((variant) => variant === "on" || variant === "off")) throw new Error("BENCH_GROUP_COMMIT must be a comma-separated list of on and off");

const { targets, cleanup } = await benchDatabases("callsheets");
process.stdout.write(`Call sheet editor calls at ${MODELS} models, concurrency ${CONCURRENCY}, ${DURATION_S} s each (budgets: PATCH p95 <= ${PATCH_BUDGET_MS} ms, actors p95 <= ${ACTORS_BUDGET_MS} ms)\n`);
try {
  for (const target of targets) {
    process.stdout.write(`\n${target.name}: ${seed(target.env)}\n`);
    const only = process.env.BENCH_ONLY;
    for (const [index, groupCommit] of GROUP_COMMIT.entries()) {
      const api = await startApi({ ...target.env, CALL_SHEET_GROUP_COMMIT: groupCommit === "on" ? "1" : "0" });
      try {
        const { cookie, sheetIds } = await signInAndCreateSheets(api);
        if (index === 0) {
          const actors = await (await fetch(`${api.url}/api/actors`, { headers: { cookie } })).json();
          process.stdout.write(`actors: ${actors.total} of ${MODELS} models\n`);
          process.stdout.write(`${"scenario".padEnd(40)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)}  non-2xx  first ms  API CPU ms  budget\n`);
        }
        if (only !== "actors") {
          await measure(`PATCH, 10 editors of one sheet, gc ${groupCommit}`, PATCH_BUDGET_MS, api, patchRequests(api, cookie, sheetIds.slice(0, 1)));
          await measure(`PATCH, 10 editors, a sheet each, gc ${groupCommit}`, PATCH_BUDGET_MS, api, patchRequests(api, cookie, sheetIds.slice(1)));
        }
        if (index !== GROUP_COMMIT.length - 1) continue;
        if (only !== "actors") await measure("GET /api/call-sheets/:id (edited sheet)", PATCH_BUDGET_MS, api, () => httpGet(`${api.url}/api/call-sheets/${sheetIds[0]}`, { cookie }));
        for (const [name, query] of only === "patch" ? [] : [
          ["GET /api/actors, first page", ""],
          ['GET /api/actors?search=ović', `?search=${encodeURIComponent("ović")}`],
          ['GET /api/actors?search=ana', "?search=ana"],
          ["GET /api/actors?page=1000", "?page=1000"],
        ]) {
          const url = `${api.url}/api/actors${query}`;
          await measure(name, ACTORS_BUDGET_MS, api, () => httpGet(url, { cookie }));
        }
      } finally {
        await api.stop();
      }
    }
  }
} finally {
  await cleanup();
}
