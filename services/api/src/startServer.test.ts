import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig, type Config } from "./config.ts";
import { missingPrintWorkerMessage } from "./pdf/PdfRenderer.ts";
import { startServer } from "./server.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "./test/databases.ts";

const dialects = await testDialects();
const dirs: string[] = [];
const databases: TestDatabase[] = [];

afterEach(async () => {
  await Promise.all(databases.splice(0).map((testDb) => testDb.drop()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database nobody migrated, and the configuration of an API process on it. */
async function unmigrated(dialect: (typeof dialects)[number], env: Record<string, string> = {}): Promise<{ testDb: TestDatabase; config: Config }> {
  const testDb = await createTestDatabase(dialect, { migrate: false });
  databases.push(testDb);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-start-"));
  dirs.push(dataDir);
  const config = readConfig({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent", ADMIN_PASSWORD: "start-checks-password", ...env });
  return { testDb, config: { ...config, database: testDb.database } };
}

/** What a start left in the database: the migrations' table and the users'. */
const tablesOf = async (testDb: TestDatabase) => ({ migrations: await testDb.db.schema.hasTable("knex_migrations"), users: await testDb.db.schema.hasTable("users") });

// A process that cannot run stops before it touches the database: a misconfigured replica must not migrate
// a shared database (or create its admin user) and then die, restarted by its orchestrator again and again.
describe.each(dialects)("startServer on %s: what needs no database is checked first", (dialect) => {
  it("should stop without the print thread's entry before it migrates, and migrate on the next start that has it", async () => {
    const { testDb, config } = await unmigrated(dialect);
    const missing = new URL("file:///nonexistent/dist/pdfPrintWorker.mjs");

    await expect(startServer(config, { printWorkerEntry: missing })).rejects.toThrow(missingPrintWorkerMessage("/nonexistent/dist/pdfPrintWorker.mjs"));
    expect(await tablesOf(testDb)).toEqual({ migrations: false, users: false });

    // The same configuration with the entry beside the renderer: the database the test reads is the one it migrates.
    const running = await startServer(config);
    await running.close();
    expect(await tablesOf(testDb)).toEqual({ migrations: true, users: true });
  });

  it.runIf(dialect === "mysql")("should stop without SESSION_SECRET in production on MySQL before it migrates", async () => {
    const { testDb, config } = await unmigrated(dialect, { NODE_ENV: "production" });

    await expect(startServer(config)).rejects.toThrow(/SESSION_SECRET must be set/);
    expect(await tablesOf(testDb)).toEqual({ migrations: false, users: false });
  });
});
