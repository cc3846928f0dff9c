import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import knex from "knex";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config.ts";
import { connectDatabase, migrateToLatest, type Database } from "../db/connect.ts";

export type Dialect = "sqlite" | "mysql";

/** MariaDB/MySQL server the suite creates its throwaway databases on. */
const MYSQL_SERVER_URL = process.env.TEST_MYSQL_URL ?? "mysql://root@127.0.0.1:3306";

async function mysqlReachable(): Promise<boolean> {
  const probe = knex({ client: "mysql2", connection: { uri: MYSQL_SERVER_URL } as never, pool: { min: 0, max: 1 } });
  try {
    await probe.raw("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await probe.destroy();
  }
}

let cachedDialects: Promise<Dialect[]> | undefined;

/**
 * SQLite always; MySQL when the server answers. Under CI=true MySQL is required: an unreachable server
 * fails the run instead of silently halving it.
 */
export function testDialects(): Promise<Dialect[]> {
  cachedDialects ??= (async () => {
    if (await mysqlReachable()) return ["sqlite", "mysql"] as Dialect[];
    if (process.env.CI === "true") throw new Error(`CI=true but MySQL is not reachable at ${MYSQL_SERVER_URL}`);
    process.stderr.write(`[api tests] MySQL not reachable at ${MYSQL_SERVER_URL}: running on SQLite only\n`);
    return ["sqlite"] as Dialect[];
  })();
  return cachedDialects;
}

export type TestDatabase = { db: Database; database: Config["database"]; drop(): Promise<void> };

/** A fresh, migrated database of its own: a temp SQLite file, or a new MySQL schema that drop() removes. */
export async function createTestDatabase(dialect: Dialect, { migrate = true } = {}): Promise<TestDatabase> {
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  if (dialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-test-"));
    const database = { client: "sqlite", filename: path.join(dir, "test.sqlite") } as const;
    const db = connectDatabase(database);
    if (migrate) await migrateToLatest(db);
    return {
      db,
      database,
      async drop() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `api_test_${suffix}`;
  const admin = knex({ client: "mysql2", connection: { uri: MYSQL_SERVER_URL } as never, pool: { min: 0, max: 1 } });
  await admin.raw("CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci", [name]);
  const database = { client: "mysql", url: `${MYSQL_SERVER_URL}/${name}` } as const;
  const db = connectDatabase(database);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    database,
    async drop() {
      await db.destroy();
      await admin.raw("DROP DATABASE IF EXISTS ??", [name]);
      await admin.destroy();
    },
  };
}

/**
 * For a describe block: a fresh migrated database of `dialect` before its tests, dropped after them.
 * Returns a getter, since the database exists only once beforeAll has run.
 */
export function useTestDatabase(dialect: Dialect): () => TestDatabase {
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
  });
  afterAll(() => testDb?.drop());
  return () => {
    if (!testDb) throw new Error("the test database is created in beforeAll");
    return testDb;
  };
}
