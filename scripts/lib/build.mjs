import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./stack.mjs";

export const FRONTENDS = ["shell", "public-site", "admin-console", "share-portal"];

const SHARED_INPUTS = ["packages/ui/src", "packages/contracts/src", "packages/call-sheet/src", "packages/mail/src", "federation.shared.ts", "vite.noscript.ts", "package-lock.json"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** What a build leaves behind: the shell's three remote entries (the whole kit, its UI-only part, the portal's) or an index.html. */
function outputsOf(app) {
  // The share portal's build also holds its server's render bundle (docs/on-set.md) and its service worker.
  const files = app === "shell" ? ["remoteEntry.js", "uiEntry.js", "portalEntry.js"] : app === "share-portal" ? ["index.html", "server/render.js", "sw.js"] : ["index.html"];
  return files.map((file) => path.join(repoRoot, "apps", app, "dist", file));
}

/** The shell builds three times into one folder (apps/shell/package.json): the whole kit, the UI-only entry, the portal's. */
const CONFIGS = { shell: ["vite.config.ts", "vite.ui.config.ts", "vite.portal.config.ts"] };

/** True when the app's build is missing or older than any of its sources. */
export function isStale(app) {
  const outputs = outputsOf(app);
  if (!outputs.every((output) => fs.existsSync(output))) return true;
  const configs = (CONFIGS[app] ?? ["vite.config.ts"]).map((config) => `apps/${app}/${config}`);
  const inputs = [`apps/${app}/src`, `apps/${app}/index.html`, `apps/${app}/public`, `apps/${app}/exposes.ts`, `apps/${app}/shellBuild.ts`, ...configs, ...SHARED_INPUTS];
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(repoRoot, input))));
  return newestInput > Math.min(...outputs.map((output) => fs.statSync(output).mtimeMs));
}

/** Runs `vite build` for one app; extra env (e.g. a brand colour or SHELL_OUT_DIR) passes through. */
export function buildApp(app, env = {}) {
  const vite = path.join(repoRoot, "node_modules", ".bin", "vite");
  for (const config of CONFIGS[app] ?? ["vite.config.ts"]) {
    const result = spawnSync(vite, ["build", "--logLevel", "warn", "--config", path.join("apps", app, config), path.join("apps", app)], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error(`Building ${app} (${config}) failed (exit ${result.status})`);
  }
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
