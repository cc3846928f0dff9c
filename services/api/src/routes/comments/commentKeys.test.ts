import { describe, expect, it } from "vitest";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { commentSchema } from "@repo/contracts/sharing/comments";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { testDialects } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { useCommentFixture } from "./commentFixture.ts";

const dialects = await testDialects();

/** The idempotency key of POST /api/call-sheet-comments (commentKeySchema): a try again adds nothing. */
describe.each(dialects)("comment idempotency keys, on %s", (dialect) => {
  const app = useCommentFixture(dialect, { start: "2026-11-25T09:00:00Z" });
  const { db } = app;
  const commenter = async (callSheetId: number) => (await app.guest(callSheetId)).client;
  const stored = (callSheetId: number) => CallSheetComment.query(db()).where({ callSheetId }).resultSize();

  it("should answer a repeated key with the comment the first try wrote (same status and body) and store it once", async () => {
    const sheet = await createCallSheet(db());
    const client = await commenter(sheet.id);
    const body = { callSheetId: sheet.id, sectionId: "props", text: "Bring the red chair", idempotencyKey: "8c1f4e2a-5b7d-4f3e-9a61-0d2c3b4e5f60" };
    const first = await client.post(SHARING_URLS.comments, body);
    expect(first.status).toBe(201);
    const written = commentSchema.parse(await first.json());
    // The answer was lost; the outbox tries again a minute later.
    app.now = new Date(app.now.getTime() + 60_000);
    const again = await client.post(SHARING_URLS.comments, body);
    expect(again.status).toBe(201);
    expect(commentSchema.parse(await again.json())).toEqual(written);
    expect(await stored(sheet.id)).toBe(1);

    // Another key is another comment, even with the same text.
    const other = await client.post(SHARING_URLS.comments, { ...body, idempotencyKey: "0f9e8d7c6b5a4f3e2d1c0b9a" });
    expect(other.status).toBe(201);
    expect(commentSchema.parse(await other.json()).id).not.toBe(written.id);
    // No key (an older client): every try is a comment, as before.
    const { idempotencyKey: _key, ...unkeyed } = body;
    expect((await client.post(SHARING_URLS.comments, unkeyed)).status).toBe(201);
    expect((await client.post(SHARING_URLS.comments, unkeyed)).status).toBe(201);
    expect(await stored(sheet.id)).toBe(4);
  });

  it("should write one comment when tries with the same key arrive at once", async () => {
    const sheet = await createCallSheet(db());
    const client = await commenter(sheet.id);
    const body = { callSheetId: sheet.id, sectionId: "team", text: "At once", idempotencyKey: "race-race-race-race-1" };
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.post(SHARING_URLS.comments, body)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set((await Promise.all(answers.map(async (answer) => commentSchema.parse(await answer.json()).id))));
    expect(ids.size).toBe(1);
    expect(await stored(sheet.id)).toBe(1);
  });

  it("should keep keys apart per author and per sheet: the same key from someone else, or on another sheet, is a comment of its own", async () => {
    const sheet = await createCallSheet(db());
    const other = await createCallSheet(db());
    const idempotencyKey = "shared-key-0123456789";
    const ana = await commenter(sheet.id);
    const bob = await commenter(sheet.id);
    const written = await Promise.all(
      [ana, bob, app.admin].map(async (client) => commentSchema.parse(await (await client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "notes", text: "Same key", idempotencyKey })).json())),
    );
    expect(new Set(written.map((comment) => comment.id)).size).toBe(3);
    expect(written.map((comment) => comment.email)).toContain("admin");
    expect((await app.admin.post(SHARING_URLS.comments, { callSheetId: other.id, sectionId: "notes", text: "Same key", idempotencyKey })).status).toBe(201);
    expect(await stored(sheet.id)).toBe(3);
    expect(await stored(other.id)).toBe(1);
  });

  it("should refuse a key of the wrong shape with 400 and its message, and store nothing", async () => {
    const sheet = await createCallSheet(db());
    const client = await commenter(sheet.id);
    const bad: unknown[] = [
      "",
      "short-key",
      "a".repeat(SHARING_CONSTANTS.commentKeyMinChars - 1),
      "a".repeat(SHARING_CONSTANTS.commentKeyMaxChars + 1),
      "has spaces in it, 0123456789",
      "ključ-ključ-ključ-ključ",
      "0123456789abcdef\n",
      "{0123456789abcdef}",
      1234567890123456,
      null,
      ["0123456789abcdef0"],
      { key: "0123456789abcdef0" },
    ];
    for (const idempotencyKey of bad) {
      const answer = await client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Hello", idempotencyKey });
      expect(answer.status, JSON.stringify(idempotencyKey)).toBe(400);
      expect(await answer.json()).toMatchObject({ message: SHARING_MESSAGES.commentKeyInvalid, errors: [{ path: "idempotencyKey", message: SHARING_MESSAGES.commentKeyInvalid }] });
    }
    expect(await stored(sheet.id)).toBe(0);
    // The longest and the shortest fit.
    for (const idempotencyKey of ["a".repeat(SHARING_CONSTANTS.commentKeyMinChars), "Z_-9".repeat(SHARING_CONSTANTS.commentKeyMaxChars / 4)]) {
      expect((await client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Hello", idempotencyKey })).status).toBe(201);
    }
  });
});
