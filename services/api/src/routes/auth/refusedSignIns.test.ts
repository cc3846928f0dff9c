import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();
const { maxFailuresPerIp, maxFailuresPerUsernameFromOneIp, maxFailuresPerUsername } = LOGIN_RATE_LIMIT;

// A refused sign-in (429) costs the database no row: a flood from one address past its limit used to add
// two marks a request (1,000 requests, 2,020 rows). Two apps on one database stand for two API processes.
describe.each(dialects)("refused sign-ins on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  const now = new Date("2026-11-22T10:00:00Z");
  let servers: TestServer[] = [];
  let addresses = 0;
  const address = () => `198.51.100.${++addresses}`;
  const from = (ip: string, server = 0) => new TestClient(servers[server]!.url, { "x-forwarded-for": ip });
  const marks = async () => Number((await db()("loginFailures").count({ count: "*" }).first())?.count ?? 0);

  beforeAll(async () => {
    servers = await Promise.all([serveApp(db(), { clock: () => now, trustProxy: true }), serveApp(db(), { clock: () => now, trustProxy: true })]);
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it(`should refuse an address past ${maxFailuresPerIp} failures over both processes, with the same 429 as before, without writing a mark`, async () => {
    const ip = address();
    for (let i = 0; i < maxFailuresPerIp; i++) {
      expect((await from(ip, i % 2).post("/api/login", { username: `spray-${addresses}-${i}`, password: "guess" })).status).toBe(401);
    }
    const before = await marks();
    for (let i = 0; i < 30; i++) {
      const refused = await from(ip, i % 2).post("/api/login", { username: `flood-${addresses}-${i}`, password: "guess" });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBeNull();
      expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.rateLimited });
    }
    const admin = await from(ip, 1).post("/api/admin/login", { username: "someone", password: "guess" });
    expect(admin.status).toBe(429);
    expect(await admin.json()).toEqual({ message: AUTH_MESSAGES.adminRateLimited });
    expect(await marks()).toBe(before);
  });

  it(`should refuse a username from one address past ${maxFailuresPerUsernameFromOneIp} failures without writing a mark, and let its owner in from elsewhere`, async () => {
    const user = await createUser(db());
    const ip = address();
    for (let i = 0; i < maxFailuresPerUsernameFromOneIp; i++) {
      expect((await from(ip, i % 2).post("/api/login", { username: user.username, password: `guess-${i}` })).status).toBe(401);
    }
    const before = await marks();
    for (let i = 0; i < 10; i++) expect((await from(ip, i % 2).post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(429);
    expect(await marks()).toBe(before);
    expect((await from(address()).post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
  });

  it(`should refuse a username past ${maxFailuresPerUsername} failures from many addresses without writing a mark`, async () => {
    const user = await createUser(db());
    for (let i = 0; i < maxFailuresPerUsername; i++) {
      expect((await from(address(), i % 2).post("/api/login", { username: user.username, password: `guess-${i}` })).status).toBe(401);
    }
    const before = await marks();
    for (let i = 0; i < 10; i++) expect((await from(address(), i % 2).post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(429);
    expect(await marks()).toBe(before);
  });

  it("should not let a parallel burst slip under the limit, and leave no mark of the attempts it refused", async () => {
    const user = await createUser(db());
    const ip = address();
    const before = await marks();
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => from(ip, i % 2).post("/api/login", { username: user.username, password: `burst-${i}` }).then((r) => r.status)));
    const failures = statuses.filter((status) => status === 401).length;
    expect(failures).toBeLessThanOrEqual(maxFailuresPerUsernameFromOneIp);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - failures);
    // Each failure let through leaves its three marks (address, username from the address, username).
    expect(await marks()).toBe(before + 3 * failures);
  });

  it("should answer 401, not a database error, to a 100-character username that lower-casing lengthens", async () => {
    const username = "İ".repeat(100);
    for (const [path, message] of [
      ["/api/login", AUTH_MESSAGES.invalidCredentials],
      ["/api/admin/login", AUTH_MESSAGES.adminInvalidCredentials],
    ] as const) {
      const response = await from(address()).post(path, { username, password: "x" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message });
    }
  });

  it("should answer 401, not a database error, from an address of any length the last proxy hop wrote", async () => {
    const response = await from(`2001:db8::${"a".repeat(300)}`).post("/api/login", { username: "nobody-here", password: "x" });
    expect(response.status).toBe(401);
  });

  it("should count every spelling the database takes for one account as that account: 'ádmin' is refused once 'admin' is", async () => {
    const user = await createUser(db(), { username: `accent${process.pid}${addresses}` });
    const ip = address();
    for (let i = 0; i < maxFailuresPerUsernameFromOneIp; i++) {
      expect((await from(ip, i % 2).post("/api/login", { username: user.username, password: `guess-${i}` })).status).toBe(401);
    }
    // MariaDB's utf8mb4_unicode_ci finds the account for the accented spelling (a fresh budget before);
    // SQLite compares bytes: no account, so the right password is no use there either.
    const accented = await from(ip).post("/api/login", { username: user.username.replace("a", "á"), password: TEST_PASSWORD });
    expect(accented.status).toBe(dialect === "mysql" ? 429 : 401);
  });
});
