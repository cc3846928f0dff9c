import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_ACCESS_RATE_LIMIT } from "../../commands/shareThrottle.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { ShareAccess } from "../../models/ShareAccess.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createShare } from "../../test/factories.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("share access by sheet, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  let now = new Date();
  // Each test its own client address, so the per-address throttle of one test leaves the others alone.
  let addresses = 0;
  const client = () => new TestClient(server.url, { "x-forwarded-for": `10.1.0.${++addresses}` });
  beforeAll(async () => {
    server = await serveApp(database().db, { clock: () => now, trustProxy: true });
  });
  afterAll(() => server?.close());
  const db = () => database().db;

  describe("POST /api/validate-call-sheet-credentials", () => {
    it("should grant with the sheet id, e-mail and password, and refuse the share of another sheet alike", async () => {
      const sheet = await createCallSheet(db());
      const otherSheet = await createCallSheet(db());
      const { password, email } = await createShare(db(), sheet.id, { role: "viewer" });
      const ok = await client().post(SHARING_URLS.validateCredentials, { callSheetId: sheet.id, email, password });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ role: "viewer", callSheetId: sheet.id });
      const wrongSheet = await client().post(SHARING_URLS.validateCredentials, { callSheetId: otherSheet.id, email, password });
      expect(wrongSheet.status).toBe(401);
      expect(await wrongSheet.json()).toEqual({ message: SHARING_MESSAGES.invalidCredentials });
    });

    it(`should answer 429 with Retry-After after ${SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress} guesses at one share from one address, even with the right password`, async () => {
      const sheet = await createCallSheet(db());
      const { password, email } = await createShare(db(), sheet.id);
      const guesser = client();
      for (let i = 0; i < SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress; i++) {
        expect((await guesser.post(SHARING_URLS.validateCredentials, { callSheetId: sheet.id, email, password: `guess-${i}` })).status).toBe(401);
      }
      const blocked = await guesser.post(SHARING_URLS.validateCredentials, { callSheetId: sheet.id, email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBe(String(SHARE_ACCESS_RATE_LIMIT.windowMs / 1000));
      expect(await blocked.json()).toEqual({ message: SHARING_MESSAGES.tooManyAttempts });
    });
  });

  describe("GET /api/check-call-sheet-auth/:id", () => {
    it("should tell a granted session its e-mail and role on its sheet, and nothing on another", async () => {
      const sheet = await createCallSheet(db());
      const otherSheet = await createCallSheet(db());
      const { token, password, email } = await createShare(db(), sheet.id, { role: "commenter" });
      const guest = client();
      expect(await (await guest.get(SHARING_URLS.checkAuth(sheet.id))).json()).toEqual({ authenticated: false, isAdmin: false, email: null, role: null });
      await guest.post(SHARING_URLS.access, { token, email, password });
      expect(await (await guest.get(SHARING_URLS.checkAuth(sheet.id))).json()).toEqual({ authenticated: true, isAdmin: false, email, role: "commenter" });
      expect(await (await guest.get(SHARING_URLS.checkAuth(otherSheet.id))).json()).toEqual({ authenticated: false, isAdmin: false, email: null, role: null });
    });
  });

  describe("grants of several sheets in one session", () => {
    it("should make the session a viewer of one sheet and a commenter of the other, and refuse a third with 403", async () => {
      const [first, second, third] = [await createCallSheet(db()), await createCallSheet(db()), await createCallSheet(db())];
      const a = await createShare(db(), first.id, { role: "viewer" });
      const b = await createShare(db(), second.id, { role: "commenter" });
      const guest = client();
      expect((await guest.post(SHARING_URLS.access, { token: a.token, email: a.email, password: a.password })).status).toBe(200);
      expect((await guest.post(SHARING_URLS.validateCredentials, { callSheetId: second.id, email: b.email, password: b.password })).status).toBe(200);
      expect((await (await guest.get(SHARING_URLS.checkAuth(first.id))).json()) as { role: string }).toMatchObject({ role: "viewer" });
      expect((await (await guest.get(SHARING_URLS.checkAuth(second.id))).json()) as { role: string }).toMatchObject({ role: "commenter" });
      expect((await guest.get(`${SHARING_URLS.getCallSheet}?callSheetId=${first.id}`)).status).toBe(200);
      expect((await guest.get(`${SHARING_URLS.getCallSheet}?callSheetId=${second.id}`)).status).toBe(200);
      const third403 = await guest.get(`${SHARING_URLS.getCallSheet}?callSheetId=${third.id}`);
      expect(third403.status).toBe(403);
      expect(await third403.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    });
  });

  describe("the access log of a sheet opened again with a granted session", () => {
    it("should get a line (and lastAccessed) when the session reads the sheet an hour or more after its last line, none within the hour", async () => {
      const sheet = await createCallSheet(db());
      const { share, token, email, password } = await createShare(db(), sheet.id, { role: "commenter" });
      const lines = async () => (await ShareAccess.query(db()).where({ shareId: share.id }).orderBy("id")).map((line) => [line.accessedAt, line.address]);
      const lastAccessed = async () => (await CallSheetShare.query(db()).findById(share.id))?.lastAccessed;
      const at = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);
      const start = now;
      const laptop = client();
      const laptopAddress = `10.1.0.${addresses}`;
      const read = async (session: TestClient, minutes: number) => {
        now = at(minutes);
        expect((await session.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(200);
      };
      const line = (minutes: number, address = laptopAddress) => [toDatabaseDateTime(at(minutes)), address];

      expect((await laptop.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
      // A reload storm within the hour of the line the credentials wrote: no line.
      for (const minutes of [0, 1, 30, 59]) await read(laptop, minutes);
      expect(await lines()).toEqual([line(0)]);
      expect(await lastAccessed()).toBe(toDatabaseDateTime(at(0)));

      // The same share opened on a phone at 0:59 (credentials: a line), then both sessions reading on: each has its own hour.
      const phone = client();
      expect((await phone.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
      const phoneAddress = `10.1.0.${addresses}`;
      await read(laptop, 61);
      await read(phone, 61);
      await read(laptop, 100);
      expect(await lines()).toEqual([line(0), line(59, phoneAddress), line(61)]);
      expect(await lastAccessed()).toBe(toDatabaseDateTime(at(61)));

      await read(phone, 119);
      await read(laptop, 121);
      expect(await lines()).toEqual([line(0), line(59, phoneAddress), line(61), line(119, phoneAddress), line(121)]);
      expect(await lastAccessed()).toBe(toDatabaseDateTime(at(121)));
    });
  });
});
