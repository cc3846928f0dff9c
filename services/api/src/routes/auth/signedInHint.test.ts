import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION, SIGNED_IN_HINT } from "@repo/contracts/auth/constants";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

/** The Set-Cookie line of the hint in the last answer, if any. */
const hintLine = (c: TestClient) => c.lastSetCookie.find((line) => line.startsWith(`${SIGNED_IN_HINT.cookieName}=`));

describe.each(dialects)("the signed-in hint cookie on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let server: TestServer;
  let address = 0;
  const client = () => new TestClient(server.url, { "x-forwarded-for": `198.51.100.${++address}` });

  beforeAll(async () => {
    server = await serveApp(db(), { trustProxy: true });
  });
  afterAll(() => server.close());

  const expectHintSet = (c: TestClient) => {
    const line = hintLine(c);
    expect(line).toMatch(new RegExp(`^${SIGNED_IN_HINT.cookieName}=${SIGNED_IN_HINT.value};`));
    expect(line).toMatch(/; path=\//i);
    expect(line).toMatch(/; samesite=lax/i);
    expect(line).not.toMatch(/httponly/i); // the public site's script reads it
    expect(new Date(/; expires=([^;]+)/i.exec(line!)![1]!).getTime() - Date.now()).toBeGreaterThan(SESSION.maxAgeMs - 60_000);
    expect(c.cookies.has(`${SIGNED_IN_HINT.cookieName}.sig`)).toBe(false);
  };

  it("should be set, readable by scripts, beside the httpOnly session cookie at registration", async () => {
    const c = client();
    const response = await c.post("/api/register", { username: `hint${address}`, password: "tajna123", email: `hint${address}@example.com`, fullName: "Nova Korisnica" });
    expect(response.status).toBe(201);
    expectHintSet(c);
    expect(c.lastSetCookie.find((line) => line.startsWith(`${SESSION.cookieName}=`))).toMatch(/httponly/i);
  });

  for (const path of ["/api/login", "/api/admin/login"]) {
    it(`should be set at sign-in (${path}) and renewed when the session is used`, async () => {
      const user = await createUser(db(), path === "/api/admin/login" ? { role: "admin", userType: "admin" } : {});
      const c = client();
      expect((await c.post(path, { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
      expectHintSet(c);
      expect((await c.get("/api/user")).status).toBe(200);
      expectHintSet(c);
    });
  }

  it("should not be set by a refused sign-in", async () => {
    const user = await createUser(db());
    const c = client();
    expect((await c.post("/api/login", { username: user.username, password: "wrong-password" })).status).toBe(401);
    expect(hintLine(c)).toBeUndefined();
  });

  for (const path of ["/api/logout", "/api/admin/logout"]) {
    it(`should be cleared at sign-out (${path})`, async () => {
      const user = await createUser(db());
      const c = client();
      await c.post("/api/login", { username: user.username, password: TEST_PASSWORD });
      expect(c.cookies.get(SIGNED_IN_HINT.cookieName)).toBe(SIGNED_IN_HINT.value);
      expect((await c.post(path)).status).toBe(200);
      expect(hintLine(c)).toMatch(/expires=Thu, 01 Jan 1970/i);
      expect(c.cookies.has(SIGNED_IN_HINT.cookieName)).toBe(false);
    });
  }

  it("should grant nothing on its own", async () => {
    const hintOnly = { cookie: `${SIGNED_IN_HINT.cookieName}=${SIGNED_IN_HINT.value}` };
    expect((await fetch(`${server.url}/api/user`, { headers: hintOnly })).status).toBe(401);
    expect((await fetch(`${server.url}/api/models?limit=1`, { headers: hintOnly })).status).toBe(401);
  });
});
