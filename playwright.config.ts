import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./bench/chromium.mjs";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/globalSetup.ts",
  // One worker: the shell-redeploy test swaps the shell every page loads.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // A lazily loaded page (the editor: the shell's modules, its chunk, react-dnd, the sheet, the Select
  // chunk) can take longer than expect's default 5 s on a busy two-core CI machine.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".run/reports/e2e.json" }]],
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: CHROMIUM_LAUNCH,
    trace: "retain-on-failure",
  },
});
