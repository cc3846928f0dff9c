import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Runs `npm install` when node_modules is missing or older than package-lock.json. Uses only Node built-ins. */
export function ensureDependencies(root, log = console.log) {
  const installed = path.join(root, "node_modules", ".package-lock.json");
  const stale = !fs.existsSync(installed) || fs.statSync(path.join(root, "package-lock.json")).mtimeMs > fs.statSync(installed).mtimeMs;
  if (!stale) return;
  log("Installing dependencies (the first time takes a few minutes: better-sqlite3 compiles)...");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm install failed (exit ${result.status})`);
}
