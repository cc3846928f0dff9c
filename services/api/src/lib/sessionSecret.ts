import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";

const FILE_NAME = "session-secret";

/**
 * The key that signs session cookies. SESSION_SECRET wins. Without it, a single API on its data folder
 * keeps a generated key in DATA_DIR/session-secret (0600) so restarts sign nobody out. Several replicas
 * on MySQL would each invent their own and reject each other's cookies, so there the variable is required.
 */
export function resolveSessionSecret(config: Pick<Config, "sessionSecret" | "dataDir" | "database" | "env">): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.database.client === "mysql" && config.env === "production") {
    throw new Error("SESSION_SECRET must be set (32+ characters) when the API runs on MySQL in production: every replica must sign cookies with the same key");
  }
  const file = path.join(config.dataDir, FILE_NAME);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: created below
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
