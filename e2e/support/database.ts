import path from "node:path";
import Database from "better-sqlite3";

/** Reads the e2e stack's SQLite database (the API's own file), read-only. */
export function findModelByEmail(email: string): Record<string, unknown> | undefined {
  const db = new Database(path.join(process.env.E2E_WORK_DIR!, "data", "app.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select * from models where email = ?").get(email) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}
