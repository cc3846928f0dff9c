import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../test/client.ts";
import { createTestDatabase, testDialects, type TestDatabase } from "../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { makeJpeg, toDataUrl } from "../test/images.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcpProxy.ts";
import { connectDatabase, type Database } from "./connect.ts";

const dialects = await testDialects();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The API reaches MariaDB through a loopback proxy the test cuts and restores; the test reads the
// database directly, around the proxy, to see what was really stored.
describe.skipIf(!dialects.includes("mysql"))("a database outage (MariaDB behind a proxy the test cuts)", () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let apiDb: Database;
  let server: TestServer;
  let admin: TestClient;
  let photo = "";
  let sequence = 0;
  const registrations: Array<{ email: string; status: number }> = [];
  let registering = true;

  const register = async () => {
    const email = `outage${++sequence}@example.com`;
    const body = {
      fullName: "Outage Tester",
      email,
      gender: "female",
      city: "Novi Sad",
      country: "Serbia",
      phoneNumber: "+381 641234567",
      dateOfBirth: "1998-02-28",
      photoPath: photo,
      instagramHandle: "@outage",
      facebookHandle: "",
      tiktokHandle: "",
      termsAccepted: true,
    };
    const response = await fetch(`${server.url}/api/models`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    registrations.push({ email, status: response.status });
    return response;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase("mysql");
    const direct = new URL(testDb.database.client === "mysql" ? testDb.database.url : "");
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    const proxied = new URL(direct);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    apiDb = connectDatabase({ client: "mysql", url: proxied.toString() }, pino({ level: "silent" }));
    // Two applicants in a loop send hundreds of applications from one address: no per-address limit here.
    server = await serveApp(apiDb, { publicWritesPerAddress: 0 });
    photo = toDataUrl(await makeJpeg(64, 48));
    await createUser(testDb.db, { username: "outage-admin", role: "admin", userType: "admin" });
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: "outage-admin", password: TEST_PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    registering = false;
    await server?.close();
    await apiDb?.destroy();
    await proxy?.close();
    await testDb?.drop();
  });

  it("should answer 503 with Retry-After while cut, health from the process alone, recover without a restart, and lose no accepted registration", async () => {
    // Applicants keep registering, two at a time, before, during and after the cut.
    const applicants = [0, 1].map(async () => {
      while (registering) await register().catch(() => registrations.push({ email: "", status: 0 }));
    });
    await sleep(500);

    await proxy.cut();
    await sleep(200);
    const during = {
      health: await fetch(`${server.url}/api/health`),
      healthWithCookie: await admin.get("/api/health"),
      ready: await fetch(`${server.url}/api/ready`),
      readyWithCookie: await admin.get("/api/ready"),
      list: await admin.get("/api/models"),
      login: await new TestClient(server.url).post("/api/login", { username: "someone", password: "some-password" }),
      registration: await register(),
    };
    const statuses = Object.fromEntries(Object.entries(during).map(([name, response]) => [name, response.status]));
    process.stdout.write(`[outage] statuses during the cut: ${JSON.stringify(statuses)}\n`);
    expect(statuses).toEqual({ health: 200, healthWithCookie: 200, ready: 503, readyWithCookie: 503, list: 503, login: 503, registration: 503 });
    for (const name of ["list", "login", "registration", "readyWithCookie"] as const) {
      expect(during[name].headers.get("retry-after")).toBe("5");
      expect(((await during[name].json()) as { message: string }).message).toMatch(/database/);
    }
    await sleep(1_000);

    await proxy.restore();
    const restored = performance.now();
    while ((await fetch(`${server.url}/api/ready`)).status !== 200) await sleep(50);
    while ((await admin.get("/api/models")).status !== 200) await sleep(50);
    const recoveryMs = Math.round(performance.now() - restored);
    await sleep(500);
    registering = false;
    await Promise.all(applicants);

    const accepted = registrations.filter((r) => r.status === 201).map((r) => r.email);
    const stored = new Set((await testDb.db("models").whereIn("email", accepted).select("email")).map((row: { email: string }) => row.email));
    const byStatus = registrations.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
    process.stdout.write(`[outage] recovered ${recoveryMs} ms after the restore; registrations by status ${JSON.stringify(byStatus)}; accepted ${accepted.length}, stored ${stored.size}\n`);
    expect(recoveryMs).toBeLessThan(5_000);
    expect(Object.keys(byStatus).sort()).toEqual(["201", "503"]);
    expect(stored.size).toBe(accepted.length);
  });
});
