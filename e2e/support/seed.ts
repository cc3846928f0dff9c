import { spawnSync } from "node:child_process";
import path from "node:path";
import { request } from "@playwright/test";
import { repoRoot } from "../../scripts/lib/stack.mjs";
import { E2E_ADMIN } from "./accounts.ts";

/** Adds `count` made-up models to the e2e stack's database with the seed command (`npm run seed`). */
export function seedModels(count: number): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "services/api/src/cli/seed.ts", "--models", String(count)], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: path.join(process.env.E2E_WORK_DIR!, "data"), DATABASE_URL: "" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
}

export type SheetSeed = { shootingTitle: string; shootingDate: string | null; shootingTime?: string | null };

/** Creates call sheets through the API as the e2e admin, as the dashboard's form would (plus a date). */
export async function seedCallSheets(sheets: SheetSeed[]): Promise<void> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const login = await api.post("/api/admin/login", { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
    if (!login.ok()) throw new Error(`admin login for seeding: ${login.status()}`);
    for (const sheet of sheets) {
      const created = await api.post("/api/call-sheets", { data: { client: "Seed client", locations: "Studio 1", ...sheet } });
      if (!created.ok()) throw new Error(`creating a call sheet: ${created.status()} ${await created.text()}`);
    }
  } finally {
    await api.dispose();
  }
}

/** `YYYY-MM-DD`, `days` from today (UTC, as the API counts days). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
