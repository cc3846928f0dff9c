import { readConfig } from "../config.ts";
import { connectDatabase } from "../db/connect.ts";

/** `npm run migrate -w services/api [-- down]`: applies (or rolls back one batch of) migrations. */
const config = readConfig();
const db = connectDatabase(config.database);
try {
  if (process.argv[2] === "down") {
    const [batch, names] = await db.migrate.rollback();
    process.stdout.write(`Rolled back batch ${batch}: ${names.join(", ") || "nothing"}\n`);
  } else {
    const [batch, names] = await db.migrate.latest();
    process.stdout.write(names.length ? `Batch ${batch}: ${names.join(", ")}\n` : "Already up to date\n");
  }
} finally {
  await db.destroy();
}
