import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { shareCreatedSchema, shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_PASSWORD_ALPHABET } from "../../commands/shareCredentials.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { credentialsOf, DAY, EXPIRY_DAYS, REFUSED, useSharingHarness } from "./invitationHarness.ts";

const dialects = await testDialects();

describe.each(dialects)("sharing a call sheet, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  const mailTo = (email: string) => {
    const mails = harness().smtp.to(email);
    expect(mails.length).toBeGreaterThan(0);
    return mails.at(-1)!;
  };

  describe("POST /api/call-sheet-shares", () => {
    it("should answer 201 with the invitation queued and mail nothing; the runner mails it, and its link and password open the sheet", async () => {
      const { admin, smtp, clock, server, deliver } = harness();
      const sheet = await createCallSheet(db(), { shootingTitle: "Spring lookbook", shootingDate: "2026-12-12", locations: "Belgrade, Serbia" });
      const response = await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email: " Mila@Example.com ", role: "commenter", message: "See you at 7" });
      expect(response.status).toBe(201);
      const { share } = shareCreatedSchema.parse(await response.json());
      expect(share).toMatchObject({ callSheetId: sheet.id, email: "mila@example.com", role: "commenter", isActive: true, lastAccessed: null, firstAccessed: null, commentCount: 0 });
      expect(share.invitation).toEqual({ state: "queued", queuedAt: clock.now.toISOString(), sentAt: null, deliveredAt: null, failedAt: null, failure: null, attempts: 0, outboxPath: null });
      expect(smtp.to("mila@example.com")).toEqual([]);

      expect(await deliver()).toBe(1);
      const mail = mailTo("mila@example.com");
      expect(mail.subject).toBe("Call sheet: Spring lookbook (12 December 2026)");
      expect(mail.text).toContain("See you at 7");
      const invitation = credentialsOf(mail);
      expect(invitation.link.origin).toBe(server.url);
      expect(invitation).toMatchObject({ email: "mila@example.com", id: sheet.id });
      expect(invitation.password).toHaveLength(SHARING_CONSTANTS.passwordLength);
      expect([...invitation.password].every((character) => SHARE_PASSWORD_ALPHABET.includes(character))).toBe(true);
      // Neither the token nor the password is stored as it is, in the share or its (finished) job.
      const row = await CallSheetShare.query(db()).findById(share.id);
      const job = await db()("jobs").where({ reference: `share:${share.id}` }).first();
      expect(job).toMatchObject({ kind: "invitation.send", state: "succeeded", payload: null });
      for (const secret of [invitation.token, invitation.password]) expect(JSON.stringify([row, job])).not.toContain(secret);
      // argon2id, the light profile of a generated share password (commands/passwords.ts).
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);

      const guest = new TestClient(server.url);
      const access = await guest.post(SHARING_URLS.access, { token: invitation.token, email: invitation.email, password: invitation.password });
      expect(access.status).toBe(200);
      expect(await access.json()).toEqual({ role: "commenter", callSheetId: sheet.id });
      expect((await guest.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(200);
      const listed = await harness().listed(sheet.id, "mila@example.com");
      expect(listed?.invitation).toMatchObject({ state: "sent", sentAt: clock.now.toISOString(), attempts: 1 });
      expect(listed?.firstAccessed).toBe(clock.now.toISOString());
    });

    it("should mail a link token of at least 128 random bits, of which the database keeps only a SHA-256", async () => {
      const sheet = await createCallSheet(db());
      const emails = [`token-a.${Date.now()}@example.com`, `token-b.${Date.now()}@example.com`];
      for (const email of emails) await harness().share(sheet.id, email);
      await harness().deliver();
      const tokens: string[] = [];
      for (const email of emails) {
        const { token } = credentialsOf(mailTo(email));
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

    it("should share one sheet with 20 e-mails sent at once (as the dialog sends its rows), every one stored, queued and then mailed", async () => {
      const sheet = await createCallSheet(db());
      const emails = Array.from({ length: 20 }, (_, index) => `crowd${index}.${Date.now()}@example.com`);
      const statuses = await Promise.all(emails.map(async (email) => (await harness().admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer" })).status));
      expect(statuses).toEqual(emails.map(() => 201));
      expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id, invitationState: "queued" }).resultSize()).toBe(20);
      expect(await harness().deliver()).toBe(20);
      for (const email of emails) expect(harness().smtp.to(email)).toHaveLength(1);
      expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id, invitationState: "sent" }).resultSize()).toBe(20);
    });

    it("should treat a second share to the same e-mail as a resend: the role at once, the old credentials until the new ones are delivered, then only the new", async () => {
      const { admin, server, deliver, gate } = harness();
      const sheet = await createCallSheet(db());
      const email = `again${Date.now()}@example.com`;
      await harness().share(sheet.id, email);
      await deliver();
      const first = credentialsOf(mailTo(email));
      const holder = new TestClient(server.url);
      expect((await holder.post(SHARING_URLS.access, { token: first.token, email, password: first.password })).status).toBe(200);

      const again = await admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "commenter", message: "New role" });
      expect(again.status).toBe(201);
      expect(shareCreatedSchema.parse(await again.json()).share).toMatchObject({ role: "commenter", invitation: { state: "queued" } });
      expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id, email }).resultSize()).toBe(1);
      expect(await gate({ token: first.token, email, password: first.password })).toBe(200);

      await deliver();
      const second = credentialsOf(mailTo(email));
      expect(second.token).not.toBe(first.token);
      expect(REFUSED).toContain(await gate({ token: first.token, email, password: first.password }));
      expect(REFUSED).toContain(await gate({ token: second.token, email, password: first.password }));
      expect(REFUSED).toContain((await holder.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status);
      const renewed = await new TestClient(server.url).post(SHARING_URLS.access, { token: second.token, email, password: second.password });
      expect(await renewed.json()).toEqual({ role: "commenter", callSheetId: sheet.id });
    });

    it("should answer 404 for an unknown sheet and the spec's messages for a bad e-mail or role", async () => {
      const { admin } = harness();
      const missing = await admin.post(SHARING_URLS.shares, { callSheetId: 999_999, email: "a@example.com", role: "viewer" });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: CALL_SHEET_MESSAGES.notFound });
      const bad = await admin.post(SHARING_URLS.shares, { callSheetId: 1, email: "not-an-email", role: "owner" });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe(`${SHARING_MESSAGES.emailInvalid}, ${SHARING_MESSAGES.roleInvalid}`);
    });

    it(`should refuse a personal message over ${SHARING_CONSTANTS.messageMaxChars} characters with 400, storing and queuing nothing`, async () => {
      const sheet = await createCallSheet(db());
      const email = `wordy${Date.now()}@example.com`;
      const jobs = async () => Number((await db()("jobs").count({ count: "*" }).first())?.count);
      const before = await jobs();
      const response = await harness().admin.post(SHARING_URLS.shares, { callSheetId: sheet.id, email, role: "viewer", message: "m".repeat(SHARING_CONSTANTS.messageMaxChars + 1) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: SHARING_MESSAGES.messageTooLong, errors: [{ path: "message", message: SHARING_MESSAGES.messageTooLong }] });
      expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id }).resultSize()).toBe(0);
      expect(await jobs()).toBe(before);
    });
  });

  describe("GET /api/call-sheet-shares/:callSheetId", () => {
    it("should list the active shares with their invitations, first and last visits and comment counts, and the access log, newest first", async () => {
      const { admin, server, clock } = harness();
      const sheet = await createCallSheet(db(), { shootingDate: null });
      const emails = [`one${Date.now()}@example.com`, `two${Date.now()}@example.com`];
      for (const email of emails) await harness().share(sheet.id, email, "commenter");
      await harness().deliver();
      const guests = [];
      for (const email of emails) {
        const invitation = credentialsOf(mailTo(email));
        const guest = new TestClient(server.url);
        expect((await guest.post(SHARING_URLS.access, { token: invitation.token, email: invitation.email, password: invitation.password })).status).toBe(200);
        guests.push(guest);
      }
      for (const section of ["team", "gear"]) expect((await guests[1]!.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: section, text: "Noted" })).status).toBe(201);
      const list = shareListSchema.parse(await (await admin.get(SHARING_URLS.sharesOf(sheet.id))).json());
      expect(list.shares.map((share) => [share.email, share.commentCount, share.invitation.state])).toEqual([
        [emails[0], 0, "sent"],
        [emails[1], 2, "sent"],
      ]);
      expect(list.shares.every((share) => share.lastAccessed === clock.now.toISOString() && share.firstAccessed === clock.now.toISOString())).toBe(true);
      expect(list.shares[0]!.expiresAt).toBe(new Date(clock.now.getTime() + EXPIRY_DAYS * DAY).toISOString());
      expect(list.accessLog.map((line) => line.email)).toEqual([...emails].reverse());
      expect(list.accessLog[0]).toEqual({ email: emails[1], accessedAt: clock.now.toISOString(), address: "127.0.0.1" });

      const revoke = await admin.request("DELETE", SHARING_URLS.share(list.shares[0]!.id));
      expect(revoke.status).toBe(200);
      const after = shareListSchema.parse(await (await admin.get(SHARING_URLS.sharesOf(sheet.id))).json());
      expect(after.shares.map((share) => share.email)).toEqual([emails[1]]);
    });

    it("should answer 404 for an unknown sheet", async () => {
      expect((await harness().admin.get(SHARING_URLS.sharesOf(999_999))).status).toBe(404);
    });
  });

  describe("DELETE /api/call-sheet-shares/:shareId", () => {
    it("should end a granted session at its next request and refuse the credentials from then on", async () => {
      const { admin, server } = harness();
      const sheet = await createCallSheet(db());
      const email = `revoked${Date.now()}@example.com`;
      const share = await harness().share(sheet.id, email, "commenter");
      await harness().deliver();
      const invitation = credentialsOf(mailTo(email));
      const holder = new TestClient(server.url);
      expect((await holder.post(SHARING_URLS.access, { token: invitation.token, email, password: invitation.password })).status).toBe(200);
      expect((await holder.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status).toBe(200);

      expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
      expect(REFUSED).toContain((await holder.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status);
      expect(REFUSED).toContain(await harness().gate({ token: invitation.token, email, password: invitation.password }));
      const twice = await admin.request("DELETE", SHARING_URLS.share(share.id));
      expect(twice.status).toBe(404);
      expect(await twice.json()).toEqual({ message: SHARING_MESSAGES.shareNotFound });
    });
  });

  describe("deleting a sheet", () => {
    it("should remove its shares, access log and comments (foreign keys cascade)", async () => {
      const sheet = await createCallSheet(db());
      const email = `cascade${Date.now()}@example.com`;
      await harness().share(sheet.id, email, "commenter");
      await harness().deliver();
      const invitation = credentialsOf(mailTo(email));
      const guest = new TestClient(harness().server.url);
      await guest.post(SHARING_URLS.access, { token: invitation.token, email, password: invitation.password });
      expect((await guest.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Who brings coffee?" })).status).toBe(201);

      expect((await harness().admin.request("DELETE", `/api/call-sheets/${sheet.id}`)).status).toBe(200);
      for (const table of ["callSheetShares", "callSheetShareAccesses", "callSheetComments"]) {
        expect(await db()(table).where({ callSheetId: sheet.id }).first()).toBeUndefined();
      }
      expect(REFUSED).toContain((await guest.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status);
    });
  });
});
