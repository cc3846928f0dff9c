import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_MESSAGES } from "@repo/contracts/users/messages";
import { usernameSkeleton } from "../../lib/usernameSkeleton.ts";
import { User } from "../../models/User.ts";
import { TestClient } from "../../test/client.ts";
import { createTestDatabase, testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("usernames that look like another on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  beforeAll(async () => {
    server = await serveApp(database().db);
    await createUser(database().db, { username: "casting" });
  });
  afterAll(() => server?.close());

  const register = (username: string, fullName = "Someone Else") =>
    new TestClient(server.url).post("/api/register", { username, password: "a-good-password", email: `${Math.random()}@example.com`, fullName });

  it.each([
    ["Cyrillic с and а", "саsting"],
    ["Ukrainian і", "castіng"],
    ["dotless ı", "castıng"],
    ["fullwidth letters", "ｃａｓｔｉｎｇ"],
  ])("POST /api/register should refuse a look-alike (%s) of a taken username with 409", async (_name, lookAlike) => {
    const response = await register(lookAlike);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: USER_MESSAGES.usernameConfusable });
    // Compared here, not in SQL: MySQL's collation would call some of these equal to "casting" itself.
    expect((await User.query(database().db)).map((user) => user.username)).not.toContain(lookAlike.toLowerCase());
  });

  it("should refuse a username with a zero-width space or a right-to-left override with 400 and the message", async () => {
    for (const hidden of ["casting\u200B", "\u202Egnitsac"]) {
      const response = await register(hidden);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(USER_MESSAGES.invisibleCharacters);
    }
  });

  it("should still say 'taken' for the same name in other letter case, and accept a name that only differs", async () => {
    expect(((await (await register("CASTING")).json()) as { message: string }).message).toBe(USER_MESSAGES.usernameTaken);
    expect((await register("casting-crew", "Žana Đurić")).status).toBe(201);
    const stored = await User.query(database().db).findOne({ username: "casting-crew" });
    expect(stored?.usernameSkeleton).toBe(usernameSkeleton("casting-crew"));
  });

  it("should refuse a NUL in the full name with 400", async () => {
    expect((await register("nul-in-name", "Ana\u0000")).status).toBe(400);
  });
});

describe.each(dialects)("the username skeleton migration on %s", (dialect) => {
  it("should give users that existed before it their skeleton", async () => {
    const testDb = await createTestDatabase(dialect);
    try {
      // Back to just before the skeleton's migration (later migrations go first, one at a time).
      while ((await testDb.db.migrate.currentVersion()) >= "20261124001300") await testDb.db.migrate.down();
      await testDb.db("users").insert({ username: "аdmin", passwordHash: "x", email: "a@example.com", fullName: "A", role: "user", userType: "standard", searchText: "", createdAt: "2026-01-01 00:00:00", updatedAt: "2026-01-01 00:00:00" });
      await testDb.db.migrate.latest();
      const row = (await testDb.db("users").where({ username: "аdmin" }).first()) as { usernameSkeleton: string };
      expect(row.usernameSkeleton).toBe(usernameSkeleton("admin"));
    } finally {
      await testDb.drop();
    }
  });
});
