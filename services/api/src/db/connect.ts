import fs from "node:fs";
import path from "node:path";
import knex, { type Knex } from "knex";
import { knexSnakeCaseMappers } from "objection";
import type { Config } from "../config.ts";
import { migrationSource } from "../migrations/index.ts";

export type Database = Knex;

/**
 * Opens a connection pool for the configured database. SQLite gets foreign keys and WAL switched on.
 * Identifiers and result columns are mapped camelCase <-> snake_case for every query (where, select,
 * order by included), so code writes `fullName` and the tables keep `full_name`.
 */
export function connectDatabase(database: Config["database"]): Database {
  if (database.client === "sqlite") {
    fs.mkdirSync(path.dirname(database.filename), { recursive: true });
    return knex({
      ...knexSnakeCaseMappers(),
      client: "better-sqlite3",
      connection: { filename: database.filename },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(connection: { pragma(sql: string): unknown }, done: (error: Error | null) => void) {
          connection.pragma("foreign_keys = ON");
          connection.pragma("journal_mode = WAL");
          connection.pragma("busy_timeout = 5000");
          done(null);
        },
      },
      migrations: { migrationSource },
    });
  }
  return knex({
    ...knexSnakeCaseMappers(),
    client: "mysql2",
    connection: { uri: database.url, charset: "utf8mb4", timezone: "Z", dateStrings: true } as Knex.MySql2ConnectionConfig,
    pool: { min: 0, max: 10 },
    migrations: { migrationSource },
  });
}

export async function migrateToLatest(db: Database): Promise<void> {
  await db.migrate.latest();
}
