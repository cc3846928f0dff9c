import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { accessResponseSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_ACCESS_RATE_LIMIT } from "../../commands/shareThrottle.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { ShareAccess } from "../../models/ShareAccess.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createShare } from "../../test/factories.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { requestFrom } from "../../test/fromAddress.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();
const HOUR = 60 * 60 * 1000;

describe.each(dialects)("share access, on %s", (dialect) => {
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

  describe("POST /api/call-sheet-access", () => {
    it("should grant the session the share's role on its sheet, and log the access with the client address", async () => {
      const sheet = await createCallSheet(db());
      const { share, token, password, email } = await createShare(db(), sheet.id, { role: "commenter" });
      const response = await client().post(SHARING_URLS.access, { token, email: ` ${email.toUpperCase()} `, password });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(accessResponseSchema.parse(await response.json())).toEqual({ role: "commenter", callSheetId: sheet.id });
      const log = await ShareAccess.query(db()).where({ shareId: share.id });
      expect(log.map((line) => [line.email, line.address])).toEqual([[email, `10.1.0.${addresses}`]]);
      expect((await CallSheetShare.query(db()).findById(share.id))?.lastAccessed).not.toBeNull();
    });

    it("should answer a wrong token, a wrong e-mail and a wrong password alike: 401 'Invalid credentials'", async () => {
      const sheet = await createCallSheet(db());
      const { token, password, email } = await createShare(db(), sheet.id);
      const other = await createShare(db(), sheet.id);
      const attempts = [
        { token: `${token.slice(0, -2)}xx`, email, password },
        { token, email: "someone.else@example.com", password },
        { token, email: other.email, password: other.password },
        { token, email, password: `${password}x` },
      ];
      for (const attempt of attempts) {
        const response = await client().post(SHARING_URLS.access, attempt);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: SHARING_MESSAGES.invalidCredentials });
      }
    });

    it("should answer the spec's messages for missing fields", async () => {
      const response = await client().post(SHARING_URLS.access, { token: " ", email: "not an e-mail", password: "" });
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: Array<{ path: string; message: string }> };
      expect(errors).toEqual(
        expect.arrayContaining([
          { path: "token", message: SHARING_MESSAGES.tokenRequired },
          { path: "email", message: SHARING_MESSAGES.emailInvalid },
          { path: "password", message: SHARING_MESSAGES.passwordRequired },
        ]),
      );
    });

    it("should refuse an expired share with the expired message, and end a session granted before it expired", async () => {
      const sheet = await createCallSheet(db());
      const { token, password, email } = await createShare(db(), sheet.id, { expiresAt: new Date(now.getTime() + HOUR) });
      const holder = client();
      expect((await holder.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
      expect((await holder.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(200);
      now = new Date(now.getTime() + 2 * HOUR);
      const refused = await client().post(SHARING_URLS.access, { token, email, password });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: SHARING_MESSAGES.expired });
      const ended = await holder.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`);
      expect(ended.status).toBe(403);
      expect(await ended.json()).toEqual({ message: SHARING_MESSAGES.expired });
      // The dead grant is gone from the session: from then on the caller holds nothing.
      expect((await holder.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(401);
    });

    it("should refuse a revoked share with the expired message, only to a caller who knows its password", async () => {
      const sheet = await createCallSheet(db());
      const { token, password, email } = await createShare(db(), sheet.id, { isActive: false });
      expect((await client().post(SHARING_URLS.access, { token, email, password })).status).toBe(403);
      expect((await client().post(SHARING_URLS.access, { token, email, password: "wrong-password" })).status).toBe(401);
    });

    it(`should answer 429 with Retry-After after ${SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress} guesses at one share from one address, even with the right password`, async () => {
      const sheet = await createCallSheet(db());
      const { token, password, email } = await createShare(db(), sheet.id);
      const guesser = client();
      const statuses = [];
      for (let i = 0; i < SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress + 2; i++) statuses.push((await guesser.post(SHARING_URLS.access, { token, email, password: `guess-${i}` })).status);
      expect(statuses.slice(0, SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress)).toEqual(Array(SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress).fill(401));
      expect(statuses.slice(SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress)).toEqual([429, 429]);
      const blocked = await guesser.post(SHARING_URLS.access, { token, email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBe(String(SHARE_ACCESS_RATE_LIMIT.windowMs / 1000));
      expect(await blocked.json()).toEqual({ message: SHARING_MESSAGES.tooManyAttempts });
      // The collaborator, from another address, still gets in.
      expect((await client().post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
    });

    it(`should let at most ${SHARE_ACCESS_RATE_LIMIT.perAddress} parallel guesses from one address through, spread over many tokens, and answer the rest 429`, async () => {
      const guesser = client();
      const statuses = await Promise.all(
        Array.from({ length: SHARE_ACCESS_RATE_LIMIT.perAddress + 5 }, (_, i) => guesser.post(SHARING_URLS.access, { token: `guess-token-${i}`, email: "a@example.com", password: "x" }).then((r) => r.status)),
      );
      // Each attempt is recorded before it is counted, so a parallel burst may be refused early, never let through late.
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SHARE_ACCESS_RATE_LIMIT.perAddress);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    });
  });

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

  describe("GET /api/call-sheet-access/:token", () => {
    it("should show the shoot's title for a live token, and 404 for an unknown, revoked or expired one", async () => {
      const sheet = await createCallSheet(db(), { shootingTitle: "Winter coats" });
      const live = await createShare(db(), sheet.id);
      const revoked = await createShare(db(), sheet.id, { isActive: false });
      const expired = await createShare(db(), sheet.id, { expiresAt: new Date(now.getTime() - 1000) });
      const preview = await client().get(SHARING_URLS.accessPreview(live.token));
      expect(preview.status).toBe(200);
      expect(await preview.json()).toEqual({ callSheetId: sheet.id, shootingTitle: "Winter coats" });
      for (const token of [revoked.token, expired.token, "no-such-token", "x".repeat(300)]) {
        const response = await client().get(SHARING_URLS.accessPreview(token));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: SHARING_MESSAGES.expired });
      }
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

  describe("the share-wide limit, from several addresses", () => {
    // Guessers on loopback addresses of their own (the server trusts no proxy header in these calls, so the
    // socket's address is the client's), each staying within the per-address limits.
    const guessers = SHARE_ACCESS_RATE_LIMIT.perShare / SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress;
    const address = (n: number) => `127.0.0.${5 + n}`;

    it(`should refuse every address with 429 once ${SHARE_ACCESS_RATE_LIMIT.perShare} guesses reached one share, not counting guesses refused at a guesser's own address`, async () => {
      const sheet = await createCallSheet(db());
      const { token, email, password } = await createShare(db(), sheet.id);
      const attempt = (from: string, guess: string) => requestFrom(server.url, from, "POST", SHARING_URLS.access, { token, email, password: guess });
      const guessesFrom = async (from: string, count: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < count; i++) statuses.push((await attempt(from, `guess-${i}`)).status);
        return statuses;
      };
      // The first guesser goes on past its own limit: those refusals must not use up the share's.
      expect(await guessesFrom(address(0), SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress + 5)).toEqual([...Array(SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress).fill(401), ...Array(5).fill(429)]);
      const others = await Promise.all(Array.from({ length: guessers - 1 }, (_, n) => guessesFrom(address(n + 1), SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress)));
      expect(others.flat()).toEqual(Array(SHARE_ACCESS_RATE_LIMIT.perShare - SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress).fill(401));

      const next = await attempt(address(guessers), "one-more-guess");
      expect(next.status).toBe(429);
      expect(next.headers["retry-after"]).toBe(String(SHARE_ACCESS_RATE_LIMIT.windowMs / 1000));
      expect(next.body).toEqual({ message: SHARING_MESSAGES.tooManyAttempts });
      // The share is locked for the window, for its collaborator too, at any address, right password or not ...
      expect((await attempt(address(guessers + 1), password)).status).toBe(429);
      // ... and open again once the window has passed.
      now = new Date(now.getTime() + SHARE_ACCESS_RATE_LIMIT.windowMs + 1000);
      expect((await attempt(address(guessers + 1), password)).status).toBe(200);
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
