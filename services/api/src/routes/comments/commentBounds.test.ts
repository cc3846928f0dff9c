import { describe, expect, it } from "vitest";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { type CommentList, commentListSchema } from "@repo/contracts/sharing/comments";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { commentSubject } from "../../limits/commentLimit.ts";
import { storedSubject } from "../../limits/subjectDigest.ts";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { useCommentFixture } from "./commentFixture.ts";

const dialects = await testDialects();

/**
 * Issue 24 item 8: comments have bounds. One author posts at most 30 a minute (counted in the database, so
 * two API processes allow what one does), a sheet holds at most 2,000, and the list comes a page at a time.
 */
describe.each(dialects)("comment bounds, on %s", (dialect) => {
  // Two apps on one database, as compose runs two API replicas.
  const app = useCommentFixture(dialect, { start: "2026-11-25T09:00:00Z", replicas: 2 });
  const { db } = app;

  async function commenter(callSheetId: number) {
    const { client, email } = await app.guest(callSheetId);
    // The same session, sent to the other API process.
    const elsewhere = new TestClient(app.servers[1]!.url);
    for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
    return { client, elsewhere, email };
  }
  const post = (client: TestClient, callSheetId: number, text: string, sectionId: CallSheetSectionId = "team") => client.post(SHARING_URLS.comments, { callSheetId, sectionId, text });
  const stored = async (callSheetId: number) => await CallSheetComment.query(db()).where({ callSheetId }).resultSize();
  async function page(client: TestClient, query: Record<string, string | number>): Promise<CommentList> {
    const response = await client.get(`${SHARING_URLS.comments}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`);
    expect(response.status).toBe(200);
    return commentListSchema.parse(await response.json());
  }
  /** `count` comments written straight into the table (the cap's test needs 2,000 without 2,000 requests). */
  async function seed(callSheetId: number, count: number, sectionOf: (index: number) => CallSheetSectionId = () => "notes") {
    const rows = Array.from({ length: count }, (_, index) => ({
      callSheetId,
      sectionId: sectionOf(index),
      authorUserId: null,
      authorEmail: "seed@example.com",
      text: `Seeded ${index}`,
      createdAt: toDatabaseDateTime(new Date(app.now.getTime() - (count - index) * 1000)),
      notifiedAt: toDatabaseDateTime(app.now),
    }));
    await db().batchInsert("callSheetComments", rows, 500);
  }

  describe("POST /api/call-sheet-comments: at most 30 a minute per author", () => {
    it("should refuse an author's 31st comment within a minute with 429, Retry-After and the message, counted across both API processes", async () => {
      const sheet = await createCallSheet(db());
      const { client, elsewhere } = await commenter(sheet.id);
      expect(SHARING_CONSTANTS.commentsPerMinute).toBe(30);
      for (let index = 0; index < 30; index += 1) {
        const response = await post(index % 2 ? elsewhere : client, sheet.id, `Comment ${index}`);
        expect(response.status, `comment ${index + 1}`).toBe(201);
      }
      app.now = new Date(app.now.getTime() + 20_000);
      for (const caller of [client, elsewhere]) {
        const refused = await post(caller, sheet.id, "One too many");
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toBe("40");
        expect(await refused.json()).toEqual({ message: SHARING_MESSAGES.tooManyComments });
      }
      expect(await stored(sheet.id)).toBe(30);
      // The minute is over: the author may comment again.
      app.now = new Date(app.now.getTime() + 40_000);
      expect((await post(elsewhere, sheet.id, "After the minute")).status).toBe(201);
    });

    it("should count each author apart: another commenter and the admin still comment while one is refused", async () => {
      const sheet = await createCallSheet(db());
      const fast = await commenter(sheet.id);
      const calm = await commenter(sheet.id);
      for (let index = 0; index < 31; index += 1) await post(fast.client, sheet.id, `Fast ${index}`);
      expect((await post(fast.client, sheet.id, "Still too fast")).status).toBe(429);
      expect((await post(calm.client, sheet.id, "Calm")).status).toBe(201);
      expect((await post(app.admin, sheet.id, "Admin")).status).toBe(201);
      app.now = new Date(app.now.getTime() + 61_000);
    });

    it("should not count a viewer's refused comment", async () => {
      const sheet = await createCallSheet(db());
      // The row the limit keeps for a grant's e-mail (only the e-mail makes the subject).
      const counted = (email: string, role: "viewer" | "commenter") => db()("rateLimits").where({ subject: storedSubject(commentSubject({ kind: "shareGrant", email, role, callSheetId: sheet.id, shareId: 0 })) }).first();
      const { client: viewer, email } = await app.guest(sheet.id, "viewer");
      for (let index = 0; index < 31; index += 1) expect((await post(viewer, sheet.id, "No")).status).toBe(403);
      expect(await counted(email, "viewer")).toBeUndefined();
      // The same lookup finds a commenter's count: it names the limit's real row.
      const { client: writer, email: writerEmail } = await app.guest(sheet.id);
      expect((await post(writer, sheet.id, "Counted")).status).toBe(201);
      expect(Number((await counted(writerEmail, "commenter"))?.hits)).toBe(1);
      app.now = new Date(app.now.getTime() + 61_000);
    });
  });

  describe(`POST /api/call-sheet-comments: at most ${SHARING_CONSTANTS.commentsPerSheet} per sheet`, () => {
    it("should take the 2,000th comment of a sheet and refuse the next with 409 and the message, until one is deleted", async () => {
      const sheet = await createCallSheet(db());
      expect(SHARING_CONSTANTS.commentsPerSheet).toBe(2000);
      await seed(sheet.id, SHARING_CONSTANTS.commentsPerSheet - 1);
      const { client } = await commenter(sheet.id);
      const last = await post(client, sheet.id, "The 2,000th");
      expect(last.status).toBe(201);
      const { id } = (await last.json()) as { id: number };
      for (const caller of [client, app.admin]) {
        const full = await post(caller, sheet.id, "One more");
        expect(full.status).toBe(409);
        expect(await full.json()).toEqual({ message: SHARING_MESSAGES.sheetCommentsFull });
      }
      expect(SHARING_MESSAGES.sheetCommentsFull).toContain("2,000 comments");
      expect(await stored(sheet.id)).toBe(2000);
      // Another sheet is not affected; a deletion makes room.
      const other = await createCallSheet(db());
      expect((await post(app.admin, other.id, "Elsewhere")).status).toBe(201);
      expect((await client.request("DELETE", SHARING_URLS.comment(id))).status).toBe(200);
      expect((await post(client, sheet.id, "Room again")).status).toBe(201);
      app.now = new Date(app.now.getTime() + 61_000);
    });

    it("should not let parallel comments pass the cap", async () => {
      const sheet = await createCallSheet(db());
      await seed(sheet.id, SHARING_CONSTANTS.commentsPerSheet - 3);
      const authors = await Promise.all(Array.from({ length: 8 }, () => commenter(sheet.id)));
      const statuses = (await Promise.all(authors.map(({ client }, index) => post(client, sheet.id, `Race ${index}`)))).map((response) => response.status).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      expect(await stored(sheet.id)).toBe(SHARING_CONSTANTS.commentsPerSheet);
    });
  });

  describe("GET /api/call-sheet-comments: a page at a time", () => {
    it(`should answer ${SHARING_CONSTANTS.commentPageSize} comments by default with the next page's cursor, the counts of every section and the total`, async () => {
      const sheet = await createCallSheet(db());
      await seed(sheet.id, 120, (index) => (index % 3 === 0 ? "props" : "gear"));
      const first = await page(app.admin, { callSheetId: sheet.id });
      expect(first.comments).toHaveLength(SHARING_CONSTANTS.commentPageSize);
      expect(first.comments[0]!.text).toBe("Seeded 119");
      expect(first.nextCursor).toEqual(expect.any(String));
      expect(first.counts).toEqual({ props: 40, gear: 80 });
      expect(first.total).toBe(120);
      expect(first.newCount).toBe(120);
      const widest = await page(app.admin, { callSheetId: sheet.id, limit: SHARING_CONSTANTS.commentPageMax });
      expect(widest.comments).toHaveLength(100);
    });

    it("should walk the whole list with the cursor, newest first, with no comment twice and none left out, also within a section and for a grant", async () => {
      const sheet = await createCallSheet(db());
      const { client } = await commenter(sheet.id);
      // Several comments in one second: the order falls back to the id, and a page may end inside that second.
      const sections: CallSheetSectionId[] = ["team", "props", "team", "gear", "team", "props", "team"];
      for (const [index, sectionId] of sections.entries()) {
        if (index % 3 === 0) app.now = new Date(app.now.getTime() + 1000);
        expect((await post(client, sheet.id, `Walk ${index}`, sectionId)).status).toBe(201);
      }
      const everything = (await page(app.admin, { callSheetId: sheet.id, limit: 100 })).comments.map((comment) => comment.text);
      expect(everything).toEqual(sections.map((_, index) => `Walk ${index}`).reverse());

      async function walk(caller: TestClient, query: Record<string, string | number>) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const next: CommentList = await page(caller, { ...query, ...(cursor ? { cursor } : {}) });
          expect(next.comments.length).toBeLessThanOrEqual(Number(query.limit));
          seen.push(...next.comments.map((comment) => comment.text));
          cursor = next.nextCursor;
        } while (cursor);
        return seen;
      }
      for (const limit of [1, 2, 3, 7]) expect(await walk(client, { callSheetId: sheet.id, limit }), `limit ${limit}`).toEqual(everything);
      expect(await walk(client, { callSheetId: sheet.id, sectionId: "team", limit: 2 })).toEqual(["Walk 6", "Walk 4", "Walk 2", "Walk 0"]);
      const teamPage = await page(client, { callSheetId: sheet.id, sectionId: "team", limit: 2 });
      expect(teamPage.counts).toEqual({ team: 4, props: 2, gear: 1 });
      expect(teamPage).not.toHaveProperty("newCount");
      expect(teamPage).not.toHaveProperty("seenAt");
      app.now = new Date(app.now.getTime() + 61_000);
    });

    it("should neither repeat nor skip a comment when one is written or deleted between two pages", async () => {
      const sheet = await createCallSheet(db());
      for (let index = 0; index < 4; index += 1) {
        app.now = new Date(app.now.getTime() + 1000);
        await post(app.admin, sheet.id, `Before ${index}`);
      }
      const first = await page(app.admin, { callSheetId: sheet.id, limit: 2 });
      expect(first.comments.map((comment) => comment.text)).toEqual(["Before 3", "Before 2"]);
      app.now = new Date(app.now.getTime() + 1000);
      await post(app.admin, sheet.id, "Written meanwhile");
      await app.admin.request("DELETE", SHARING_URLS.comment(first.comments[1]!.id));
      const rest = await page(app.admin, { callSheetId: sheet.id, limit: 2, cursor: first.nextCursor! });
      expect(rest.comments.map((comment) => comment.text)).toEqual(["Before 1", "Before 0"]);
      expect(rest.nextCursor).toBeNull();
    });

    it.each([
      ["limit", "0", SHARING_MESSAGES.commentPageSizeInvalid],
      ["limit", String(SHARING_CONSTANTS.commentPageMax + 1), SHARING_MESSAGES.commentPageSizeInvalid],
      ["limit", "2.5", SHARING_MESSAGES.commentPageSizeInvalid],
      ["limit", "abc", SHARING_MESSAGES.commentPageSizeInvalid],
      ["cursor", "yesterday", SHARING_MESSAGES.commentCursorInvalid],
      ["cursor", "1.2.3", SHARING_MESSAGES.commentCursorInvalid],
      ["sectionId", "kitchen", SHARING_MESSAGES.sectionInvalid],
    ])("should refuse %s=%s with 400 and the message", async (name, value, message) => {
      const sheet = await createCallSheet(db());
      const response = await app.admin.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}&${name}=${encodeURIComponent(value)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    });
  });
});
