#!/usr/bin/env node
// bench/editor: the call sheet editor in Chromium through the gateway, on a throwaway stack (SQLite). One full
// sheet (packages/call-sheet's fixture: 2 locations, 6 team members, 3 actors, 12 scenes, 5 props, 7 gear,
// weather and the four notes) is created through the API (POST, then one PATCH of every section, as the
// editor saves them). Then, warm (after one load that fills the browser's cache), RUNS loads of
// /admin/call-sheet/{id}, each timed in the page from navigation start until the editor is usable:
//   - every card's heading is on screen (the ten cards, in the editor's <main>);
//   - the content is there: 12 agenda rows, 5 props, 7 gear rows, 6 team members, 3 actors, 2 locations,
//     the notes' text in their fields;
//   - the header's save state says "All changes saved" (the editor state is live, not a skeleton).
// Also printed: until the first card heading (the skeleton is replaced), and the JS the page loaded.
// Budget: median <= 1000 ms.
// Usage: npm run bench:editor   (RUNS=10; SCREENSHOTS=<dir> saves the editor at 1440 px there)
/* global document, window -- the readiness check runs inside the page (page.waitForFunction) */
import path from "node:path";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { signedInAdminPage } from "./lib/adminPage.mjs";
import { median } from "./lib/api.mjs";
import { startThrowawayStack } from "../scripts/lib/throwawayStack.mjs";

const RUNS = Number(process.env.RUNS ?? 10);
const BUDGET_MS = 1000;
const { fullSheet } = await tsImport("../packages/call-sheet/src/fixtures/fullSheet.ts", import.meta.url);
const count = (text) => JSON.parse(text).length;

/** What "usable" means, as numbers the page must show (from the fixture itself). */
const expected = {
  cards: 10,
  scenes: count(fullSheet.sceneSchedule),
  props: count(fullSheet.props),
  gear: count(fullSheet.gear),
  team: count(fullSheet.teamMembers),
  actors: count(fullSheet.actorContacts),
  locations: count(fullSheet.locationsList),
  emergencyContacts: fullSheet.emergencyContacts,
};

const stack = await startThrowawayStack({ label: "bench" });
let browser;
try {
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const { page } = await signedInAdminPage(browser, stack.url);

  const created = await page.request.post(`${stack.url}/api/call-sheets`, { data: { shootingTitle: fullSheet.shootingTitle, client: "", locations: "" } });
  if (!created.ok()) throw new Error(`creating the call sheet: ${created.status()} ${await created.text()}`);
  const { id } = await created.json();
  const { version } = await (await page.request.get(`${stack.url}/api/call-sheets/${id}`)).json();
  const fields = [
    "client", "shootingDate", "shootingTime", "locations", "locationsList", "teamMembers", "concepts", "actorContacts", "sceneSchedule",
    "props", "gear", "weather", "technicalSpecs", "costumeNotes", "setNotes", "emergencyContacts",
  ];
  const patch = Object.fromEntries(fields.map((field) => [field, fullSheet[field]]));
  const patched = await page.request.patch(`${stack.url}/api/call-sheets/${id}`, { data: { baseVersion: version, ...patch } });
  if (!patched.ok()) throw new Error(`filling the call sheet: ${patched.status()} ${await patched.text()}`);
  const url = `${stack.url}/admin/call-sheet/${id}`;

  /** One load: navigation start -> first card heading, and -> usable (see the top of the file). */
  const load = async () => {
    await page.goto(url, { waitUntil: "commit" });
    const timing = await page.waitForFunction(
      (want) => {
        const state = (window.__benchEditor ??= { firstCard: null });
        const main = document.querySelector("main");
        const headings = main ? [...main.querySelectorAll("section > div > h2")] : [];
        if (headings.length && state.firstCard === null) state.firstCard = performance.now();
        const list = (name) => main?.querySelectorAll(`ul[aria-label="${name}"] > li`).length ?? 0;
        const visible = headings.filter((heading) => heading.getBoundingClientRect().height > 0).length;
        const saved = [...document.querySelectorAll('header [role="status"]')].some((status) => status.textContent === "All changes saved");
        const notes = document.getElementById("note-emergencyContacts");
        const usable =
          visible === want.cards &&
          list("Scenes") === want.scenes &&
          list("Props") === want.props &&
          list("Gear") === want.gear &&
          list("Team members") === want.team &&
          list("Actor contacts") === want.actors &&
          list("Locations") === want.locations &&
          notes?.value === want.emergencyContacts &&
          saved;
        return usable ? { usable: performance.now(), firstCard: state.firstCard } : false;
      },
      expected,
      { polling: "raf", timeout: 30_000 },
    );
    const { usable, firstCard } = await timing.jsonValue();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    );
    return { usable, firstCard, scripts };
  };

  const first = await load();
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await load());
  const usable = runs.map((run) => Math.round(run.usable));
  const firstCard = runs.map((run) => Math.round(run.firstCard));
  const verdict = median(usable) <= BUDGET_MS ? "within budget" : "OVER BUDGET";
  process.stdout.write(`Call sheet editor (full sheet: ${expected.scenes} scenes, ${expected.team} team, ${expected.props} props, ${expected.gear} gear), Chromium through the gateway, 1440x900\n`);
  process.stdout.write(`first load (cold cache): usable at ${Math.round(first.usable)} ms, first card at ${Math.round(first.firstCard)} ms, ${Math.round(first.scripts / 1024)} KB of JS transferred\n`);
  process.stdout.write(`warm, median of ${RUNS}: navigation -> first card ${median(firstCard)} ms; navigation -> usable ${median(usable)} ms (budget <= ${BUDGET_MS}: ${verdict})\n`);
  process.stdout.write(`  usable runs: ${usable.join(", ")} ms; first card runs: ${firstCard.join(", ")} ms\n`);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: path.join(process.env.SCREENSHOTS, "editor-bench-1440.png"), fullPage: true });
  if (median(usable) > BUDGET_MS) process.exitCode = 1;
} finally {
  await browser?.close();
  await stack.stop();
}
