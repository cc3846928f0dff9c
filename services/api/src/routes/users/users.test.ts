import { beforeAll, describe, expect, it } from "vitest";
import { USER_SEARCH_LIMIT } from "@repo/contracts/users/constants";
import { USER_MESSAGES } from "@repo/contracts/users/messages";
import { User } from "../../models/User.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("team members and clients on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await serveApp(db());
    const account = await createUser(db(), { role: "admin", userType: "admin", fullName: "Glavni Administrator" });
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: account.username, password: TEST_PASSWORD })).status).toBe(200);
    await createUser(db(), { userType: "team_member", fullName: "Đorđe Šaković", email: "djordje@studio.rs" });
    await createUser(db(), { userType: "team_member", fullName: "Ana Anić" });
    await createUser(db(), { userType: "client", fullName: "Klijent Doo" });
    await createUser(db(), { userType: "standard", fullName: "Obična Korisnica" });
    return () => server.close();
  });

  type SearchAnswer = { success: boolean; users: Array<Record<string, unknown>>; message?: string };
  const search = async (query: string) => {
    const response = await admin.get(`/api/users/search?${query}`);
    return { status: response.status, answer: (await response.json()) as SearchAnswer };
  };

  describe("GET /api/users/search", () => {
    it("should list team members only, with id, fullName, email, username and userType and nothing else", async () => {
      const { status, answer } = await search("type=team_member");
      expect(status).toBe(200);
      expect(answer.success).toBe(true);
      expect(answer.users.map((user) => user.fullName)).toEqual(["Ana Anić", "Đorđe Šaković"]);
      for (const user of answer.users) expect(Object.keys(user).sort()).toEqual(["email", "fullName", "id", "userType", "username"]);
    });

    it("should find people case- and accent-insensitively", async () => {
      expect((await search("type=team_member&query=DJORDJE")).answer.users.map((user) => user.fullName)).toEqual(["Đorđe Šaković"]);
      expect((await search("type=team_member&query=šako")).answer.users).toHaveLength(1);
      expect((await search("type=team_member&query=studio.rs")).answer.users).toHaveLength(1);
    });

    it("should treat % and _ in the query as text, not wildcards", async () => {
      expect((await search("type=all_registered&query=%25")).answer.users).toEqual([]);
      expect((await search("type=all_registered&query=_")).answer.users).toEqual([]);
    });

    it("should find the admin with type=admin (how the console finds its admin user) and leave admins out of all_registered", async () => {
      expect((await search("query=admin&type=admin")).answer.users.map((user) => user.userType)).toEqual(["admin"]);
      const all = (await search("type=all_registered")).answer.users;
      expect(all.map((user) => user.userType).sort()).toEqual(["client", "standard", "team_member", "team_member"]);
    });

    it("should list clients with type=client", async () => {
      expect((await search("type=client")).answer.users.map((user) => user.fullName)).toEqual(["Klijent Doo"]);
    });

    it(`should answer at most ${USER_SEARCH_LIMIT} people`, async () => {
      for (let i = 0; i < USER_SEARCH_LIMIT + 2; i++) await createUser(db(), { userType: "client", fullName: `Bulk Client ${i}` });
      expect((await search("type=client&query=bulk")).answer.users).toHaveLength(USER_SEARCH_LIMIT);
    });

    it.each(["type=owner", "type=client&type=admin", `query=${"x".repeat(101)}`])("should answer 400 for %s", async (query) => {
      const { status, answer } = await search(query);
      expect(status).toBe(400);
      expect(answer.message).toBeTruthy();
    });
  });

  describe("POST /api/users (the /register-user form)", () => {
    const staff = (change: Record<string, unknown> = {}) => ({
      username: `crew${Math.random().toString(36).slice(2, 8)}`,
      password: "secret1",
      email: "crew@example.com",
      fullName: "Marko Marković",
      phoneNumber: "+381 601234567",
      jobTitle: "Director of Photography",
      ...change,
    });

    it("should register a team member by default, with the job title, and leave the admin signed in as the admin", async () => {
      const input = staff();
      const response = await admin.post("/api/users", input);
      expect(response.status).toBe(201);
      const { user } = (await response.json()) as { user: Record<string, unknown> };
      expect(user).toMatchObject({ username: input.username, userType: "team_member", role: "user", jobTitle: "Director of Photography" });
      expect(((await (await admin.get("/api/user")).json()) as { user: { role: string } }).user.role).toBe("admin");
      expect((await User.query(db()).findOne({ username: input.username }))!.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it("should ignore a role smuggled into the body: the account is a plain user", async () => {
      const input = staff({ role: "admin" });
      expect((await admin.post("/api/users", input)).status).toBe(201);
      expect((await User.query(db()).findOne({ username: input.username }))!.role).toBe("user");
    });

    it("should register a client, stored as a client with every field of the form", async () => {
      const input = staff({ userType: "client", email: "klijent@example.com", fullName: "Klijent Novi", phoneNumber: "+381 641112223", jobTitle: "Producer" });
      const response = await admin.post("/api/users", input);
      expect(response.status).toBe(201);
      const { user } = (await response.json()) as { user: Record<string, unknown> };
      expect(user).toMatchObject({ username: input.username, userType: "client", role: "user" });
      const stored = await User.query(db()).findOne({ username: input.username });
      expect(stored).toMatchObject({ userType: "client", role: "user", email: "klijent@example.com", fullName: "Klijent Novi", jobTitle: "Producer" });
      expect(stored!.phoneNumber).toMatch(/641112223/);
      expect((await search("type=client&query=klijent novi")).answer.users.map((found) => found.username)).toEqual([input.username]);
    });

    it.each([
      [{ userType: "admin" }, USER_MESSAGES.userTypeInvalid],
      [{ userType: "standard" }, USER_MESSAGES.userTypeInvalid],
      [{ password: "123" }, USER_MESSAGES.passwordMin],
      [{ email: "nope" }, USER_MESSAGES.emailInvalid],
    ])("should answer 400 for %j", async (change, message) => {
      const response = await admin.post("/api/users", staff(change));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    });

    it("should answer 409 for a taken username", async () => {
      const input = staff();
      expect((await admin.post("/api/users", input)).status).toBe(201);
      const again = await admin.post("/api/users", { ...input, email: "other@example.com" });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toBe(USER_MESSAGES.usernameTaken);
    });
  });
});
