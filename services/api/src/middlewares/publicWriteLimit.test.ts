import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_WRITE_RATE_LIMIT } from "@repo/contracts/common/constants";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { serveApp, type TestServer } from "../test/http.ts";

const dialects = await testDialects();

const post = (url: string, path: string, address: string) =>
  fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": address }, body: "{}" });

describe.each(dialects)("the per-address limit on public writes on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  // Two apps on one database, as two API replicas behind the gateway (across real processes and nginx:
  // limits/acrossProcesses.test.ts; with the database down: limits/outage.test.ts).
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
    // Each replica counted its first refusal; past it, each refuses the address on its own until the window
    // ends (the count could only grow), so a flood costs no more queries.
    for (const server of servers) expect((await post(server.url, path, flooder)).status).toBe(429);
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
