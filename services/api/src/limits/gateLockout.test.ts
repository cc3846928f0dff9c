import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_ACCESS_RATE_LIMIT } from "../commands/shareThrottle.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createShare } from "../test/factories.ts";
import { requestFrom } from "../test/fromAddress.ts";
import { nginxBinary, startGateway, type TestGateway } from "../test/gateway.ts";
import { serveApp, type TestServer } from "../test/http.ts";

const dialects = await testDialects();
const { perShare, perShareFromOneAddress, perShareFromOneAddressUnderAttack, windowMs } = SHARE_ACCESS_RATE_LIMIT;
const GUESSERS = perShare / perShareFromOneAddress;

// Issue 23 §4: knowing a sheet id and a collaborator's e-mail must not be enough to lock the collaborator
// out. Every caller comes from a loopback address of its own (127.0.0.x) through the real gateway, which
// tells the API the client's address (X-Forwarded-For from the socket; the API trusts the gateway).
describe.skipIf(!nginxBinary()).each(dialects)("the gate under guessing from several addresses, through the gateway, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  let gateway: TestGateway;
  beforeAll(async () => {
    server = await serveApp(database().db, { trustProxy: true });
    gateway = await startGateway(server.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await server?.close();
  });

  // The two ways in: the invitation's link (token) and the shared view's form (sheet id + e-mail). `first`:
  // the first of the loopback addresses a reading uses, so the per-address limits of one leave the other alone.
  const readings = [
    { name: "POST /api/call-sheet-access (token)", first: 10, path: SHARING_URLS.access, body: (s: Credentials, password: string) => ({ token: s.token, email: s.email, password }) },
    { name: "POST /api/validate-call-sheet-credentials (sheet + e-mail)", first: 40, path: SHARING_URLS.validateCredentials, body: (s: Credentials, password: string) => ({ callSheetId: s.callSheetId, email: s.email, password }) },
  ];
  type Credentials = { token: string; email: string; password: string; callSheetId: number };

  it.each(readings)("$name: lets the collaborator in from a new address after 50 wrong guesses from 5, and keeps guessing bounded", async (reading) => {
    const sheet = await createCallSheet(database().db);
    const { token, email, password } = await createShare(database().db, sheet.id);
    const credentials = { token, email, password, callSheetId: sheet.id };
    const from = (n: number) => `127.0.0.${reading.first + n}`;
    const attempt = (n: number, guess: string) => requestFrom(gateway.url, from(n), "POST", reading.path, reading.body(credentials, guess));
    const statusesOf = async (n: number, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i++) statuses.push((await attempt(n, `guess-${n}-${i}`)).status);
      return statuses;
    };

    // 5 addresses, 10 wrong passwords each: 50 guesses, the share-wide count reached; each address is then refused.
    const guesses = await Promise.all(Array.from({ length: GUESSERS }, (_, n) => statusesOf(n, perShareFromOneAddress + 1)));
    for (const statuses of guesses) expect(statuses).toEqual([...Array(perShareFromOneAddress).fill(401), 429]);
    const refused = await attempt(0, password);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(windowMs / 1000));
    expect(refused.body).toEqual({ message: SHARING_MESSAGES.tooManyAttempts });

    // The collaborator, with the right password from an address of its own, gets in.
    const collaborator = await attempt(GUESSERS, password);
    expect(collaborator.status).toBe(200);
    expect(collaborator.body).toEqual({ role: "viewer", callSheetId: sheet.id });

    // Past the share-wide count, a new address is held to a few tries at this share: wrong ones refused (401),
    // then 429 whatever the password, before any password is checked.
    expect(await statusesOf(GUESSERS + 1, perShareFromOneAddressUnderAttack + 1)).toEqual([...Array(perShareFromOneAddressUnderAttack).fill(401), 429]);
    expect((await attempt(GUESSERS + 1, password)).status).toBe(429);
    // ... and a collaborator who mistypes once from yet another address still gets in.
    expect((await attempt(GUESSERS + 2, "a-typo")).status).toBe(401);
    expect((await attempt(GUESSERS + 2, password)).status).toBe(200);
  });
});
