import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION } from "@repo/contracts/auth/constants";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { User } from "../../models/User.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, TEST_SESSION_SECRET, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("sessions: signing in and out, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let server: TestServer;
  let now = new Date("2026-11-22T10:00:00Z");
  const logLines: string[] = [];
  let ipCounter = 0;
  // Each client comes from its own address (the app trusts X-Forwarded-For here), so the per-IP
  // throttle of one test does not spill into the next.
  const client = () => new TestClient(server.url, { "x-forwarded-for": `203.0.113.${++ipCounter}` });
  const body = async (response: Response) => (await response.json()) as Record<string, unknown> & { message: string; user: Record<string, unknown> };

  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) });
    server = await serveApp(db(), { clock: () => now, trustProxy: true, logger: pino({ level: "debug" }, sink) });
  });
  afterAll(() => server.close());

  const signIn = async (user: User, path = "/api/login") => {
    const c = client();
    const response = await c.post(path, { username: user.username, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return c;
  };

  describe("GET /api/user", () => {
    it("should answer 401 with a message when nobody is signed in", async () => {
      const response = await client().get("/api/user");
      expect(response.status).toBe(401);
      expect(await body(response)).toEqual({ message: AUTH_MESSAGES.notAuthenticated });
    });

    it("should answer the signed-in user without any password or hash", async () => {
      const user = await createUser(db(), { fullName: "Đorđe Šaković", userType: "client" });
      const c = await signIn(user);
      const response = await c.get("/api/user");
      expect(response.status).toBe(200);
      const answer = await body(response);
      expect(answer.success).toBe(true);
      expect(answer.user).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        fullName: "Đorđe Šaković",
        role: "user",
        userType: "client",
        phoneNumber: null,
        jobTitle: null,
        profilePhoto: null,
        createdAt: user.createdAt,
      });
      expect(JSON.stringify(answer)).not.toMatch(/argon2|password/i);
    });

    it("should read the session and its user in one query", async () => {
      const c = await signIn(await createUser(db()));
      const statements: string[] = [];
      const record = (query: { sql: string }) => statements.push(query.sql);
      db().on("query", record);
      try {
        expect((await c.get("/api/user")).status).toBe(200);
      } finally {
        db().off("query", record);
      }
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/from sessions left join users/i);
    });
  });

  describe("POST /api/login", () => {
    it("should sign in and set connect.sid httpOnly, SameSite=Lax, signed, not Secure over plain HTTP", async () => {
      const user = await createUser(db());
      const c = client();
      const response = await c.post("/api/login", { username: user.username, password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect((await body(response)).user.id).toBe(user.id);
      const sessionCookie = c.lastSetCookie.find((line) => line.startsWith(`${SESSION.cookieName}=`))!;
      expect(sessionCookie).toMatch(/; httponly/i);
      expect(sessionCookie).toMatch(/; samesite=lax/i);
      expect(sessionCookie).toMatch(/; path=\//i);
      expect(sessionCookie).not.toMatch(/; secure/i);
      expect(c.cookies.has(`${SESSION.cookieName}.sig`)).toBe(true);
    });

    it("should mark the cookie Secure when the request came over HTTPS (through the gateway)", async () => {
      const user = await createUser(db());
      const c = client();
      await c.post("/api/login", { username: user.username, password: TEST_PASSWORD }, { "x-forwarded-proto": "https" });
      expect(c.lastSetCookie.find((line) => line.startsWith(`${SESSION.cookieName}=`))).toMatch(/; secure/i);
    });

    it("should accept the username in any letter case", async () => {
      const user = await createUser(db());
      expect((await client().post("/api/login", { username: user.username.toUpperCase(), password: TEST_PASSWORD })).status).toBe(200);
    });

    it("should answer a wrong password and an unknown username identically (401, one message)", async () => {
      const user = await createUser(db());
      const wrong = await client().post("/api/login", { username: user.username, password: "wrong-password" });
      const unknown = await client().post("/api/login", { username: "nobody-here", password: "wrong-password" });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await body(wrong)).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      expect(await body(unknown)).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    });

    it.each([
      [{ password: "x" }, AUTH_MESSAGES.usernameRequired],
      [{ username: "someone" }, AUTH_MESSAGES.passwordRequired],
      [{ username: "", password: "" }, `${AUTH_MESSAGES.usernameRequired}, ${AUTH_MESSAGES.passwordRequired}`],
    ])("should answer 400 for %j with the login schema's message", async (input, message) => {
      const response = await client().post("/api/login", input);
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(message);
    });

    it("should give a new session id at sign-in and make the one presented before it worthless (no fixation)", async () => {
      const first = await createUser(db());
      const second = await createUser(db());
      const c = await signIn(first);
      const before = c.cookieHeader;
      await c.post("/api/login", { username: second.username, password: TEST_PASSWORD });
      expect(c.cookieHeader).not.toBe(before);
      expect((await body(await c.get("/api/user"))).user.id).toBe(second.id);
      const replay = await fetch(`${server.url}/api/user`, { headers: { cookie: before } });
      expect(replay.status).toBe(401);
    });

    it("should ignore a session cookie with a forged signature", async () => {
      const c = await signIn(await createUser(db()));
      const forged = c.cookieHeader.replace(/connect\.sid\.sig=[^;]+/, "connect.sid.sig=forged");
      expect((await fetch(`${server.url}/api/user`, { headers: { cookie: forged } })).status).toBe(401);
    });

    it("should keep only a hash of the session id in the database", async () => {
      const user = await createUser(db());
      const c = await signIn(user);
      const id = c.cookies.get(SESSION.cookieName)!;
      expect(await db()("sessions").where({ id }).first()).toBeUndefined();
      const hashed = await db()("sessions").where({ id: createHash("sha256").update(id).digest("hex") }).first();
      expect(hashed?.userId).toBe(user.id);
    });

    it("should end a session after its lifetime even if the browser keeps the cookie", async () => {
      const c = await signIn(await createUser(db()));
      const start = now;
      try {
        now = new Date(start.getTime() + SESSION.maxAgeMs + 60_000);
        expect((await c.get("/api/user")).status).toBe(401);
      } finally {
        now = start;
      }
    });
  });

  describe("POST /api/logout", () => {
    it("should destroy the session on the server, so a copy of the cookie is worthless", async () => {
      const c = await signIn(await createUser(db()));
      const copy = c.cookieHeader;
      const response = await c.post("/api/logout");
      expect(response.status).toBe(200);
      expect(await body(response)).toEqual({ success: true });
      expect(response.headers.get("clear-site-data")).toBe('"storage"');
      expect((await c.get("/api/user")).status).toBe(401);
      expect((await fetch(`${server.url}/api/user`, { headers: { cookie: copy } })).status).toBe(401);
    });

    it("should answer success to someone not signed in", async () => {
      expect((await client().post("/api/logout")).status).toBe(200);
    });
  });

  describe("POST /api/admin/login", () => {
    it("should sign the admin in, after which the admin probe answers 200", async () => {
      const admin = await createUser(db(), { role: "admin", userType: "admin" });
      const c = client();
      expect((await c.get("/api/models?limit=1")).status).toBe(401);
      const response = await c.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const probe = await c.get("/api/models?limit=1");
      expect(probe.status).toBe(200);
      expect(await body(probe)).toMatchObject({ total: expect.any(Number), models: expect.any(Array) });
    });

    it("should refuse a non-admin with the right password exactly as a wrong password", async () => {
      const user = await createUser(db(), { userType: "team_member" });
      const asUser = await client().post("/api/admin/login", { username: user.username, password: TEST_PASSWORD });
      const wrong = await client().post("/api/admin/login", { username: user.username, password: "wrong-password" });
      expect(asUser.status).toBe(401);
      expect(await body(asUser)).toEqual({ message: AUTH_MESSAGES.adminInvalidCredentials });
      expect(await body(wrong)).toEqual({ message: AUTH_MESSAGES.adminInvalidCredentials });
    });

    it("should end the admin session on POST /api/admin/logout", async () => {
      const admin = await createUser(db(), { role: "admin", userType: "admin" });
      const c = await signIn(admin, "/api/admin/login");
      const response = await c.post("/api/admin/logout");
      expect(response.status).toBe(200);
      expect(response.headers.get("clear-site-data")).toBe('"storage"');
      expect((await c.get("/api/models?limit=1")).status).toBe(401);
    });
  });

  it("should never write a password, a hash, a session id or the session secret to the log", async () => {
    const user = await createUser(db(), { password: "log-canary-password" });
    const c = client();
    await c.post("/api/login", { username: user.username, password: "log-canary-wrong" });
    await c.post("/api/login", { username: user.username, password: "log-canary-password" });
    await c.get("/api/user");
    await c.post("/api/register", { username: "x", password: "log-canary-short" });
    const log = logLines.join("");
    expect(log).toContain("sign-in refused");
    for (const secret of ["log-canary", "$argon2", TEST_SESSION_SECRET, c.cookies.get(SESSION.cookieName)!]) {
      expect(log).not.toContain(secret);
    }
  });
});
