import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { invitationEndedSchema } from "@repo/contracts/sharing/collaborators";
import { accessResponseSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_ACCESS_RATE_LIMIT } from "../../commands/shareThrottle.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { ShareAccess } from "../../models/ShareAccess.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createShare } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();
const HOUR = 60 * 60 * 1000;

describe.each(dialects)("share access by token, on %s", (dialect) => {
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

    it("should make the last collaborator who signed in on a shared browser the one who reads and comments on that sheet", async () => {
      const sheet = await createCallSheet(db());
      const other = await createCallSheet(db());
      const first = await createShare(db(), sheet.id, { role: "viewer" });
      const second = await createShare(db(), sheet.id, { role: "commenter" });
      const elsewhere = await createShare(db(), other.id, { role: "viewer" });
      const phone = client();
      expect((await phone.post(SHARING_URLS.access, { token: first.token, email: first.email, password: first.password })).status).toBe(200);
      expect((await phone.post(SHARING_URLS.access, { token: elsewhere.token, email: elsewhere.email, password: elsewhere.password })).status).toBe(200);
      expect(await (await phone.get(SHARING_URLS.checkAuth(sheet.id))).json()).toMatchObject({ authenticated: true, email: first.email, role: "viewer" });
      // The second collaborator signs in on the same phone: from now on the sheet is theirs, not the first's.
      expect((await phone.post(SHARING_URLS.access, { token: second.token, email: second.email, password: second.password })).status).toBe(200);
      expect(await (await phone.get(SHARING_URLS.checkAuth(sheet.id))).json()).toMatchObject({ authenticated: true, email: second.email, role: "commenter" });
      const comment = await phone.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Who wrote this?", idempotencyKey: "shared-phone-0001" });
      expect(comment.status).toBe(201);
      expect(await comment.json()).toMatchObject({ email: second.email });
      // The grant of another sheet stays.
      expect(await (await phone.get(SHARING_URLS.checkAuth(other.id))).json()).toMatchObject({ authenticated: true, email: elsewhere.email });
    });

    it("should answer a wrong e-mail and a wrong password on a live token alike: 401 'Invalid credentials'; an unknown token 404 'link not valid'", async () => {
      const sheet = await createCallSheet(db());
      const { token, password, email } = await createShare(db(), sheet.id);
      const other = await createShare(db(), sheet.id);
      const attempts = [
        { token, email: "someone.else@example.com", password },
        { token, email: other.email, password: other.password },
        { token, email, password: `${password}x` },
      ];
      for (const attempt of attempts) {
        const response = await client().post(SHARING_URLS.access, attempt);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: SHARING_MESSAGES.invalidCredentials });
      }
      const mistyped = await client().post(SHARING_URLS.access, { token: `${token.slice(0, -2)}xx`, email, password });
      expect(mistyped.status).toBe(404);
      expect(await mistyped.json()).toEqual({ message: SHARING_MESSAGES.linkInvalid });
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

    it("should answer an expired share's token 410 'ended', and keep saying so to a session granted before it expired", async () => {
      const sheet = await createCallSheet(db(), { shootingTitle: "Spring lookbook" });
      const { token, password, email } = await createShare(db(), sheet.id, { expiresAt: new Date(now.getTime() + HOUR) });
      const holder = client();
      expect((await holder.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
      expect((await holder.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(200);
      now = new Date(now.getTime() + 2 * HOUR);
      const refused = await client().post(SHARING_URLS.access, { token, email, password });
      expect(refused.status).toBe(410);
      expect(invitationEndedSchema.parse(await refused.json())).toMatchObject({ message: SHARING_MESSAGES.invitationEnded, ended: { reason: "expired", shootingTitle: "Spring lookbook" } });
      // The ended grant stays in the session: every later call about the sheet says it ended, not 401.
      for (let i = 0; i < 2; i++) {
        const ended = await holder.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`);
        expect(ended.status).toBe(410);
        expect(invitationEndedSchema.parse(await ended.json()).ended.reason).toBe("expired");
      }
    });

    it("should answer a revoked share's token 410 'revoked' whatever the password: the token proves the invitation", async () => {
      const sheet = await createCallSheet(db());
      const { token, password, email } = await createShare(db(), sheet.id, { isActive: false });
      for (const attempt of [password, "wrong-password"]) {
        const response = await client().post(SHARING_URLS.access, { token, email, password: attempt });
        expect(response.status).toBe(410);
        expect(invitationEndedSchema.parse(await response.json()).ended.reason).toBe("revoked");
      }
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
      expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(SHARE_ACCESS_RATE_LIMIT.perAddress);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
      expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
    });
  });

  describe("GET /api/call-sheet-access/:token", () => {
    it("should show the shoot's title for a live token, 410 'ended' for a revoked or expired one, and 404 'link not valid' for an unknown one", async () => {
      const sheet = await createCallSheet(db(), { shootingTitle: "Winter coats" });
      const live = await createShare(db(), sheet.id);
      const revoked = await createShare(db(), sheet.id, { isActive: false });
      const expired = await createShare(db(), sheet.id, { expiresAt: new Date(now.getTime() - 1000) });
      const preview = await client().get(SHARING_URLS.accessPreview(live.token));
      expect(preview.status).toBe(200);
      expect(await preview.json()).toEqual({ callSheetId: sheet.id, shootingTitle: "Winter coats" });
      for (const [token, reason] of [[revoked.token, "revoked"], [expired.token, "expired"]] as const) {
        const response = await client().get(SHARING_URLS.accessPreview(token));
        expect(response.status).toBe(410);
        expect(response.headers.get("cache-control")).toBe("no-store");
        // Nothing but why, the title and whom to ask: no sheet id, no e-mail of the collaborator.
        const { ended } = invitationEndedSchema.parse(await response.json());
        expect(ended.reason).toBe(reason);
        expect(Object.keys(ended).sort()).toEqual(["contact", "reason", "shootingTitle"]);
      }
      for (const token of ["no-such-token", "x".repeat(300)]) {
        const response = await client().get(SHARING_URLS.accessPreview(token));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: SHARING_MESSAGES.linkInvalid });
      }
    });
  });
});
