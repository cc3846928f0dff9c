import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES, PUBLIC_WRITE_RATE_LIMIT } from "@repo/contracts/api";
import { useTestDatabase } from "../test/databases.ts";
import { serveApp, type TestServer } from "../test/http.ts";

describe("the per-address limit on public writes", () => {
  const database = useTestDatabase("sqlite");
  let server: TestServer;
  let now = new Date("2026-06-01T09:00:00Z");
  beforeAll(async () => {
    // Behind the gateway (trustProxy), so each test can be its own client address.
    server = await serveApp(database().db, { trustProxy: true, clock: () => now });
  });
  afterAll(() => server?.close());

  const post = (path: string, address: string) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": address }, body: "{}" });

  it.each([
    ["/api/models", "203.0.113.10", "203.0.113.11"],
    ["/api/register", "203.0.113.20", "203.0.113.21"],
  ])(`POST %s should answer 429 with Retry-After after ${PUBLIC_WRITE_RATE_LIMIT.perAddress} from one address, and only for that address and window`, async (path, flooder, neighbour) => {
    const statuses = await Promise.all(Array.from({ length: PUBLIC_WRITE_RATE_LIMIT.perAddress }, () => post(path, flooder).then((r) => r.status)));
    expect(statuses.every((status) => status === 400)).toBe(true);
    const refused = await post(path, flooder);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(PUBLIC_WRITE_RATE_LIMIT.windowMs / 1000));
    expect(await refused.json()).toEqual({ message: API_MESSAGES.tooManyWrites });
    expect((await post(path, neighbour)).status).toBe(400);
    const start = now;
    now = new Date(start.getTime() + PUBLIC_WRITE_RATE_LIMIT.windowMs);
    expect((await post(path, flooder)).status).toBe(400);
  });
});
