import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./stack.mjs";

export const FRONTENDS = ["shell", "public-site", "admin-console", "share-portal"];

const SHARED_INPUTS = ["packages/ui/src", "packages/contracts/src", "federation.shared.ts", "package-lock.json"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function outputOf(app) {
  return path.join(repoRoot, "apps", app, "dist", app === "shell" ? "remoteEntry.js" : "index.html");
}

/** True when the app's build is missing or older than any of its sources. */
export function isStale(app) {
  const output = outputOf(app);
  if (!fs.existsSync(output)) return true;
  const inputs = [`apps/${app}/src`, `apps/${app}/index.html`, `apps/${app}/vite.config.ts`, ...SHARED_INPUTS];
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(repoRoot, input))));
  return newestInput > fs.statSync(output).mtimeMs;
}

/** Runs `vite build` for one app; extra env (e.g. a brand colour or SHELL_OUT_DIR) passes through. */
export function buildApp(app, env = {}) {
  const vite = path.join(repoRoot, "node_modules", ".bin", "vite");
  const result = spawnSync(vite, ["build", "--logLevel", "warn", path.join("apps", app)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`Building ${app} failed (exit ${result.status})`);
}

/** Builds what is missing or out of date; returns the apps it built. */
export function buildStaleApps(log = console.log) {
  const built = [];
  for (const app of FRONTENDS) {
    if (!isStale(app)) continue;
    log(`Building ${app}...`);
    buildApp(app);
    built.push(app);
  }
  return built;
}
