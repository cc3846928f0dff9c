import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { invitationEndedSchema } from "@repo/contracts/sharing/collaborators";
import { commentListSchema, commentSchema } from "@repo/contracts/sharing/comments";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { useCommentFixture } from "./commentFixture.ts";

const dialects = await testDialects();

describe.each(dialects)("comments, on %s", (dialect) => {
  const app = useCommentFixture(dialect, { start: "2026-11-25T09:00:00Z" });
  const { db, guest } = app;
  const list = async (client: TestClient, callSheetId: number) => commentListSchema.parse(await (await client.get(`${SHARING_URLS.comments}?callSheetId=${callSheetId}`)).json()).comments;

  describe("POST /api/call-sheet-comments", () => {
    it("should store a commenter's comment under the grant's e-mail and the server's time, whatever the body claims", async () => {
      const sheet = await createCallSheet(db());
      const { client, email } = await guest(sheet.id, "commenter");
      const response = await client.post(SHARING_URLS.comments, { id: 1, callSheetId: sheet.id, sectionId: "props", text: "  Bring the red chair  ", email: "admin", timestamp: "1999-01-01" });
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(commentSchema.parse(await response.json())).toMatchObject({ callSheetId: sheet.id, sectionId: "props", email, text: "Bring the red chair", timestamp: app.now.toISOString(), canDelete: true });
    });

    it("should sign an admin's comment 'admin'", async () => {
      const sheet = await createCallSheet(db());
      const response = await app.admin.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Call time moved" });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ email: "admin", canDelete: true });
    });

    it("should refuse a viewer with the spec's words, a grant of another sheet with 403, and nobody with 401", async () => {
      const sheet = await createCallSheet(db());
      const other = await createCallSheet(db());
      const body = { callSheetId: sheet.id, sectionId: "gear", text: "Hello" };
      const viewer = await guest(sheet.id, "viewer");
      const refused = await viewer.client.post(SHARING_URLS.comments, body);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: SHARING_TEXTS.viewerCannotComment });
      const elsewhere = await guest(other.id, "commenter");
      const forbidden = await elsewhere.client.post(SHARING_URLS.comments, body);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
      expect((await new TestClient(app.server.url).post(SHARING_URLS.comments, body)).status).toBe(401);
    });

    it(`should refuse a comment of ${SHARING_CONSTANTS.commentMaxChars + 1} characters with 400 and store nothing, and take one of exactly ${SHARING_CONSTANTS.commentMaxChars}`, async () => {
      const sheet = await createCallSheet(db());
      const { client, email } = await guest(sheet.id, "commenter");
      // Two bytes each in UTF-8: the limit counts characters, and the database must hold them all.
      const longest = "ž".repeat(SHARING_CONSTANTS.commentMaxChars);
      const tooLong = await client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: `${longest}z` });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({ message: SHARING_MESSAGES.commentTooLong, errors: [{ path: "text", message: SHARING_MESSAGES.commentTooLong }] });
      expect(await CallSheetComment.query(db()).where({ callSheetId: sheet.id }).resultSize()).toBe(0);

      const fits = await client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: longest });
      expect(fits.status).toBe(201);
      expect(commentSchema.parse(await fits.json())).toMatchObject({ email, text: longest });
      expect((await list(client, sheet.id)).map((comment) => comment.text)).toEqual([longest]);
    });

    it("should answer the spec's messages for an empty comment, an unknown section and no sheet id, and 404 for an unknown sheet", async () => {
      const empty = await app.admin.post(SHARING_URLS.comments, { callSheetId: 1, sectionId: "nowhere", text: "   " });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { message: string }).message).toBe(`${SHARING_MESSAGES.sectionInvalid}, ${SHARING_MESSAGES.commentEmpty}`);
      const noSheet = await app.admin.post(SHARING_URLS.comments, { sectionId: "team", text: "x" });
      expect(await noSheet.json()).toMatchObject({ message: SHARING_MESSAGES.callSheetIdRequired });
      expect((await app.admin.post(SHARING_URLS.comments, { callSheetId: 999_999, sectionId: "team", text: "x" })).status).toBe(404);
    });
  });

  describe("GET /api/call-sheet-comments", () => {
    it("should list a sheet's comments newest first to the admin and every grant of that sheet, never to a grant of another sheet", async () => {
      const sheet = await createCallSheet(db());
      const other = await createCallSheet(db());
      const commenter = await guest(sheet.id, "commenter");
      const viewer = await guest(sheet.id, "viewer");
      const stranger = await guest(other.id, "commenter");
      await commenter.client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "First" });
      app.now = new Date(app.now.getTime() + 60_000);
      await app.admin.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Second" });
      await stranger.client.post(SHARING_URLS.comments, { callSheetId: other.id, sectionId: "team", text: "Elsewhere" });

      expect((await list(app.admin, sheet.id)).map((c) => [c.text, c.canDelete])).toEqual([["Second", true], ["First", true]]);
      expect((await list(commenter.client, sheet.id)).map((c) => [c.text, c.canDelete])).toEqual([["Second", false], ["First", true]]);
      expect((await list(viewer.client, sheet.id)).map((c) => [c.text, c.canDelete])).toEqual([["Second", false], ["First", false]]);
      expect((await stranger.client.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status).toBe(403);
      expect((await list(stranger.client, other.id)).map((c) => c.text)).toEqual(["Elsewhere"]);
      expect((await new TestClient(app.server.url).get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status).toBe(401);
    });
  });

  describe("DELETE /api/call-sheet-comments/:id", () => {
    it("should let the author and the admin delete, and nobody else", async () => {
      const sheet = await createCallSheet(db());
      const author = await guest(sheet.id, "commenter");
      const colleague = await guest(sheet.id, "commenter");
      const stranger = await guest((await createCallSheet(db())).id, "commenter");
      const post = async (text: string) => commentSchema.parse(await (await author.client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text })).json());
      const [mine, theirs] = [await post("Mine"), await post("For the admin")];

      const refused = await colleague.client.request("DELETE", SHARING_URLS.comment(mine.id));
      expect(refused.status).toBe(403);
      // A comment on a sheet the caller cannot read does not exist for it.
      expect((await stranger.client.request("DELETE", SHARING_URLS.comment(mine.id))).status).toBe(404);
      expect((await new TestClient(app.server.url).request("DELETE", SHARING_URLS.comment(mine.id))).status).toBe(401);

      expect((await author.client.request("DELETE", SHARING_URLS.comment(mine.id))).status).toBe(200);
      expect((await app.admin.request("DELETE", SHARING_URLS.comment(theirs.id))).status).toBe(200);
      expect(await list(app.admin, sheet.id)).toEqual([]);
      const gone = await app.admin.request("DELETE", SHARING_URLS.comment(mine.id));
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: SHARING_MESSAGES.commentNotFound });
    });

    it("should not let a commenter whose share was revoked delete its own comment, and say the invitation ended", async () => {
      const sheet = await createCallSheet(db());
      const author = await guest(sheet.id, "commenter");
      const comment = commentSchema.parse(await (await author.client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: "Soon revoked" })).json());
      await db()("callSheetShares").where({ callSheetId: sheet.id, email: author.email }).update({ isActive: false });
      // It hears that its invitation ended (410, issue 23), not a bare 401.
      const refused = await author.client.request("DELETE", SHARING_URLS.comment(comment.id));
      expect(refused.status).toBe(410);
      expect(invitationEndedSchema.parse(await refused.json()).ended.reason).toBe("revoked");
      expect(await db()("callSheetComments").where({ id: comment.id }).first()).toMatchObject({ text: "Soon revoked" });
    });
  });
});
