import { describe, expect, it } from "vitest";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { CONFIRMATION_MESSAGES, CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { commentSchema, OTHER_READER_REASON } from "@repo/contracts/sharing/comments";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects } from "../../test/databases.ts";
import { createCallSheet, createShare } from "../../test/factories.ts";
import { useCommentFixture } from "./commentFixture.ts";

const dialects = await testDialects();

/**
 * A comment or a confirmation made as one reader and sent after another signed in on the same device (a
 * second tab opened their own link, a shared phone): `asAuthor` / `asReader` name whom it was made as, and
 * the API refuses to carry it under the session's reader (409 OTHER_READER_REASON), writing nothing.
 */
describe.each(dialects)("made as another reader than the session's, on %s", (dialect) => {
  const app = useCommentFixture(dialect, { start: "2026-11-25T09:00:00Z" });
  const { db } = app;
  const stored = (callSheetId: number) => CallSheetComment.query(db()).where({ callSheetId }).resultSize();
  /** One device (one cookie jar): Ana signs in with her invitation, then Bob with his, of the same sheet. */
  const sharedPhone = async (bobRole: "viewer" | "commenter" = "commenter") => {
    const sheet = await createCallSheet(db());
    const ana = await createShare(db(), sheet.id, { role: "commenter", email: `ana${Date.now()}@example.com` });
    const bob = await createShare(db(), sheet.id, { role: bobRole, email: `bob${Date.now()}@example.com` });
    const phone = new TestClient(app.server.url);
    for (const { token, email, password } of [ana, bob]) expect((await phone.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
    return { sheet, ana, bob, phone };
  };

  it("should refuse Ana's waiting comment on a phone now read as Bob with 409, write nothing and keep its key free; Bob's own goes", async () => {
    const { sheet, ana, bob, phone } = await sharedPhone();
    const comment = { callSheetId: sheet.id, sectionId: "props", text: "Ana's note, written offline", idempotencyKey: "ana-offline-0123456789" };
    const refused = await phone.post(SHARING_URLS.comments, { ...comment, asAuthor: ana.email });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: SHARING_MESSAGES.commentOtherAuthor(ana.email), reason: OTHER_READER_REASON });
    expect(await stored(sheet.id)).toBe(0);
    // Bob's, named as him in any case, is written, under his name; the key was not spent by the refusal.
    const written = await phone.post(SHARING_URLS.comments, { ...comment, text: "Bob's", asAuthor: bob.email.toUpperCase() });
    expect(written.status).toBe(201);
    expect(commentSchema.parse(await written.json()).email).toBe(bob.email);
    // Without asAuthor (an older client): the session's reader, as before.
    expect((await phone.post(SHARING_URLS.comments, { ...comment, idempotencyKey: undefined, text: "No name" })).status).toBe(201);
    expect(await stored(sheet.id)).toBe(2);
  });

  it("should answer Ana's try again of a comment that had landed (its answer lost) with that comment, under her name, after Bob signed in", async () => {
    const { sheet, ana, phone } = await sharedPhone();
    const own = new TestClient(app.server.url);
    expect((await own.post(SHARING_URLS.access, { token: ana.token, email: ana.email, password: ana.password })).status).toBe(200);
    const comment = { callSheetId: sheet.id, sectionId: "props", text: "Landed, answer lost", idempotencyKey: "ana-landed-0123456789", asAuthor: ana.email };
    const first = commentSchema.parse(await (await own.post(SHARING_URLS.comments, comment)).json());
    // The outbox tries again from the phone, which now reads as Bob: the comment it already holds, not a refusal.
    const again = await phone.post(SHARING_URLS.comments, comment);
    expect(again.status).toBe(201);
    expect(commentSchema.parse(await again.json())).toMatchObject({ id: first.id, email: ana.email, canDelete: false });
    expect(await stored(sheet.id)).toBe(1);
    // Another key of Ana's is still refused.
    expect((await phone.post(SHARING_URLS.comments, { ...comment, idempotencyKey: "ana-other-0123456789" })).status).toBe(409);
  });

  it("should answer 409, not a viewer's 403, when the session now reads as a viewer: the writer's waiting comments are not ended", async () => {
    const { sheet, ana, phone } = await sharedPhone("viewer");
    const refused = await phone.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: "Ana's", asAuthor: ana.email });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { reason: string }).reason).toBe(OTHER_READER_REASON);
  });

  it("should refuse the admin's name from a grant's session and a grant's name from the admin's, and a malformed name with 400", async () => {
    const { sheet, bob, phone } = await sharedPhone();
    expect((await phone.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: "x", asAuthor: "admin" })).status).toBe(409);
    expect((await app.admin.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: "x", asAuthor: bob.email })).status).toBe(409);
    expect((await app.admin.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: "x", asAuthor: "admin" })).status).toBe(201);
    for (const asAuthor of ["", 42, "a".repeat(321)]) {
      const bad = await phone.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: "x", asAuthor });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe(SHARING_MESSAGES.commentAuthorInvalid);
    }
    expect(await stored(sheet.id)).toBe(1);
  });

  it("should refuse Ana's kept confirmation on a phone now read as Bob with 409, recording nothing; Bob's is his", async () => {
    const { sheet, ana, bob, phone } = await sharedPhone();
    expect((await app.admin.post(callSheetRevisionsUrl(sheet.id), { afterRevision: null })).status).toBe(201);
    const refused = await phone.post(CONFIRMATION_URLS.confirmations, { callSheetId: sheet.id, revision: 1, asReader: ana.email });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: CONFIRMATION_MESSAGES.otherReader(ana.email), reason: OTHER_READER_REASON });
    const confirmed = () => db()("call_sheet_share_revisions").whereNotNull("confirmed_at").whereIn("share_id", [ana.share.id, bob.share.id]).select("share_id as shareId");
    expect(await confirmed()).toEqual([]);
    expect((await phone.post(CONFIRMATION_URLS.confirmations, { callSheetId: sheet.id, revision: 1, asReader: bob.email })).status).toBe(201);
    expect((await confirmed()).map((row: { shareId: number }) => Number(row.shareId))).toEqual([bob.share.id]);
    const bad = await phone.post(CONFIRMATION_URLS.confirmations, { callSheetId: sheet.id, revision: 1, asReader: "" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(CONFIRMATION_MESSAGES.readerInvalid);
  });
});
