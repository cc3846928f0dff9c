import { parseArgs } from "node:util";
import { readConfig } from "../config.ts";
import { seedModels } from "../commands/seedModels.ts";
import { connectDatabase, migrateToLatest } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";

/**
 * `npm run seed -- --models 100000`: adds made-up models to the configured database (DATABASE_URL, or
 * the embedded SQLite in DATA_DIR), migrating it first, then refreshes the planner's statistics.
 */
const { values } = parseArgs({ options: { models: { type: "string", default: "1000" } } });
const count = Number(values.models);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  process.stderr.write("--models must be a whole number from 1 to 5000000\n");
  process.exit(1);
}
const config = readConfig();
const db = connectDatabase(config.database);
try {
  await migrateToLatest(db);
  const started = performance.now();
  await seedModels(db, count);
  // After a bulk load the planners need fresh statistics to choose the indexes (SQLite especially).
  if (isMysql(db)) await db.raw("ANALYZE TABLE models");
  else await db.raw("ANALYZE");
  process.stdout.write(`Added ${count} models to ${config.database.client} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
} finally {
  await db.destroy();
}
