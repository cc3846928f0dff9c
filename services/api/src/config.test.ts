import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";
import { DEFAULT_SEND_DEADLINE_MS } from "./jobs/kinds/collaboratorMail.ts";

describe("readConfig", () => {
  it("should default to the embedded SQLite database in the data folder", () => {
    const config = readConfig({});
    expect(config.database.client).toBe("sqlite");
    expect(config.database).toMatchObject({ filename: expect.stringMatching(/data[\\/]app\.sqlite$/) });
    expect(config.port).toBe(3000);
  });

  it("should use MySQL when DATABASE_URL is a mysql URL", () => {
    const config = readConfig({ DATABASE_URL: "mysql://app:secret@db:3306/app" });
    expect(config.database).toEqual({ client: "mysql", url: "mysql://app:secret@db:3306/app" });
  });

  it("should treat empty values as unset", () => {
    expect(readConfig({ PORT: "", DATABASE_URL: "" }).database.client).toBe("sqlite");
  });

  it("should fail with a message naming each bad variable", () => {
    let error: unknown;
    try {
      readConfig({ PORT: "eighty", DATABASE_URL: "postgres://x", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL: must be a mysql:\/\/ URL/);
    expect(message).toMatch(/LOG_LEVEL/);
  });

  it("should read PUBLIC_ORIGINS as a list of origins and refuse anything with a path or without a scheme", () => {
    expect(readConfig({}).publicOrigins).toEqual([]);
    expect(readConfig({ PUBLIC_ORIGINS: "https://talent.example.com, http://localhost:8080" }).publicOrigins).toEqual(["https://talent.example.com", "http://localhost:8080"]);
    for (const bad of ["talent.example.com", "https://talent.example.com/", "https://talent.example.com/app"]) {
      expect(() => readConfig({ PUBLIC_ORIGINS: bad })).toThrow(/PUBLIC_ORIGINS/);
    }
  });

  it("should refuse a short ADMIN_PASSWORD", () => {
    expect(() => readConfig({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD: must be at least 8 characters/);
  });

  it("should refuse a SESSION_SECRET under 32 characters", () => {
    expect(() => readConfig({ SESSION_SECRET: "too-short" })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });
});

describe("the shutdown grace", () => {
  it("should outlast a mail job's send deadline, so a deploy never releases a job whose send goes on", () => {
    expect(readConfig({}).shutdownTimeoutMs).toBeGreaterThan(DEFAULT_SEND_DEADLINE_MS);
  });
});
