import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderNginxConfig } from "../../gateway/render-nginx.mjs";
import { ensureNginx } from "./nginx.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function waitForHttp(url, child, name, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it answered ${url}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopChild(child, signal = "SIGTERM", graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Starts the API, the share portal's server (its pages: a shared view with a grant arrives rendered,
 * docs/on-set.md) and an nginx gateway in front of the built apps, the way `npm start` runs them and the
 * browser tests see them.
 * @param {{ gatewayPort: number, apiPort: number, portalPort?: number, runDir: string, env?: Record<string, string | undefined>,
 *           roots?: Record<string, string>, onApiOutput?: (text: string) => void, accessLog?: boolean }} options
 */
export async function startStack(options) {
  const { gatewayPort, apiPort, runDir } = options;
  const portalPort = options.portalPort ?? apiPort + 100;
  const nginxBinary = ensureNginx();
  fs.mkdirSync(path.join(runDir, "tmp"), { recursive: true });

  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the API, written there when it stops (as bench/lib/api.mjs does).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const api = spawn(process.execPath, [...profile, "--import", "tsx", "src/server.ts"], {
    cwd: path.join(repoRoot, "services/api"),
    env: { ...process.env, ...options.env, PORT: String(apiPort), HOST: "127.0.0.1", TRUST_PROXY: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const forward = (chunk) => options.onApiOutput?.(chunk.toString());
  api.stdout.on("data", forward);
  api.stderr.on("data", forward);

  const portal = spawn(process.execPath, ["apps/share-portal/server/main.mjs"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(portalPort), HOST: "127.0.0.1", API_URL: `http://127.0.0.1:${apiPort}`, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  portal.stderr.on("data", forward);

  let nginx;
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/ready`, api, "The API");
    await waitForHttp(`http://127.0.0.1:${portalPort}/healthz`, portal, "The share portal's server");
    const configPath = path.join(runDir, "nginx.conf");
    fs.writeFileSync(
      configPath,
      renderNginxConfig({
        mode: "local",
        port: gatewayPort,
        repoRoot,
        runDir,
        roots: options.roots,
        apiServers: [`127.0.0.1:${apiPort}`],
        appServers: { "share-portal": `127.0.0.1:${portalPort}` },
        accessLog: options.accessLog,
      }),
    );
    nginx = spawn(nginxBinary, ["-p", runDir, "-e", path.join(runDir, "error.log"), "-c", configPath], { stdio: ["ignore", "inherit", "inherit"] });
    await waitForHttp(`http://127.0.0.1:${gatewayPort}/api/health`, nginx, "nginx");
  } catch (error) {
    await Promise.all([stopChild(api), stopChild(portal), stopChild(nginx, "SIGQUIT")]);
    throw error;
  }

  return {
    url: `http://localhost:${gatewayPort}`,
    api,
    portal,
    nginx,
    /** Reloads nginx's config and files (used after swapping a served build). */
    reloadNginx: () => nginx.kill("SIGHUP"),
    async stop() {
      await Promise.all([stopChild(nginx, "SIGQUIT"), stopChild(api), stopChild(portal)]);
    },
  };
}
