import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialects, type TestDatabase } from "../../test/databases.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("health and readiness on %s", (dialect) => {
  let testDb: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    server = await serveApp(testDb.db);
  });
  afterAll(async () => {
    await server.close();
    await testDb.drop();
  });

  it("GET /api/health should answer ok and never be cached", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready should answer ready when the database answers", async () => {
    const response = await fetch(`${server.url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
  });

  it("should carry a request id, keeping a sane incoming one", async () => {
    const fresh = await fetch(`${server.url}/api/health`);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "gateway-123" } });
    expect(kept.headers.get("x-request-id")).toBe("gateway-123");
    const replaced = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("<script>");
  });
});

describe("GET /api/ready when the database is gone", () => {
  it("should answer 503 with a message and no driver details", async () => {
    const testDb = await createTestDatabase("sqlite");
    const server = await serveApp(testDb.db);
    await testDb.db.destroy();
    try {
      const response = await fetch(`${server.url}/api/ready`);
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toEqual({ message: "The database is not reachable" });
    } finally {
      await server.close();
      await testDb.drop();
    }
  });
});
