import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import { connectDatabase, type Database } from "../db/connect.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcpProxy.ts";

const dialects = await testDialects();
const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

// Fail closed: a limit that cannot be counted lets nothing through. MariaDB sits behind a loopback proxy the
// test cuts and restores; the test reads the database around the proxy to see what was counted.
describe.skipIf(!dialects.includes("mysql"))("every limit while the database cannot be reached", () => {
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
    server = await serveApp(apiDb);
    await createUser(testDb.db, { username: "outage-user" });
  });
  afterAll(async () => {
    await server?.close();
    await apiDb?.destroy();
    await proxy?.close();
    await testDb?.drop();
  });

  const calls: Array<[string, () => Promise<Response>]> = [
    ["an application", () => fetch(`${server.url}/api/models`, json({}))],
    ["a sign-up", () => fetch(`${server.url}/api/register`, json({}))],
    ["a sign-in with the right password", () => fetch(`${server.url}/api/login`, json({ username: "outage-user", password: TEST_PASSWORD }))],
    ["a share link", () => fetch(`${server.url}/api/call-sheet-access/some-token`)],
  ];

  it("should answer 503 with Retry-After to every limited call, let none through, and count again once the database is back", async () => {
    await proxy.cut();
    for (const [, call] of calls) {
      const response = await call();
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ message: API_MESSAGES.serviceUnavailable });
    }
    expect(await testDb.db("rateLimits")).toEqual([]);
    expect(await testDb.db("loginFailures")).toEqual([]);

    await proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 400; attempt++) {
      status = (await calls[1]![1]()).status;
      if (status !== 400) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(400);
    expect((await calls[2]![1]()).status).toBe(200);
    expect(await testDb.db("rateLimits").where({ subject: "POST /api/register 127.0.0.1" }).first()).toMatchObject({ hits: 1 });
  });
});
