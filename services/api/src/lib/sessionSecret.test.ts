import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveSessionSecret } from "./sessionSecret.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "session-secret-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const sqlite = (dataDir: string) => ({ client: "sqlite", filename: path.join(dataDir, "app.sqlite") }) as const;

describe("resolveSessionSecret", () => {
  it("should use SESSION_SECRET when it is set", () => {
    const dataDir = tempDir();
    expect(resolveSessionSecret({ sessionSecret: "s".repeat(40), dataDir, database: sqlite(dataDir), env: "production" })).toBe("s".repeat(40));
    expect(fs.existsSync(path.join(dataDir, "session-secret"))).toBe(false);
  });

  it("should generate a key once, readable only by its owner, and reuse it after a restart", () => {
    const dataDir = tempDir();
    const first = resolveSessionSecret({ sessionSecret: undefined, dataDir, database: sqlite(dataDir), env: "development" });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, "session-secret")).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ sessionSecret: undefined, dataDir, database: sqlite(dataDir), env: "development" })).toBe(first);
  });

  it("should refuse to invent a per-replica key for MySQL in production", () => {
    const dataDir = tempDir();
    expect(() => resolveSessionSecret({ sessionSecret: undefined, dataDir, database: { client: "mysql", url: "mysql://db/app" }, env: "production" })).toThrow(/SESSION_SECRET must be set/);
  });
});
