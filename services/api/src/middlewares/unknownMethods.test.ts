import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/databases.ts";
import { serveApp, type TestServer } from "../test/http.ts";

describe("methods the API does not implement", () => {
  let testDb: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    server = await serveApp(testDb.db);
  });
  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
  });

  it.each([
    ["PROPFIND", "/api/models", "HEAD, GET, POST, DELETE"],
    ["PURGE", "/api/health", "HEAD, GET"],
    ["SEARCH", "/api/models/1/rating", "PATCH"],
    ["MKCOL", "/api/call-sheets/7", "DELETE, GET, HEAD, PATCH"],
    ["LOCK", "/api/user", "HEAD, GET"],
  ])("%s %s should answer 405 with the path's methods in Allow", async (method, path, allow) => {
    const response = await fetch(`${server.url}${path}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")?.split(", ").sort()).toEqual(allow.split(", ").sort());
    expect(await response.json()).toEqual({ message: "Method not allowed" });
  });

  it("should answer 404 for a path that does not exist, whatever the method", async () => {
    const response = await fetch(`${server.url}/api/nothing-here`, { method: "PROPFIND" });
    expect(response.status).toBe(404);
    expect(response.headers.get("allow")).toBeNull();
  });

  it("should answer PUT on a known path 405 with Allow, as before", async () => {
    const response = await fetch(`${server.url}/api/models`, { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
  });
});
