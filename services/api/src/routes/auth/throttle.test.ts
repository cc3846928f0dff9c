import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { nginxBinary, startGateway, type TestGateway } from "../../test/gateway.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

/** A sign-in from a given loopback address (127.0.0.5, ...): the gateway puts it in X-Forwarded-For. */
function signInFrom(url: string, localAddress: string, path: string, username: string, password: string): Promise<number> {
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      { method: "POST", localAddress, agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe.skipIf(!nginxBinary()).each(dialects)("sign-in throttling through the gateway on %s", (dialect) => {
  const db = useTestDatabase(dialect);
  let server: TestServer;
  let gateway: TestGateway;
  beforeAll(async () => {
    server = await serveApp(db().db, { trustProxy: true });
    gateway = await startGateway(server.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await server?.close();
  });

  it.each([
    ["/api/login", "user", "standard", "127.0.0.5", "127.0.0.6"],
    ["/api/admin/login", "admin", "admin", "127.0.0.7", "127.0.0.8"],
  ] as const)("%s: a guesser throttled at one address should not lock the owner out at another", async (path, role, userType, guesserAddress, ownerAddress) => {
    const owner = await createUser(db().db, { role, userType });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresPerUsername + 10; i++) statuses.push(await signInFrom(gateway.url, guesserAddress, path, owner.username, `guess-${i}`));
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp);
    expect(statuses.slice(LOGIN_RATE_LIMIT.maxFailuresPerUsernameFromOneIp).every((status) => status === 429)).toBe(true);
    expect(await signInFrom(gateway.url, ownerAddress, path, owner.username, TEST_PASSWORD)).toBe(200);
  });
});
