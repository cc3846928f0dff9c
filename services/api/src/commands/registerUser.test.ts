import { beforeAll, describe, expect, it } from "vitest";
import { USER_LIMITS } from "@repo/contracts/users/constants";
import { USER_MESSAGES } from "@repo/contracts/users/messages";
import { usernameSkeleton } from "../lib/usernameSkeleton.ts";
import { User } from "../models/User.ts";
import { TestClient } from "../test/client.ts";
import { emailOfLength } from "../test/abuse/values.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { serveAsAdmin } from "../test/signedInAdmin.ts";
import type { TestServer } from "../test/http.ts";

const dialects = await testDialects();

/**
 * registerUser (POST /api/register, POST /api/users) with text that grows when lower-cased or normalized for
 * search: "İ" lower-cases to "i" and a combining dot, "ß" normalizes to "ss". The schema counts a field
 * before either; MariaDB counts what is stored (SQLite stores anything, so only MariaDB answered 500).
 */
describe.each(dialects)("registering a user whose fields grow when stored, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    ({ server, client: admin } = await serveAsAdmin(db(), { publicWritesPerAddress: 0 }));
    return () => server.close();
  });

  let sequence = 0;
  const account = (username: string, fields: { fullName?: string; email?: string } = {}) => ({
    username,
    password: "a-good-password",
    email: fields.email ?? `grower${++sequence}@example.com`,
    fullName: fields.fullName ?? "Growing Name",
  });
  const calls = [
    ["POST /api/register", (body: object) => new TestClient(server.url).post("/api/register", body)],
    ["POST /api/users", (body: object) => admin.post("/api/users", body)],
  ] as const;

  it.each(calls)("%s should refuse a username that lower-cases past 100 characters with 400 and the schema's too-long message", async (_call, send) => {
    const username = "İ".repeat(USER_LIMITS.usernameMax);
    expect(username.toLowerCase()).toHaveLength(2 * USER_LIMITS.usernameMax);
    const response = await send(account(username));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: USER_MESSAGES.tooLong });
    expect(await User.query(db()).findOne({ username: username.toLowerCase() })).toBeUndefined();
  });

  // "ﷺ" is one letter whose compatibility form (the skeleton starts with NFKC) is 18; "㌀" is 5.
  it.each(calls.flatMap(([call, send]) => ["\uFDFA".repeat(23), "\u3300".repeat(USER_LIMITS.usernameMax)].map((username) => [call, username, send] as const)))(
    "%s should refuse a username whose look-alike skeleton outgrows its column with 400 and the too-long message",
    async (_call, username, send) => {
      expect(Array.from(usernameSkeleton(username)).length).toBeGreaterThan(400);
      const response = await send(account(username));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: USER_MESSAGES.tooLong });
    },
  );

  it("should take a username that lower-cases to exactly 100 characters, and its owner signs in with it as typed", async () => {
    const username = `${"İ".repeat(49)}ab`;
    expect(Array.from(username.toLowerCase())).toHaveLength(USER_LIMITS.usernameMax);
    const response = await calls[0][1](account(username));
    expect(response.status).toBe(201);
    expect((await User.query(db()).findOne({ username: username.toLowerCase() }))?.fullName).toBe("Growing Name");
    const owner = new TestClient(server.url);
    expect((await owner.post("/api/login", { username, password: "a-good-password" })).status).toBe(200);
  });

  it.each(calls)("%s should take a 100-character username, a 255-'ß' name and a 254-character e-mail, and the user search still finds each", async (call, send) => {
    const email = emailOfLength(254);
    const username = `${call.endsWith("users") ? "u" : "r"}${"ß".repeat(USER_LIMITS.usernameMax - 1)}`;
    const fullName = "ß".repeat(USER_LIMITS.fullNameMax);
    const response = await send(account(username, { fullName, email }));
    expect(response.status).toBe(201);
    const stored = await User.query(db()).findOne({ username });
    expect(stored).toMatchObject({ fullName, email });
    const found = async (query: string) => {
      const answer = await admin.get(`/api/users/search?type=all_registered&query=${encodeURIComponent(query)}`);
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { users: Array<{ username: string }> }).users.map((user) => user.username);
    };
    expect(await found(username)).toEqual([username]);
    expect(await found(email.slice(-100))).toContain(username);
    // A name query at the search's 100-character maximum: the name's key keeps its first 255 characters.
    expect(await found("ß".repeat(100))).toContain(username);
  });
});
