import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../../scripts/lib/stack.mjs";
import { startThrowawayStack } from "../../scripts/lib/throwawayStack.mjs";

/**
 * The real stack for the browser tests (API on a throwaway SQLite database, nginx from the route table).
 * The shell is served from a copy, so a test can redeploy it without touching dist/.
 */
export default async function globalSetup() {
  const stack = await startThrowawayStack({
    label: "e2e",
    env: { NODE_ENV: "test" },
    roots: (work) => {
      const servedShell = path.join(work, "shell");
      fs.cpSync(path.join(repoRoot, "apps/shell/dist"), servedShell, { recursive: true });
      return { shell: servedShell };
    },
    onApiOutput: (text: string) => {
      if (/"level":(50|60)/.test(text)) process.stderr.write(text);
    },
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_WORK_DIR = stack.work;
  process.env.E2E_SERVED_SHELL = path.join(stack.work, "shell");
  return () => stack.stop();
}
