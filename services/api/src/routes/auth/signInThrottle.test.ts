import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("sign-in throttling on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let server: TestServer;
  let now = new Date("2026-11-22T10:00:00Z");
  let ipCounter = 0;
  // Each client comes from its own address (the app trusts X-Forwarded-For here), so the per-IP
  // throttle of one test does not spill into the next.
  const client = () => new TestClient(server.url, { "x-forwarded-for": `203.0.113.${++ipCounter}` });
  const body = async (response: Response) => (await response.json()) as Record<string, unknown> & { message: string; user: Record<string, unknown> };

  beforeAll(async () => {
    server = await serveApp(db(), { clock: () => now, trustProxy: true });
  });
  afterAll(() => server.close());

  describe("POST /api/login", () => {
    it(`should throttle a username from one address after ${LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp} failures, right password or not, without locking out its owner elsewhere`, async () => {
      const user = await createUser(db());
      const guesser = client();
      for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp; i++) {
        expect((await guesser.post("/api/login", { username: user.username, password: `guess-${i}` })).status).toBe(401);
      }
      const blocked = await guesser.post("/api/login", { username: user.username, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect((await body(blocked)).message).toBe(AUTH_MESSAGES.rateLimited);
      expect((await client().post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
      const start = now;
      try {
        now = new Date(start.getTime() + LOGIN_RATE_LIMIT.windowMs + 1000);
        expect((await guesser.post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
      } finally {
        now = start;
      }
    });

    it(`should throttle a username after ${LOGIN_RATE_LIMIT.maxFailuresPerUsername} failures spread over many addresses`, async () => {
      const user = await createUser(db());
      for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerUsername; i++) {
        expect((await client().post("/api/login", { username: user.username, password: `guess-${i}` })).status).toBe(401);
      }
      expect((await client().post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(429);
    });

    it("should not let a burst of parallel guesses slip under the limit", async () => {
      const user = await createUser(db());
      const guesser = client();
      const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => guesser.post("/api/login", { username: user.username, password: `burst-${i}` }).then((r) => r.status)));
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp);
    });

    it(`should throttle an address after ${LOGIN_RATE_LIMIT.maxFailuresPerIp} failures across usernames, known or not`, async () => {
      const c = client();
      for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerIp; i++) {
        expect((await c.post("/api/login", { username: `spray-${ipCounter}-${i}`, password: "guess" })).status).toBe(401);
      }
      const user = await createUser(db());
      const blocked = await c.post("/api/login", { username: user.username, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      // Another address is not affected.
      expect((await client().post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    });

    it("should count the address the gateway saw, whatever X-Forwarded-For the client wrote before it", async () => {
      const gatewaySaw = `198.51.100.${++ipCounter}`;
      const spoofing = (i: number) => ({ "x-forwarded-for": `10.0.${ipCounter}.${i}, ${gatewaySaw}` });
      for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerIp; i++) {
        const attempt = new TestClient(server.url, spoofing(i));
        expect((await attempt.post("/api/login", { username: `spoof-${ipCounter}-${i}`, password: "guess" })).status).toBe(401);
      }
      const blocked = await new TestClient(server.url, spoofing(99)).post("/api/login", { username: "anyone", password: "guess" });
      expect(blocked.status).toBe(429);
    });
  });
});
