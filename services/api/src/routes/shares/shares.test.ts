import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { shareCreatedSchema, shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_PASSWORD_ALPHABET } from "../../commands/shareCredentials.ts";
import { SmtpMailer } from "../../mail/SmtpMailer.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";
import { startSmtpListener, type ReceivedMail, type SmtpListener } from "../../test/smtpListener.ts";

const dialects = await testDialects();
const DAY = 24 * 60 * 60 * 1000;

/** What an invitation gives its reader: the link's token, e-mail and sheet id, and the password. */
function credentialsOf(mail: ReceivedMail) {
  const text = mail.text ?? "";
  const link = new URL(/https?:\/\/\S+\/call-sheet\/\S+/.exec(text)![0]);
  // The text part's "Your password: ..." line (packages/mail's invitationText).
  const password = /password: (\S+)/i.exec(text)![1]!;
  return { link, token: decodeURIComponent(link.pathname.split("/").pop()!), email: link.searchParams.get("email")!, id: Number(link.searchParams.get("id")), password };
}

describe.each(dialects)("sharing a call sheet, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  let smtp: SmtpListener;
  let admin: TestClient;
  const now = new Date("2026-11-25T09:00:00Z");
  const db = () => database().db;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    const mailer = new SmtpMailer({ url: smtp.url, from: "Studio <no-reply@example.com>" });
    server = await serveApp(db(), { mailer, clock: () => now, shareExpiryDays: 10 });
    const user = await createUser(db(), { role: "admin", userType: "admin" });
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  const mailTo = (email: string, after = 0) => smtp.waitFor((mail) => mail.envelopeTo.includes(email) && smtp.messages.indexOf(mail) >= after);

  describe("POST /api/call-sheet-shares", () => {
    it("should store the share and mail the invitation, whose link and password open the sheet", async () => {
      const sheet = await createCallSheet(db(), { shootingTitle: "Spring lookbook", shootingDate: "2026-12-12", locations: "Belgrade, Serbia" });
      const response = await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email: " Mila@Example.com ", role: "commenter", message: "See you at 7" });
      expect(response.status).toBe(201);
      const { share, delivery } = shareCreatedSchema.parse(await response.json());
      expect(delivery).toEqual({ kind: "smtp" });
      expect(share).toMatchObject({ callSheetId: sheet.id, email: "mila@example.com", role: "commenter", isActive: true, lastAccessed: null });
      expect(share.expiresAt).toBe(new Date(now.getTime() + 10 * DAY).toISOString());

      const mail = await mailTo("mila@example.com");
      expect(mail.subject).toBe("Call sheet: Spring lookbook (12 December 2026)");
      expect(mail.text).toContain("See you at 7");
      const invitation = credentialsOf(mail);
      expect(invitation.link.origin).toBe(server.url);
      expect(invitation).toMatchObject({ email: "mila@example.com", id: sheet.id });
      expect(invitation.password).toHaveLength(SHARING_CONSTANTS.passwordLength);
      expect([...invitation.password].every((character) => SHARE_PASSWORD_ALPHABET.includes(character))).toBe(true);
      // Neither the token nor the password is stored as it is.
      const row = await CallSheetShare.query(db()).findById(share.id);
      expect(JSON.stringify(row)).not.toContain(invitation.token);
      expect(JSON.stringify(row)).not.toContain(invitation.password);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

      const guest = new TestClient(server.url);
      const access = await guest.post(SHARING_URLS.access, { token: invitation.token, email: invitation.email, password: invitation.password });
      expect(access.status).toBe(200);
      expect(await access.json()).toEqual({ role: "commenter", callSheetId: sheet.id });
      expect((await guest.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(200);
    });

    it("should mail a link token of at least 128 random bits, of which the database keeps only a SHA-256", async () => {
      const sheet = await createCallSheet(db());
      const emails = [`token-a.${Date.now()}@example.com`, `token-b.${Date.now()}@example.com`];
      for (const email of emails) expect((await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer" })).status).toBe(201);
      const tokens: string[] = [];
      for (const email of emails) {
        const { token } = credentialsOf(await mailTo(email));
        tokens.push(token);
        // base64url, whose every character carries 6 bits: the decoded bytes encode back to the very token.
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        const bytes = Buffer.from(token, "base64url");
        expect(bytes.toString("base64url")).toBe(token);
        expect(bytes.length).toBeGreaterThanOrEqual(16);
        const row = await CallSheetShare.query(db()).findOne({ callSheetId: sheet.id, email });
        expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
        for (const form of [token, bytes.toString("hex"), bytes.toString("base64")]) expect(JSON.stringify(row)).not.toContain(form);
      }
      expect(tokens[0]).not.toBe(tokens[1]);
    });

    it("should share one sheet with 20 e-mails sent at once (as the dialog sends its rows), every one stored and mailed", async () => {
      const sheet = await createCallSheet(db());
      const emails = Array.from({ length: 20 }, (_, index) => `crowd${index}.${Date.now()}@example.com`);
      const before = smtp.messages.length;
      const statuses = await Promise.all(emails.map(async (email) => (await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer" })).status));
      expect(statuses).toEqual(emails.map(() => 201));
      expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id }).resultSize()).toBe(20);
      await Promise.all(emails.map((email) => mailTo(email, before)));
    });

    it("should replace the credentials, role and message on a second share to the same e-mail: old link, password and sessions stop working", async () => {
      const sheet = await createCallSheet(db());
      const email = `again${Date.now()}@example.com`;
      expect((await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer" })).status).toBe(201);
      const first = credentialsOf(await mailTo(email));
      const holder = new TestClient(server.url);
      expect((await holder.post(SHARING_URLS.access, { token: first.token, email, password: first.password })).status).toBe(200);

      const mark = smtp.messages.length;
      expect((await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "commenter", message: "New role" })).status).toBe(201);
      const second = credentialsOf(await mailTo(email, mark));
      expect(second.token).not.toBe(first.token);
      expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id, email }).resultSize()).toBe(1);

      expect((await new TestClient(server.url).post(SHARING_URLS.access, { token: first.token, email, password: first.password })).status).toBe(401);
      expect((await new TestClient(server.url).post(SHARING_URLS.access, { token: second.token, email, password: first.password })).status).toBe(401);
      expect((await holder.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(403);
      const renewed = await new TestClient(server.url).post(SHARING_URLS.access, { token: second.token, email, password: second.password });
      expect(await renewed.json()).toEqual({ role: "commenter", callSheetId: sheet.id });
    });

    it("should answer 502 and keep no share when the SMTP server refuses the invitation, and restore a replaced one", async () => {
      const sheet = await createCallSheet(db());
      const email = `refused${Date.now()}@example.com`;
      smtp.refuse = true;
      try {
        const refused = await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer" });
        expect(refused.status).toBe(502);
        expect(await refused.json()).toEqual({ message: SHARING_MESSAGES.mailFailed(email) });
        expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id }).resultSize()).toBe(0);
      } finally {
        smtp.refuse = false;
      }
      expect((await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer" })).status).toBe(201);
      const kept = credentialsOf(await mailTo(email));
      smtp.refuse = true;
      try {
        expect((await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "commenter" })).status).toBe(502);
      } finally {
        smtp.refuse = false;
      }
      const access = await new TestClient(server.url).post(SHARING_URLS.access, { token: kept.token, email, password: kept.password });
      expect(await access.json()).toEqual({ role: "viewer", callSheetId: sheet.id });
    });

    it("should answer 404 for an unknown sheet and the spec's messages for a bad e-mail or role", async () => {
      const missing = await admin.post(SHARING_URLS.shares, { callSheetId: 999_999, email: "a@example.com", role: "viewer" });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: CALL_SHEET_MESSAGES.notFound });
      const bad = await admin.post(SHARING_URLS.shares, { callSheetId: 1, email: "not-an-email", role: "owner" });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe(`${SHARING_MESSAGES.emailInvalid}, ${SHARING_MESSAGES.roleInvalid}`);
    });

    it(`should refuse a personal message over ${SHARING_CONSTANTS.messageMaxChars} characters with 400, storing and mailing nothing`, async () => {
      const sheet = await createCallSheet(db());
      const email = `wordy${Date.now()}@example.com`;
      const response = await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer", message: "m".repeat(SHARING_CONSTANTS.messageMaxChars + 1) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: SHARING_MESSAGES.messageTooLong, errors: [{ path: "message", message: SHARING_MESSAGES.messageTooLong }] });
      expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id }).resultSize()).toBe(0);
      // The invitation is sent before the answer: none went out.
      expect(smtp.messages.filter((mail) => mail.envelopeTo.includes(email))).toEqual([]);
    });
  });

  describe("GET /api/call-sheet-shares/:callSheetId", () => {
    it("should list the active shares and the access log, newest first", async () => {
      const sheet = await createCallSheet(db());
      const emails = [`one${Date.now()}@example.com`, `two${Date.now()}@example.com`];
      const invitations = [];
      for (const email of emails) {
        expect((await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer" })).status).toBe(201);
        invitations.push(credentialsOf(await mailTo(email)));
      }
      for (const invitation of invitations) await new TestClient(server.url).post(SHARING_URLS.access, { token: invitation.token, email: invitation.email, password: invitation.password });
      const list = shareListSchema.parse(await (await admin.get(SHARING_URLS.sharesOf(sheet.id))).json());
      expect(list.shares.map((share) => share.email)).toEqual(emails);
      expect(list.shares.every((share) => share.lastAccessed === now.toISOString())).toBe(true);
      expect(list.accessLog.map((line) => line.email)).toEqual([...emails].reverse());
      expect(list.accessLog[0]).toEqual({ email: emails[1], accessedAt: now.toISOString(), address: "127.0.0.1" });

      const revoke = await admin.request("DELETE", SHARING_URLS.share(list.shares[0]!.id));
      expect(revoke.status).toBe(200);
      const after = shareListSchema.parse(await (await admin.get(SHARING_URLS.sharesOf(sheet.id))).json());
      expect(after.shares.map((share) => share.email)).toEqual([emails[1]]);
    });

    it("should answer 404 for an unknown sheet", async () => {
      expect((await admin.get(SHARING_URLS.sharesOf(999_999))).status).toBe(404);
    });
  });

  describe("DELETE /api/call-sheet-shares/:shareId", () => {
    it("should end a granted session at its next request and refuse the credentials from then on", async () => {
      const sheet = await createCallSheet(db());
      const email = `revoked${Date.now()}@example.com`;
      const { share } = shareCreatedSchema.parse(await (await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "commenter" })).json());
      const invitation = credentialsOf(await mailTo(email));
      const holder = new TestClient(server.url);
      expect((await holder.post(SHARING_URLS.access, { token: invitation.token, email, password: invitation.password })).status).toBe(200);
      expect((await holder.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status).toBe(200);

      expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
      expect((await holder.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status).toBe(401);
      const again = await new TestClient(server.url).post(SHARING_URLS.access, { token: invitation.token, email, password: invitation.password });
      expect(again.status).toBe(403);
      expect(await again.json()).toEqual({ message: SHARING_MESSAGES.expired });
      const twice = await admin.request("DELETE", SHARING_URLS.share(share.id));
      expect(twice.status).toBe(404);
      expect(await twice.json()).toEqual({ message: SHARING_MESSAGES.shareNotFound });
    });
  });

  describe("deleting a sheet", () => {
    it("should remove its shares, access log and comments (foreign keys cascade)", async () => {
      const sheet = await createCallSheet(db());
      const email = `cascade${Date.now()}@example.com`;
      expect((await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "commenter" })).status).toBe(201);
      const invitation = credentialsOf(await mailTo(email));
      const guest = new TestClient(server.url);
      await guest.post(SHARING_URLS.access, { token: invitation.token, email, password: invitation.password });
      expect((await guest.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Who brings coffee?" })).status).toBe(201);

      expect((await admin.request("DELETE", `/api/call-sheets/${sheet.id}`)).status).toBe(200);
      for (const table of ["callSheetShares", "callSheetShareAccesses", "callSheetComments"]) {
        expect(await db()(table).where({ callSheetId: sheet.id }).first()).toBeUndefined();
      }
      expect((await guest.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status).toBe(401);
    });
  });
});
