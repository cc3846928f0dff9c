#!/usr/bin/env node
// `npm test`: every check, in order: types, lint, unit + API (SQLite and MariaDB) + gateway tests (vitest),
// browser tests through the real gateway (Playwright + Debian's Chromium), and the compose file.
// Each step runs even when an earlier one failed, so one run shows everything; the exit code is non-zero
// when any failed. The last line counts the tests: "Tests: N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./lib/deps.mjs";
import { failedTestNames } from "./lib/failedTests.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const TYPECHECKED = ["packages/contracts", "packages/ui", "packages/call-sheet", "packages/mail", "services/api", "apps/shell", "apps/public-site", "apps/admin-console", "apps/share-portal", "e2e"];

ensureDependencies(root);
fs.rmSync(path.join(root, ".run", "reports"), { recursive: true, force: true });
fs.mkdirSync(path.join(root, ".run", "reports"), { recursive: true });

const results = [];
function step(name, command, args, { optional } = {}) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  results.push({ name, ok: ok || Boolean(optional && result.error), seconds });
  if (result.error) process.stdout.write(`${name}: ${result.error.message}\n`);
}

for (const project of TYPECHECKED) step(`typecheck ${project}`, bin("tsc"), ["-p", project]);
step("lint", bin("eslint"), ["--max-warnings", "0", "."]);
step("vitest (unit, api on SQLite + MariaDB, gateway)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", "--outputFile.json=.run/reports/vitest.json"]);
step("browser tests (Playwright, Chromium, real gateway)", bin("playwright"), ["test"]);

const compose = spawnSync("sh", ["-c", "command -v docker-compose"], { encoding: "utf8" }).stdout.trim();
if (compose) step("docker-compose config", compose, ["--env-file", ".env.example", "config", "--quiet"]);
else if (process.env.CI === "true") results.push({ name: "docker-compose config (docker-compose not installed)", ok: false, seconds: "0" });
else process.stdout.write("\n(docker-compose not installed: compose file not checked)\n");

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
  } catch {
    return undefined;
  }
}
const vitest = readJson(".run/reports/vitest.json");
const playwright = readJson(".run/reports/e2e.json");
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

// The names of failed tests, so the closing lines (often all a CI log keeps) say what to look at.
const failedNames = failedTestNames({ vitest, playwright, root });

process.stdout.write("\n=== summary\n");
for (const name of failedNames) process.stdout.write(`failed: ${name}\n`);
for (const result of results) process.stdout.write(`${result.ok ? "ok  " : "FAIL"} ${result.name} (${result.seconds}s)\n`);
const allOk = results.every((result) => result.ok);
// A failed step without test counts (types, lint, compose) still counts as a failure in the closing line.
const failedSteps = results.filter((result) => !result.ok && !/vitest|browser/.test(result.name)).length;
process.stdout.write(`Tests: ${passed} passed, ${failed + failedSteps} failed, ${skipped} skipped\n`);
process.exit(allOk && failed === 0 ? 0 : 1);
