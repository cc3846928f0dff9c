import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The nginx binary on this machine, or undefined (gateway tests are then skipped, except under CI). */
export function nginxBinary(): string | undefined {
  const onPath = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  const found = onPath || ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((candidate) => fs.existsSync(candidate));
  if (!found && process.env.CI === "true") throw new Error("nginx is required under CI=true");
  return found;
}

export type TestGateway = { url: string; port: number; close(): Promise<void> };

/**
 * The real gateway (nginx with the config `npm start` renders, gateway/cli.mjs) in front of an API
 * served by the test, on a random port; given several API URLs, they are one upstream (replicas, taken in
 * turn). `env` reaches the renderer (e.g. GATEWAY_TRUSTED_PROXIES).
 */
export async function startGateway(apiUrl: string | string[], env: Record<string, string> = {}): Promise<TestGateway> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx not found");
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-gateway-"));
  fs.mkdirSync(path.join(runDir, "tmp"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const apiPort = [apiUrl].flat().map((url) => new URL(url).port).join(",");
  const rendered = spawnSync(process.execPath, [path.join(repoRoot, "gateway/cli.mjs"), "local", repoRoot, runDir, String(port), apiPort], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  if (rendered.status !== 0) throw new Error(`gateway/cli.mjs failed: ${rendered.stderr}`);
  const config = rendered.stdout.replace(/access_log [^;]+;/, "access_log off;");
  fs.writeFileSync(path.join(runDir, "nginx.conf"), config);
  const nginx: ChildProcess = spawn(binary, ["-p", runDir, "-e", path.join(runDir, "error.log"), "-c", path.join(runDir, "nginx.conf")], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(runDir, "error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port,
    async close() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once("exit", resolve));
        nginx.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}
