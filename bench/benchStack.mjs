import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildStaleApps } from "../scripts/lib/build.mjs";
import { startStack } from "../scripts/lib/stack.mjs";

/**
 * Builds what is stale and starts a throwaway stack (API on a temporary SQLite database, nginx from the
 * route table) on free ports; `stop()` removes everything it made.
 */
export async function startBenchStack() {
  buildStaleApps((message) => process.stderr.write(`${message}\n`));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-stack-"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const stack = await startStack({
    gatewayPort: port,
    apiPort: port + 1,
    runDir: path.join(work, "nginx"),
    accessLog: false,
    env: { DATA_DIR: path.join(work, "data"), ADMIN_PASSWORD: "bench-admin-password", LOG_LEVEL: "warn" },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await stack.stop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
