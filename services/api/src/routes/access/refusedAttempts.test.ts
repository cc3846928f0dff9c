import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_ACCESS_RATE_LIMIT } from "../../commands/shareThrottle.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createShare } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();
const { perAddress, perShareFromOneAddress, perShare, perShareFromOneAddressUnderAttack, windowMs } = SHARE_ACCESS_RATE_LIMIT;

// A refused share-access attempt (429) costs the database no row: 300 token previews from one address used
// to add 620. Two apps on one database stand for two API processes; the limits hold over both.
describe.each(dialects)("refused share-access attempts on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  const now = new Date("2026-11-22T10:00:00Z");
  let servers: TestServer[] = [];
  let addresses = 0;
  const address = () => `10.9.0.${++addresses}`;
  const from = (ip: string, server = 0) => new TestClient(servers[server]!.url, { "x-forwarded-for": ip });
  const marks = async () => Number((await db()("loginFailures").count({ count: "*" }).first())?.count ?? 0);
  const expectThrottled = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe(String(windowMs / 1000));
    expect(await response.json()).toEqual({ message: SHARING_MESSAGES.tooManyAttempts });
  };

  beforeAll(async () => {
    servers = await Promise.all([serveApp(db(), { clock: () => now, trustProxy: true }), serveApp(db(), { clock: () => now, trustProxy: true })]);
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it(`GET /api/call-sheet-access/:token should refuse an address past ${perAddress} unknown tokens over both processes without writing a mark`, async () => {
    const ip = address();
    for (let i = 0; i < perAddress; i++) expect((await from(ip, i % 2).get(SHARING_URLS.accessPreview(`tok${i}`))).status).toBe(404);
    const before = await marks();
    for (let i = 0; i < 30; i++) await expectThrottled(await from(ip, i % 2).get(SHARING_URLS.accessPreview(`flood${i}`)));
    expect(await marks()).toBe(before);
  });

  it(`POST /api/validate-call-sheet-credentials should refuse a share from one address past ${perShareFromOneAddress} guesses, right password or not, without writing a mark`, async () => {
    const sheet = await createCallSheet(db());
    const { email, password } = await createShare(db(), sheet.id);
    const ip = address();
    for (let i = 0; i < perShareFromOneAddress; i++) {
      expect((await from(ip, i % 2).post(SHARING_URLS.validateCredentials, { callSheetId: sheet.id, email, password: `guess-${i}` })).status).toBe(401);
    }
    const before = await marks();
    for (let i = 0; i < 10; i++) await expectThrottled(await from(ip, i % 2).post(SHARING_URLS.validateCredentials, { callSheetId: sheet.id, email, password }));
    expect(await marks()).toBe(before);
    expect((await from(address()).post(SHARING_URLS.validateCredentials, { callSheetId: sheet.id, email, password })).status).toBe(200);
  });

  it(`POST /api/call-sheet-access should hold a new address to ${perShareFromOneAddressUnderAttack} tries at a share under attack without writing a mark for the refused ones`, async () => {
    const sheet = await createCallSheet(db());
    const { token, email, password } = await createShare(db(), sheet.id);
    const attempt = (ip: string, guess: string, server = 0) => from(ip, server).post(SHARING_URLS.access, { token, email, password: guess });
    for (let n = 0; n < perShare / perShareFromOneAddress; n++) {
      const ip = address();
      for (let i = 0; i < perShareFromOneAddress; i++) expect((await attempt(ip, `guess-${n}-${i}`, i % 2)).status).toBe(401);
    }
    const ip = address();
    for (let i = 0; i < perShareFromOneAddressUnderAttack; i++) expect((await attempt(ip, `late-${i}`, i % 2)).status).toBe(401);
    const before = await marks();
    for (let i = 0; i < 10; i++) await expectThrottled(await attempt(ip, password, i % 2));
    expect(await marks()).toBe(before);
    expect((await attempt(address(), password)).status).toBe(200);
  });

  it("should answer 404, not a database error, from an address of any length the last proxy hop wrote", async () => {
    expect((await from(`2001:db8::${"a".repeat(300)}`).get(SHARING_URLS.accessPreview("no-such-token"))).status).toBe(404);
  });
});
