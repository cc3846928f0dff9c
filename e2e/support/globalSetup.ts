import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildStaleApps } from "../../scripts/lib/build.mjs";
import { repoRoot, startStack } from "../../scripts/lib/stack.mjs";

/**
 * Builds what is stale and starts the real stack (API on a throwaway SQLite database, nginx from the route
 * table) on free ports. The shell is served from a copy, so a test can redeploy it without touching dist/.
 */
export default async function globalSetup() {
  buildStaleApps((message: string) => process.stdout.write(`${message}\n`));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-"));
  const servedShell = path.join(work, "shell");
  fs.cpSync(path.join(repoRoot, "apps/shell/dist"), servedShell, { recursive: true });

  const gatewayPort = 20000 + Math.floor(Math.random() * 20000);
  const stack = await startStack({
    gatewayPort,
    apiPort: gatewayPort + 1,
    runDir: path.join(work, "nginx"),
    roots: { shell: servedShell },
    accessLog: false,
    env: { DATA_DIR: path.join(work, "data"), ADMIN_PASSWORD: "e2e-admin-password", LOG_LEVEL: "warn", NODE_ENV: "test" },
    onApiOutput: (text: string) => {
      if (/"level":(50|60)/.test(text)) process.stderr.write(text);
    },
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${gatewayPort}`;
  process.env.E2E_SERVED_SHELL = servedShell;
  process.env.E2E_WORK_DIR = work;

  return async () => {
    await stack.stop();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
