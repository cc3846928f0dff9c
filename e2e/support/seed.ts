import { spawnSync } from "node:child_process";
import path from "node:path";
import { repoRoot } from "../../scripts/lib/stack.mjs";

/** Adds `count` made-up models to the e2e stack's database with the seed command (`npm run seed`). */
export function seedModels(count: number): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "services/api/src/cli/seed.ts", "--models", String(count)], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: path.join(process.env.E2E_WORK_DIR!, "data"), DATABASE_URL: "" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
}
