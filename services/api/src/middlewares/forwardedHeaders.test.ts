import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { useTestDatabase } from "../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../test/factories.ts";
import { nginxBinary, startGateway, type TestGateway } from "../test/gateway.ts";
import { serve, serveApp, TEST_SESSION_SECRET, type TestServer } from "../test/http.ts";
import { createApp } from "../app.ts";
import pino from "pino";

type Answer = { status: number; headers: http.IncomingHttpHeaders };

/** A POST from a chosen loopback address with exactly these headers (fetch would refuse to set Origin or Host). */
function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}, localAddress = "127.0.0.1"): Promise<Answer> {
  const bytes = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      { method: "POST", localAddress, agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(bytes), ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on("error", reject);
    request.end(bytes);
  });
}

const secureCookie = (answer: Answer) => (answer.headers["set-cookie"] ?? []).some((line) => line.startsWith("connect.sid=") && /;\s*secure/i.test(line));

describe.skipIf(!nginxBinary())("forwarded headers through the gateway", () => {
  const database = useTestDatabase("sqlite");
  let server: TestServer;
  let plain: TestGateway;
  let behindFrontProxy: TestGateway;
  beforeAll(async () => {
    server = await serveApp(database().db, { trustProxy: true });
    plain = await startGateway(server.url);
    // 127.0.0.9 plays the TLS-terminating front proxy.
    behindFrontProxy = await startGateway(server.url, { GATEWAY_TRUSTED_PROXIES: "127.0.0.9" });
  });
  afterAll(async () => {
    await plain?.close();
    await behindFrontProxy?.close();
    await server?.close();
  });

  it("should refuse an Origin the client matched with its own X-Forwarded-Host", async () => {
    const answer = await post(plain.url, "/api/logout", {}, { origin: "http://evil.example", "x-forwarded-host": "evil.example" });
    expect(answer.status).toBe(403);
  });

  it("should refuse an Origin of the right host with the wrong scheme, and accept the page's own origin", async () => {
    expect((await post(plain.url, "/api/logout", {}, { origin: `https://127.0.0.1:${plain.port}` })).status).toBe(403);
    expect((await post(plain.url, "/api/logout", {}, { origin: `http://127.0.0.1:${plain.port}` })).status).toBe(200);
  });

  it("should ignore X-Forwarded-Proto from a client: no Secure cookie, no HSTS over plain HTTP", async () => {
    const user = await createUser(database().db);
    const answer = await post(plain.url, "/api/login", { username: user.username, password: TEST_PASSWORD }, { "x-forwarded-proto": "https" });
    expect(answer.status).toBe(200);
    expect(secureCookie(answer)).toBe(false);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  it("should believe the configured front proxy's X-Forwarded-Proto: Secure cookie and HSTS", async () => {
    const user = await createUser(database().db);
    const viaFront = await post(behindFrontProxy.url, "/api/login", { username: user.username, password: TEST_PASSWORD }, { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.1" }, "127.0.0.9");
    expect(viaFront.status).toBe(200);
    expect(secureCookie(viaFront)).toBe(true);
    expect(viaFront.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    const notFront = await post(behindFrontProxy.url, "/api/login", { username: user.username, password: TEST_PASSWORD }, { "x-forwarded-proto": "https" }, "127.0.0.10");
    expect(secureCookie(notFront)).toBe(false);
    expect(notFront.headers["strict-transport-security"]).toBeUndefined();
  });

  it("should tell clients behind the front proxy apart by the address it forwards, and trust it from no one else", async () => {
    for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerIp; i++) {
      expect((await post(behindFrontProxy.url, "/api/login", { username: `front-${i}`, password: "guess" }, { "x-forwarded-for": "203.0.113.7" }, "127.0.0.9")).status).toBe(401);
    }
    expect((await post(behindFrontProxy.url, "/api/login", { username: "front-x", password: "guess" }, { "x-forwarded-for": "203.0.113.7" }, "127.0.0.9")).status).toBe(429);
    expect((await post(behindFrontProxy.url, "/api/login", { username: "front-y", password: "guess" }, { "x-forwarded-for": "203.0.113.8" }, "127.0.0.9")).status).toBe(401);
    // A client that is not the front proxy cannot pick its address with the header.
    for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerIp; i++) {
      await post(behindFrontProxy.url, "/api/login", { username: `spoof-${i}`, password: "guess" }, { "x-forwarded-for": `198.51.100.${i}` }, "127.0.0.11");
    }
    expect((await post(behindFrontProxy.url, "/api/login", { username: "spoof-x", password: "guess" }, { "x-forwarded-for": "198.51.100.200" }, "127.0.0.11")).status).toBe(429);
  });
});

describe("PUBLIC_ORIGINS", () => {
  const database = useTestDatabase("sqlite");
  let server: TestServer;
  beforeAll(async () => {
    const config = { trustProxy: false, sessionSecret: TEST_SESSION_SECRET, publicOrigins: ["https://talent.example.com", "https://talent.example.com:8443"] };
    server = await serve(createApp({ db: database().db, logger: pino({ level: "silent" }), clock: () => new Date(), config }));
  });
  afterAll(() => server?.close());

  it("should accept exactly the configured origins: scheme, host and port", async () => {
    expect((await post(server.url, "/api/logout", {}, { origin: "https://talent.example.com" })).status).toBe(200);
    expect((await post(server.url, "/api/logout", {}, { origin: "https://talent.example.com:8443" })).status).toBe(200);
    for (const origin of ["http://talent.example.com", "https://talent.example.com:444", "https://evil.example", new URL(server.url).origin, "null"]) {
      expect((await post(server.url, "/api/logout", {}, { origin })).status).toBe(403);
    }
  });
});
