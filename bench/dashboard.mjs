#!/usr/bin/env node
// bench/dashboard: the admin dashboard in Chromium through the gateway at 100,000 models (MODELS), on the
// embedded SQLite database. Prints, as medians of RUNS runs: navigation to /admin/dashboard until the
// first table page is on screen (budget <= 1000 ms), and a filter change until the table shows the new
// rows (budget <= 300 ms).
// Usage: npm run bench:dashboard   (MODELS=100000 RUNS=5)
/* global document, requestAnimationFrame -- the filter timing runs inside the page (page.evaluate) */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { repoRoot } from "../scripts/lib/stack.mjs";
import { startThrowawayStack, throwawayAdminPassword } from "../scripts/lib/throwawayStack.mjs";

const MODELS = Number(process.env.MODELS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${stack.url}/admin/login`);
  await page.getByLabel("Password").fill(throwawayAdminPassword("bench"));
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/admin/dashboard");

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
  process.stdout.write(`Dashboard at ${MODELS} models, Chromium through the gateway, medians of ${RUNS} runs\n`);
  process.stdout.write(`navigation -> first table page: ${median(firstPage)} ms (budget <= 1000; runs ${firstPage.join(", ")})\n`);
  process.stdout.write(`filter change -> table updated: ${Math.round(median(filterChange))} ms (budget <= 300; runs ${filterChange.map(Math.round).join(", ")})\n`);
} finally {
  await browser?.close();
  await stack.stop();
}
