import { beforeAll, describe, expect, it } from "vitest";
import type { UserType } from "@repo/contracts/users";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp, type TestServer } from "../test/http.ts";

const dialects = await testDialects();

type Who = "anonymous" | "standard" | "client" | "team_member" | "admin";
const EVERYONE: Who[] = ["anonymous", "standard", "client", "team_member", "admin"];

type Row = { call: string; body?: unknown; expect: Record<Who, number> };
const same = (status: number): Record<Who, number> => ({ anonymous: status, standard: status, client: status, team_member: status, admin: status });
const signedIn = (status: number): Record<Who, number> => ({ anonymous: 401, standard: status, client: status, team_member: status, admin: status });
const adminOnly = (status: number): Record<Who, number> => ({ anonymous: 401, standard: 403, client: 403, team_member: 403, admin: status });

/**
 * EVERY endpoint of the API and what each kind of caller gets. A new endpoint joins this table in the
 * change that adds it. Bodies are deliberately invalid where the call would change data: a 400 shows the
 * caller got past authorization without the test altering anything. The share grant (policies/actors.ts)
 * joins the callers with the share portal's access endpoint, the first call that can hand one out.
 */
const TABLE: Row[] = [
  { call: "GET /api/health", expect: same(200) },
  { call: "GET /api/ready", expect: same(200) },
  { call: "POST /api/models", body: {}, expect: same(400) },
  { call: `GET /api/photos/${"0".repeat(64)}.jpg`, expect: same(404) },
  { call: "GET /api/user", expect: signedIn(200) },
  { call: "POST /api/register", body: {}, expect: same(400) },
  { call: "POST /api/login", body: {}, expect: same(400) },
  { call: "POST /api/logout", expect: same(200) },
  { call: "POST /api/admin/login", body: {}, expect: same(400) },
  { call: "POST /api/admin/logout", expect: same(200) },
  { call: "GET /api/users/search?query=a&type=all_registered", expect: adminOnly(200) },
  { call: "POST /api/users", body: {}, expect: adminOnly(400) },
  { call: "GET /api/models?limit=1", expect: adminOnly(200) },
  { call: "GET /api/models/export.csv?rating=three", expect: adminOnly(200) },
  { call: "PATCH /api/models/1/rating", body: {}, expect: adminOnly(400) },
  { call: "PATCH /api/models/1/photo", body: {}, expect: adminOnly(400) },
  { call: "DELETE /api/models", body: {}, expect: adminOnly(400) },
  { call: "GET /api/call-sheets", expect: adminOnly(200) },
  { call: "GET /api/call-sheets?limit=5&offset=5&search=a&order=upcoming", expect: adminOnly(200) },
  { call: "POST /api/call-sheets", body: {}, expect: adminOnly(400) },
  { call: "DELETE /api/call-sheets/999999", expect: adminOnly(404) },
  { call: "GET /api/call-sheets/1", expect: adminOnly(200) },
  { call: "GET /api/call-sheets/999999", expect: adminOnly(404) },
  { call: "PATCH /api/call-sheets/1", body: {}, expect: adminOnly(400) },
  { call: "GET /api/actors", expect: adminOnly(200) },
  { call: "GET /api/actors?search=ana&page=2", expect: adminOnly(200) },
];

describe.each(dialects)("who may call what, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  const accounts = new Map<Who, { username: string }>();
  beforeAll(async () => {
    server = await serveApp(database().db);
    // Call sheet 1, for the calls on one sheet.
    await createCallSheet(database().db);
    for (const who of EVERYONE.filter((w) => w !== "anonymous")) {
      const userType = who as UserType;
      accounts.set(who, await createUser(database().db, { userType, role: who === "admin" ? "admin" : "user" }));
    }
    return () => server.close();
  });

  /** A fresh session per cell, so a logout in one row cannot change another. */
  async function as(who: Who): Promise<TestClient> {
    const client = new TestClient(server.url);
    if (who !== "anonymous") {
      const response = await client.post("/api/login", { username: accounts.get(who)!.username, password: TEST_PASSWORD });
      expect(response.status).toBe(200);
    }
    return client;
  }

  for (const row of TABLE) {
    for (const who of EVERYONE) {
      it(`${row.call} as ${who} -> ${row.expect[who]}`, async () => {
        const [method, path] = row.call.split(" ") as [string, string];
        const response = await (await as(who)).request(method, path, row.body ?? (method === "GET" ? undefined : {}));
        expect(response.status).toBe(row.expect[who]);
      });
    }
  }

  it("should be refused by the server whatever the browser's adminLoggedIn flag says", async () => {
    const client = await as("standard");
    const response = await client.get("/api/models?limit=1", { cookie: `${client.cookieHeader}; adminLoggedIn=true` });
    expect(response.status).toBe(403);
  });
});
