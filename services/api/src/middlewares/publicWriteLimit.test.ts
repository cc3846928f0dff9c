import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES, PUBLIC_WRITE_RATE_LIMIT } from "@repo/contracts/api";
import { connectDatabase, type Database } from "../db/connect.ts";
import { createTestDatabase, testDialects, useTestDatabase, type TestDatabase } from "../test/databases.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcpProxy.ts";

const dialects = await testDialects();

const post = (url: string, path: string, address: string) =>
  fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": address }, body: "{}" });

describe.each(dialects)("the per-address limit on public writes on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  // Two apps on one database, as two API replicas behind the gateway (across real processes and nginx:
  // limits/acrossProcesses.test.ts).
  const servers: TestServer[] = [];
  let now = new Date("2026-06-01T09:00:00Z");
  beforeAll(async () => {
    // Behind the gateway (trustProxy), so each test can be its own client address.
    for (let replica = 0; replica < 2; replica++) servers.push(await serveApp(database().db, { trustProxy: true, clock: () => now }));
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it.each([
    ["/api/models", "203.0.113.10", "203.0.113.11"],
    ["/api/register", "203.0.113.20", "203.0.113.21"],
  ])(`POST %s should answer 429 with Retry-After after ${PUBLIC_WRITE_RATE_LIMIT.perAddress} from one address over both replicas, and only for that address and window`, async (path, flooder, neighbour) => {
    const statuses = await Promise.all(Array.from({ length: PUBLIC_WRITE_RATE_LIMIT.perAddress }, (_, index) => post(servers[index % 2]!.url, path, flooder).then((r) => r.status)));
    expect(statuses.every((status) => status === 400)).toBe(true);
    for (const server of servers) {
      const refused = await post(server.url, path, flooder);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe(String(PUBLIC_WRITE_RATE_LIMIT.windowMs / 1000));
      expect(await refused.json()).toEqual({ message: API_MESSAGES.tooManyWrites });
    }
    const counter = await database().db("rateLimits").where({ subject: `POST ${path} ${flooder}` }).first();
    expect(counter).toMatchObject({ hits: PUBLIC_WRITE_RATE_LIMIT.perAddress + 2 });
    expect((await post(servers[0]!.url, path, neighbour)).status).toBe(400);

    // Retry-After counts down with the app's clock, to the window's end.
    const start = now;
    now = new Date(start.getTime() + PUBLIC_WRITE_RATE_LIMIT.windowMs - 61_500);
    expect((await post(servers[1]!.url, path, flooder)).headers.get("retry-after")).toBe("62");
    now = new Date(start.getTime() + PUBLIC_WRITE_RATE_LIMIT.windowMs);
    expect((await post(servers[1]!.url, path, flooder)).status).toBe(400);
    expect(await database().db("rateLimits").where({ subject: `POST ${path} ${flooder}` }).first()).toMatchObject({ hits: 1 });
  });

  it("should not count other calls", async () => {
    const address = "203.0.113.30";
    expect((await fetch(`${servers[0]!.url}/api/health`, { headers: { "x-forwarded-for": address } })).status).toBe(200);
    expect((await post(servers[0]!.url, "/api/login", address)).status).toBe(400);
    expect(await database().db("rateLimits").where("subject", "like", `%${address}`)).toEqual([]);
  });
});

// Fail closed: a count that cannot be taken lets nothing through (MariaDB behind a proxy the test cuts).
describe.skipIf(!dialects.includes("mysql"))("public writes while the database cannot be reached", () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let apiDb: Database;
  let server: TestServer;
  beforeAll(async () => {
    testDb = await createTestDatabase("mysql");
    const direct = new URL(testDb.database.client === "mysql" ? testDb.database.url : "");
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    const proxied = new URL(direct);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    apiDb = connectDatabase({ client: "mysql", url: proxied.toString() }, pino({ level: "silent" }));
    server = await serveApp(apiDb, { trustProxy: true });
  });
  afterAll(async () => {
    await server?.close();
    await apiDb?.destroy();
    await proxy?.close();
    await testDb?.drop();
  });

  it("should answer 503 with Retry-After, not let the write through, and count again once the database is back", async () => {
    expect((await post(server.url, "/api/register", "203.0.113.40")).status).toBe(400);
    await proxy.cut();
    for (const path of ["/api/models", "/api/register"]) {
      const response = await post(server.url, path, "203.0.113.40");
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ message: API_MESSAGES.serviceUnavailable });
    }
    await proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 400; attempt++) {
      status = (await post(server.url, "/api/register", "203.0.113.40")).status;
      if (status !== 400) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(400);
    expect(await testDb.db("rateLimits").where({ subject: "POST /api/register 203.0.113.40" }).first()).toMatchObject({ hits: 2 });
  });
});
