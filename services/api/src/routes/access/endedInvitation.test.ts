import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY } from "@repo/contracts/common/constants";
import { invitationEndedSchema } from "@repo/contracts/sharing/collaborators";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ADMIN_USERNAME } from "@repo/contracts/users/constants";
import { ensureAdminUser } from "../../commands/ensureAdminUser.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createComment, createShare, createUser } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

// Issue 23 §6: an invitation that was revoked or has expired says so, and whom to ask, on every call its
// link or its session makes, instead of a password form, 'try again' or 'not signed in'.
describe.each(dialects)("an ended invitation, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  const now = new Date();
  let addresses = 0;
  const client = () => new TestClient(server.url, { "x-forwarded-for": `10.3.0.${++addresses}` });
  beforeAll(async () => {
    server = await serveApp(database().db, { clock: () => now, trustProxy: true });
  });
  afterAll(() => server?.close());
  const db = () => database().db;

  /** A sheet shared by an admin of its own with a commenter who holds a session, and that commenter's comment. */
  async function grantedCommenter(title = "Autumn campaign") {
    const sharer = await createUser(db(), { role: "admin", fullName: "Mila Producer", email: `mila${++addresses}@studio.example` });
    const sheet = await createCallSheet(db(), { shootingTitle: title });
    const credentials = await createShare(db(), sheet.id, { role: "commenter" });
    await db()("callSheetShares").where({ id: credentials.share.id }).update({ createdBy: sharer.id });
    const session = client();
    const { token, email, password } = credentials;
    expect((await session.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
    const comment = await createComment(db(), sheet.id, { authorEmail: email });
    return { sharer, sheet, session, comment, ...credentials };
  }

  const expectEnded = async (response: Response, reason: "revoked" | "expired", title: string, contact: { name: string; email: string }) => {
    expect(response.status).toBe(410);
    expect(invitationEndedSchema.parse(await response.json())).toEqual({ message: SHARING_MESSAGES.invitationEnded, ended: { reason, shootingTitle: title, contact } });
  };

  it("should answer every call of a revoked commenter's open page 410 with the title and the sharing admin, again and again", async () => {
    const { sharer, sheet, session, comment, share } = await grantedCommenter();
    const otherSheet = await createCallSheet(db());
    await db()("callSheetShares").where({ id: share.id }).update({ isActive: false });
    const contact = { name: "Mila Producer", email: sharer.email };
    for (let round = 0; round < 2; round++) {
      await expectEnded(await session.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`), "revoked", "Autumn campaign", contact);
      await expectEnded(await session.get(SHARING_URLS.checkAuth(sheet.id)), "revoked", "Autumn campaign", contact);
      await expectEnded(await session.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`), "revoked", "Autumn campaign", contact);
      await expectEnded(await session.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Still there?" }), "revoked", "Autumn campaign", contact);
      await expectEnded(await session.request("DELETE", SHARING_URLS.comment(comment.id)), "revoked", "Autumn campaign", contact);
    }
    // About anything else the session is nobody: no sheet's title or contact leaks to it.
    expect((await session.get(`${SHARING_URLS.getCallSheet}?callSheetId=${otherSheet.id}`)).status).toBe(401);
    expect(await (await session.get(SHARING_URLS.checkAuth(otherSheet.id))).json()).toEqual({ authenticated: false, isAdmin: false, email: null, role: null });
    expect((await session.request("DELETE", SHARING_URLS.comment((await createComment(db(), otherSheet.id)).id))).status).toBe(401);
    expect((await session.request("DELETE", SHARING_URLS.comment(999_999))).status).toBe(401);
  });

  it("should say 'expired' once the invitation's end has passed, and open again when it is extended", async () => {
    const { sharer, sheet, session, share } = await grantedCommenter("Night shoot");
    await db()("callSheetShares").where({ id: share.id }).update({ expiresAt: "2000-01-01 00:00:00" });
    await expectEnded(await session.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`), "expired", "Night shoot", { name: "Mila Producer", email: sharer.email });
    await db()("callSheetShares").where({ id: share.id }).update({ expiresAt: "2999-01-01 00:00:00" });
    expect((await session.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(200);
  });

  it("should drop a grant whose credentials were replaced: its holder is asked to sign in (401), not told it ended", async () => {
    const { sheet, session, share } = await grantedCommenter();
    await db()("callSheetShares").where({ id: share.id }).update({ generation: share.generation + 1 });
    expect((await session.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(401);
    expect((await session.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status).toBe(401);
  });

  it("should answer the sheet form 410 only to a caller who proved the e-mail and password, 401 to anyone else", async () => {
    const { sheet, email, password, share } = await grantedCommenter();
    await db()("callSheetShares").where({ id: share.id }).update({ isActive: false });
    const right = await client().post(SHARING_URLS.validateCredentials, { callSheetId: sheet.id, email, password });
    expect(right.status).toBe(410);
    expect(invitationEndedSchema.parse(await right.json()).ended.reason).toBe("revoked");
    for (const attempt of [{ email, password: "wrong-password" }, { email: "someone@example.com", password }]) {
      const wrong = await client().post(SHARING_URLS.validateCredentials, { callSheetId: sheet.id, ...attempt });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: SHARING_MESSAGES.invalidCredentials });
    }
  });

  it("should name the first admin at ADMIN_EMAIL when no sharer is recorded, and the company's contact when ADMIN_EMAIL is unset", async () => {
    await ensureAdminUser(db(), "first-admin-password");
    const firstAdmin = await db()("users").where({ username: ADMIN_USERNAME }).first();
    const sheet = await createCallSheet(db(), { shootingTitle: "Orphan" });
    const { token } = await createShare(db(), sheet.id, { isActive: false });
    const contactFrom = async (url: string) => invitationEndedSchema.parse(await (await new TestClient(url).get(SHARING_URLS.accessPreview(token))).json()).ended.contact;
    const withAdminEmail = await serveApp(db(), { adminEmail: "producer@studio.example" });
    try {
      expect(await contactFrom(withAdminEmail.url)).toEqual({ name: firstAdmin.fullName, email: "producer@studio.example" });
    } finally {
      await withAdminEmail.close();
    }
    // The first admin's own row holds only a placeholder address: never offered as a contact.
    expect(await contactFrom(server.url)).toEqual({ name: COMPANY.productionContact.name, email: COMPANY.productionContact.email });
  });
});
