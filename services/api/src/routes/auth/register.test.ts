import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_MESSAGES } from "@repo/contracts/users/messages";
import { User } from "../../models/User.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("creating accounts on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let server: TestServer;
  const now = new Date("2026-11-22T10:00:00Z");
  let ipCounter = 0;
  // Each client comes from its own address (the app trusts X-Forwarded-For here), so the per-IP
  // throttle of one test does not spill into the next.
  const client = () => new TestClient(server.url, { "x-forwarded-for": `203.0.113.${++ipCounter}` });
  const body = async (response: Response) => (await response.json()) as Record<string, unknown> & { message: string; user: Record<string, unknown> };

  beforeAll(async () => {
    server = await serveApp(db(), { clock: () => now, trustProxy: true });
  });
  afterAll(() => server.close());

  describe("POST /api/register", () => {
    const signUp = (change: Record<string, unknown> = {}) => ({
      username: `novi${++ipCounter}`,
      password: "tajna123",
      email: `novi${ipCounter}@example.com`,
      fullName: "Nova Korisnica",
      phoneNumber: "+381 641234567",
      ...change,
    });

    it("should create a standard user with an argon2id hash and sign them in", async () => {
      const c = client();
      const input = signUp();
      const response = await c.post("/api/register", input);
      expect(response.status).toBe(201);
      const answer = await body(response);
      expect(answer.user).toMatchObject({ username: input.username, role: "user", userType: "standard", phoneNumber: "+381 641234567" });
      const stored = await User.query(db()).findOne({ username: input.username });
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await c.get("/api/user")).status).toBe(200);
    });

    it.each(["client", "team_member"])("should accept the user type %s", async (userType) => {
      const response = await client().post("/api/register", signUp({ userType }));
      expect(response.status).toBe(201);
      expect((await body(response)).user.userType).toBe(userType);
    });

    it.each([
      ["a username under 3 characters", { username: "ab" }, USER_MESSAGES.usernameMin],
      ["a username with spaces", { username: "two words" }, USER_MESSAGES.usernameSpaces],
      ["a password under 6 characters", { password: "12345" }, USER_MESSAGES.passwordMin],
      ["an invalid e-mail", { email: "not-an-email" }, USER_MESSAGES.emailInvalid],
      ["an empty full name", { fullName: "  " }, USER_MESSAGES.fullNameRequired],
      ["an unknown role", { role: "owner" }, USER_MESSAGES.roleInvalid],
      ["an unknown user type", { userType: "vip" }, USER_MESSAGES.userTypeInvalid],
      ["no username at all", { username: undefined }, USER_MESSAGES.usernameMin],
      ["a number as password", { password: 1234567 }, USER_MESSAGES.passwordMin],
    ])("should answer 400 for %s with the spec's message", async (_case, change, message) => {
      const input = signUp(change);
      const response = await client().post("/api/register", input);
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(message);
      if (typeof input.username === "string") expect(await User.query(db()).findOne({ username: input.username.toLowerCase() })).toBeUndefined();
    });

    it("should answer 409 for a username already taken, in any letter case, and keep the first account", async () => {
      const first = await createUser(db());
      const response = await client().post("/api/register", signUp({ username: first.username.toUpperCase() }));
      expect(response.status).toBe(409);
      expect((await body(response)).message).toBe(USER_MESSAGES.usernameTaken);
      expect(await User.query(db()).where({ username: first.username }).resultSize()).toBe(1);
    });

    it.each([
      ["role admin", { role: "admin" }],
      ["userType admin", { userType: "admin" }],
      ["both", { role: "admin", userType: "admin" }],
    ])("should refuse to create an admin from outside (%s) with 403 and create nothing", async (_case, change) => {
      const input = signUp(change);
      const response = await client().post("/api/register", input);
      expect(response.status).toBe(403);
      expect((await body(response)).message).toBe(USER_MESSAGES.adminNotAllowed);
      expect(await User.query(db()).findOne({ username: input.username })).toBeUndefined();
    });
  });
});
