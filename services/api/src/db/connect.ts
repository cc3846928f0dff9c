import fs from "node:fs";
import path from "node:path";
import knex, { type Knex } from "knex";
import { knexSnakeCaseMappers } from "objection";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { migrationSource } from "../migrations/index.ts";

export type Database = Knex;

type SqliteConnection = { pragma(sql: string): unknown; prepare(sql: string): unknown };

/** How many compiled statements one SQLite connection keeps (the app has a few dozen query shapes). */
export const PREPARED_STATEMENT_CACHE_SIZE = 500;

/**
 * knex compiles every query anew on better-sqlite3 (`prepare` was ~8% of the API's CPU under the models
 * list's load, bench/models). The same SQL text now reuses its compiled statement: values are bound at
 * each run, SQLite re-prepares by itself after a schema change, and the single pooled connection never
 * runs two statements at once. Least recently used statements are dropped past the limit.
 */
export function reusePreparedStatements(connection: { prepare(sql: string): unknown }, limit = PREPARED_STATEMENT_CACHE_SIZE): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (statement) statements.delete(sql);
    else statement = prepare(sql);
    statements.set(sql, statement);
    if (statements.size > limit) statements.delete(statements.keys().next().value!);
    return statement;
  };
}

/**
 * Opens a connection pool for the configured database. SQLite gets foreign keys and WAL switched on.
 * Identifiers and result columns are mapped camelCase <-> snake_case for every query (where, select,
 * order by included), so code writes `fullName` and the tables keep `full_name`.
 */
export function connectDatabase(database: Config["database"], logger?: Logger): Database {
  // knex prints its warnings to the console; during a database outage that is one unstructured line per
  // failed connection attempt. Given a logger, they become JSON log lines like the rest.
  const log = logger && {
    warn: (message: unknown) => logger.warn({ knex: String(message) }, "database warning"),
    error: (message: unknown) => logger.error({ knex: String(message) }, "database error"),
    deprecate: (message: unknown) => logger.warn({ knex: String(message) }, "database deprecation"),
    debug: (message: unknown) => logger.debug({ knex: String(message) }, "database debug"),
  };
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
        afterCreate(connection: SqliteConnection, done: (error: Error | null) => void) {
          connection.pragma("foreign_keys = ON");
          connection.pragma("journal_mode = WAL");
          // In WAL mode NORMAL keeps the database consistent after a crash (a power cut may lose the last
          // commits) and skips a disk sync per commit: 9.9 -> 0.12 ms a commit here, during which
          // better-sqlite3, being synchronous, stalls every other request of the API.
          connection.pragma("synchronous = NORMAL");
          connection.pragma("busy_timeout = 5000");
          reusePreparedStatements(connection);
          done(null);
        },
      },
      migrations: { migrationSource },
      ...(log ? { log } : {}),
    });
  }
  return knex({
    ...knexSnakeCaseMappers(),
    client: "mysql2",
    connection: { uri: database.url, charset: "utf8mb4", timezone: "Z", dateStrings: true } as Knex.MySql2ConnectionConfig,
    pool: { min: 0, max: 10 },
    migrations: { migrationSource },
    ...(log ? { log } : {}),
  });
}

export async function migrateToLatest(db: Database): Promise<void> {
  await db.migrate.latest();
}
