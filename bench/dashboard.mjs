#!/usr/bin/env node
// bench/dashboard: the admin dashboard in Chromium through the gateway at 100,000 models (MODELS) and 100
// call sheets (CALL_SHEETS, created through the API, half of them upcoming), on the embedded SQLite database. Prints, as medians of RUNS runs: navigation to /admin/dashboard until the
// first table page is on screen (budget <= 1000 ms), and a filter change until the table shows the new
// rows (budget <= 300 ms).
// Usage: npm run bench:dashboard   (MODELS=100000 CALL_SHEETS=100 RUNS=5; SCREENSHOTS=<dir> also saves
// screenshots of the dashboard at 1440 and 375 px there: the full page, and the screen at the models card)
/* global document, requestAnimationFrame -- the filter timing runs inside the page (page.evaluate) */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { repoRoot } from "../scripts/lib/stack.mjs";
import { startThrowawayStack } from "../scripts/lib/throwawayStack.mjs";
import { signedInAdminPage } from "./lib/adminPage.mjs";
import { median } from "./lib/api.mjs";

const MODELS = Number(process.env.MODELS ?? 100_000);
const CALL_SHEETS = Number(process.env.CALL_SHEETS ?? 100);
const RUNS = Number(process.env.RUNS ?? 5);
const DAY_MS = 86_400_000;

const stack = await startThrowawayStack({ label: "bench" });
let browser;
try {
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "services/api/src/cli/seed.ts", "--models", String(MODELS)], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: path.join(stack.work, "data"), DATABASE_URL: "" },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(seeded.stderr);
  process.stdout.write(`${seeded.stdout.trim()}\n`);
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const { page } = await signedInAdminPage(browser, stack.url);
  for (let i = 0; i < CALL_SHEETS; i++) {
    // Every other sheet a day further in the future, the others as far in the past.
    const shootingDate = new Date(Date.now() + (i % 2 ? 1 : -1) * (i + 1) * DAY_MS).toISOString().slice(0, 10);
    const created = await page.request.post(`${stack.url}/api/call-sheets`, { data: { shootingTitle: `Shoot ${i + 1}`, client: "Bench client", shootingDate, shootingTime: "09:00", locations: "Studio 1" } });
    if (!created.ok()) throw new Error(`creating a call sheet: ${created.status()}`);
  }

  const firstPage = [];
  const filterChange = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${stack.url}/register-user`);
    await page.getByRole("heading", { name: "Register User" }).waitFor();
    const started = Date.now();
    await page.goto(`${stack.url}/admin/dashboard`);
    await page.locator("tbody tr td:nth-child(3)").first().waitFor();
    firstPage.push(Date.now() - started);

    const gender = run % 2 === 0 ? "male" : "female";
    const changed = await page.evaluate(async ({ gender }) => {
      const select = document.getElementById("filter-gender");
      const started = performance.now();
      select.value = gender;
      select.dispatchEvent(new Event("change", { bubbles: true }));
      // Until every shown row is of the chosen gender (the list starts unfiltered, so some were not).
      const label = gender === "male" ? "Male" : "Female";
      await new Promise((resolve, reject) => {
        const deadline = started + 10_000;
        const check = () => {
          const cells = [...document.querySelectorAll("tbody tr td:nth-child(5)")].map((cell) => cell.textContent);
          if (cells.length && cells.every((text) => text === label)) resolve();
          else if (performance.now() > deadline) reject(new Error("the table did not update within 10 s"));
          else requestAnimationFrame(check);
        };
        check();
      });
      return performance.now() - started;
    }, { gender });
    filterChange.push(changed);
  }
  process.stdout.write(`Dashboard at ${MODELS} models and ${CALL_SHEETS} call sheets, Chromium through the gateway, medians of ${RUNS} runs\n`);
  process.stdout.write(`navigation -> first table page: ${median(firstPage)} ms (budget <= 1000; runs ${firstPage.join(", ")})\n`);
  process.stdout.write(`filter change -> table updated: ${Math.round(median(filterChange))} ms (budget <= 300; runs ${filterChange.map(Math.round).join(", ")})\n`);
  if (process.env.SCREENSHOTS) {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      await page.goto(`${stack.url}/admin/dashboard`);
      await page.getByRole("heading", { name: /^Models Database/ }).waitFor();
      await page.locator("img").first().waitFor();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: path.join(process.env.SCREENSHOTS, `dashboard-${width}-full.png`), fullPage: true });
      await page.getByRole("heading", { name: /^Models Database/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(process.env.SCREENSHOTS, `dashboard-${width}-models.png`) });
    }
  }
} finally {
  await browser?.close();
  await stack.stop();
}
