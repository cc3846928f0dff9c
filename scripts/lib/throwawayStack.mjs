import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildStaleApps } from "./build.mjs";
import { startStack } from "./stack.mjs";

/** The admin password of a throwaway stack started with `label`. */
export const throwawayAdminPassword = (label) => `${label}-admin-password`;

/**
 * Builds what is stale and starts the whole stack on free ports, on a temporary SQLite database; `stop()`
 * removes everything it made. Used by the browser tests and the benches.
 * @param {{ label?: string, env?: Record<string, string>, roots?: (work: string) => Record<string, string>,
 *           onApiOutput?: (text: string) => void }} options  `roots` may prepare per-app build folders in `work`.
 */
export async function startThrowawayStack({ label = "stack", env = {}, roots, onApiOutput } = {}) {
  buildStaleApps((message) => process.stderr.write(`${message}\n`));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const stack = await startStack({
    gatewayPort: port,
    apiPort: port + 1,
    portalPort: port + 2,
    runDir: path.join(work, "nginx"),
    roots: roots?.(work),
    accessLog: false,
    onApiOutput,
    env: { DATA_DIR: path.join(work, "data"), ADMIN_PASSWORD: throwawayAdminPassword(label), LOG_LEVEL: "warn", ...env },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    work,
    async stop() {
      await stack.stop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
