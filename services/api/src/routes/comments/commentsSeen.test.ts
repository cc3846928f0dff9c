import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { callSheetListSchema } from "@repo/contracts/callSheets/schemas/list";
import { commentsSeenSchema } from "@repo/contracts/sharing/collaborators";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { commentListSchema } from "@repo/contracts/sharing/comments";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { useCommentFixture } from "./commentFixture.ts";

const dialects = await testDialects();

describe.each(dialects)("comments seen and new, on %s", (dialect) => {
  const app = useCommentFixture(dialect, { start: "2026-11-27T10:00:00Z" });
  const { db } = app;
  async function guest(callSheetId: number) {
    const { client } = await app.guest(callSheetId);
    return { client, say: async (text: string) => expect((await client.post(SHARING_URLS.comments, { callSheetId, sectionId: "team", text })).status).toBe(201) };
  }
  const listOf = async (client: TestClient, callSheetId: number, query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams({ callSheetId: String(callSheetId), ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
    const response = await client.get(`${SHARING_URLS.comments}?${params}`);
    expect(response.status).toBe(200);
    return commentListSchema.parse(await response.json());
  };
  const newOnes = async (client: TestClient, callSheetId: number) => (await listOf(client, callSheetId)).comments.filter((c) => c.isNew).map((c) => c.text);
  const seen = (client: TestClient, body: unknown) => client.post(SHARING_URLS.commentsSeen, body);
  /** What the Comments view does: a page shown, then marked seen up to the newest id on it. */
  async function showAndMark(client: TestClient, callSheetId: number) {
    const shown = await listOf(client, callSheetId);
    const response = await seen(client, { callSheetId, upTo: Math.max(0, ...shown.comments.map((c) => c.id)) });
    expect(response.status).toBe(200);
    return commentsSeenSchema.parse(await response.json());
  }
  const markOf = async (callSheetId: number) => (await db()("callSheetCommentsSeen").where({ callSheetId }).select("seenCommentId")).map((row: { seenCommentId: number }) => Number(row.seenCommentId));
  const dashboardLine = async (client: TestClient, callSheetId: number) => callSheetListSchema.parse(await (await client.get("/api/call-sheets")).json()).find((line) => line.id === callSheetId);

  it("should mark others' comments new until the admin marks the sheet seen, then only those written after", async () => {
    const sheet = await createCallSheet(db());
    const ana = await guest(sheet.id);
    await ana.say("First");
    await ana.say("Second");
    expect((await app.admin.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Mine" })).status).toBe(201);
    const before = await listOf(app.admin, sheet.id);
    expect(before.seenAt).toBeNull();
    expect(before.comments.map((c) => [c.text, c.isNew])).toEqual([["Mine", false], ["Second", true], ["First", true]]);
    expect(await dashboardLine(app.admin, sheet.id)).toMatchObject({ newCommentCount: 2 });

    app.now = new Date("2026-11-27T10:05:00Z");
    const newest = Math.max(...before.comments.map((c) => c.id));
    const marked = await seen(app.admin, { callSheetId: sheet.id, upTo: newest });
    expect(marked.status).toBe(200);
    expect(marked.headers.get("cache-control")).toBe("no-store");
    expect(commentsSeenSchema.parse(await marked.json())).toEqual({ seenAt: "2026-11-27T10:05:00.000Z", seenCommentId: newest, newCount: 0 });
    expect(await listOf(app.admin, sheet.id)).toMatchObject({ seenAt: "2026-11-27T10:05:00.000Z", seenCommentId: newest, newCount: 0 });
    expect(await newOnes(app.admin, sheet.id)).toEqual([]);
    expect(await dashboardLine(app.admin, sheet.id)).toMatchObject({ newCommentCount: 0 });

    // In the very second of the look: still new (ids, not whole-second times, tell them apart).
    await ana.say("Third");
    expect(await newOnes(app.admin, sheet.id)).toEqual(["Third"]);
    expect(await dashboardLine(app.admin, sheet.id)).toMatchObject({ newCommentCount: 1 });
  });

  it("should keep each admin's look its own: another admin still sees everything by others as new", async () => {
    const sheet = await createCallSheet(db());
    const ana = await guest(sheet.id);
    await ana.say("From Ana");
    await app.admin.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "From the first admin" });
    await showAndMark(app.admin, sheet.id);
    const colleague = await app.signInAdmin();
    expect(await newOnes(colleague, sheet.id)).toEqual(["From the first admin", "From Ana"]);
    expect(await dashboardLine(colleague, sheet.id)).toMatchObject({ newCommentCount: 2 });
    expect(await newOnes(app.admin, sheet.id)).toEqual([]);
  });

  it("should keep a comment written between the admin's list and its mark new (the mark is the newest id shown, not the newest there is)", async () => {
    const sheet = await createCallSheet(db());
    const ana = await guest(sheet.id);
    await ana.say("Shown");
    const shown = await listOf(app.admin, sheet.id);
    expect(shown.comments.map((c) => [c.text, c.isNew])).toEqual([["Shown", true]]);
    expect(shown.seenCommentId).toBeNull();
    await ana.say("Written meanwhile");
    const marked = await seen(app.admin, { callSheetId: sheet.id, upTo: shown.comments[0]!.id });
    expect(marked.status).toBe(200);
    expect(commentsSeenSchema.parse(await marked.json())).toMatchObject({ seenCommentId: shown.comments[0]!.id, newCount: 1 });
    const after = await listOf(app.admin, sheet.id);
    expect(after.comments.map((c) => [c.text, c.isNew])).toEqual([["Written meanwhile", true], ["Shown", false]]);
    expect(after).toMatchObject({ newCount: 1, seenCommentId: shown.comments[0]!.id });
    expect(await dashboardLine(app.admin, sheet.id)).toMatchObject({ newCommentCount: 1 });
  });

  it("should never mark past the sheet's own newest comment, nor below the mark it has, whatever upTo says", async () => {
    const sheet = await createCallSheet(db());
    const other = await createCallSheet(db());
    const ana = await guest(sheet.id);
    const bob = await guest(other.id);
    await ana.say("Ana 1");
    await bob.say("On the other sheet");
    await ana.say("Ana 2");
    const [ana2, ana1] = (await listOf(app.admin, sheet.id)).comments.map((c) => c.id);
    const otherId = (await listOf(app.admin, other.id)).comments[0]!.id;
    expect(ana1! < otherId && otherId < ana2!).toBe(true);

    // Another sheet's comment id marks only this sheet's comments up to it: Ana 2 stays new.
    expect(commentsSeenSchema.parse(await (await seen(app.admin, { callSheetId: sheet.id, upTo: otherId })).json())).toMatchObject({ seenCommentId: ana1, newCount: 1 });
    expect(await newOnes(app.admin, sheet.id)).toEqual(["Ana 2"]);
    // An id beyond every comment marks what there is, no more: the next comment is new.
    expect(commentsSeenSchema.parse(await (await seen(app.admin, { callSheetId: sheet.id, upTo: Number.MAX_SAFE_INTEGER })).json())).toMatchObject({ seenCommentId: ana2, newCount: 0 });
    await ana.say("Ana 3");
    expect(await newOnes(app.admin, sheet.id)).toEqual(["Ana 3"]);
    // An older look (a lower id, or 0) leaves the mark where it is.
    app.now = new Date(app.now.getTime() + 60_000);
    for (const upTo of [ana1, 0]) expect(commentsSeenSchema.parse(await (await seen(app.admin, { callSheetId: sheet.id, upTo })).json())).toMatchObject({ seenCommentId: ana2, newCount: 1 });
    expect(await markOf(sheet.id)).toEqual([ana2]);
    expect((await listOf(app.admin, sheet.id)).seenAt).toBe(app.now.toISOString());
    // Nothing marked on the other sheet.
    expect(await markOf(other.id)).toEqual([]);
  });

  it("should mark 'New' exactly on every page of one look: the later pages judged by the first page's mark (newAfter), another admin's and same-second comments too", async () => {
    const sheet = await createCallSheet(db());
    const ana = await guest(sheet.id);
    await ana.say("Old");
    expect((await app.admin.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Mine" })).status).toBe(201);
    const { seenCommentId: firstMark } = await showAndMark(app.admin, sheet.id);
    // All in the second of that look.
    const colleague = await app.signInAdmin();
    expect((await colleague.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "From a colleague" })).status).toBe(201);
    expect((await app.admin.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Mine again" })).status).toBe(201);
    const at = toDatabaseDateTime(app.now);
    const seeded = Array.from({ length: 130 }, (_, index) => ({ callSheetId: sheet.id, sectionId: "notes", authorUserId: null, authorEmail: "seed@example.com", text: `Seeded ${index}`, createdAt: at, notifiedAt: at }));
    await db().batchInsert("callSheetComments", seeded, 500);

    const first = await listOf(app.admin, sheet.id, { limit: 100 });
    expect(first).toMatchObject({ seenCommentId: firstMark, newCount: 131 });
    expect(first.comments.every((c) => c.isNew)).toBe(true);
    expect(commentsSeenSchema.parse(await (await seen(app.admin, { callSheetId: sheet.id, upTo: Math.max(...first.comments.map((c) => c.id)) })).json())).toMatchObject({ newCount: 0 });

    const second = await listOf(app.admin, sheet.id, { limit: 100, cursor: first.nextCursor!, newAfter: firstMark });
    expect(second.comments.filter((c) => c.isNew)).toHaveLength(31);
    expect(second.comments.filter((c) => !c.isNew).map((c) => c.text)).toEqual(["Mine again", "Mine", "Old"]);
    expect(second.comments.find((c) => c.text === "From a colleague")?.isNew).toBe(true);
    // Without newAfter the page is judged by the mark the look has just set.
    expect((await listOf(app.admin, sheet.id, { limit: 100, cursor: first.nextCursor! })).comments.filter((c) => c.isNew)).toEqual([]);
    // A grant's newAfter changes nothing: it gets no marks.
    const grantPage = (await (await ana.client.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}&newAfter=0`)).json()) as { comments: Record<string, unknown>[] };
    expect(grantPage.comments[0]).not.toHaveProperty("isNew");
  });

  it("should give a grant neither seenAt nor isNew", async () => {
    const sheet = await createCallSheet(db());
    const ana = await guest(sheet.id);
    await ana.say("Hello");
    const body = (await (await ana.client.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).json()) as Record<string, unknown> & { comments: Record<string, unknown>[] };
    expect(body).not.toHaveProperty("seenAt");
    expect(body).not.toHaveProperty("seenCommentId");
    expect(body.comments[0]).not.toHaveProperty("isNew");
    expect(body.comments[0]).toMatchObject({ text: "Hello" });
  });

  it.each([
    [{ upTo: 1 }, SHARING_MESSAGES.callSheetIdRequired],
    [{ callSheetId: "7", upTo: 1 }, SHARING_MESSAGES.callSheetIdRequired],
    [{ callSheetId: 1.5, upTo: 1 }, SHARING_MESSAGES.callSheetIdRequired],
    [{ callSheetId: -1, upTo: 1 }, SHARING_MESSAGES.callSheetIdRequired],
    [{ callSheetId: 1 }, SHARING_MESSAGES.commentMarkUpToInvalid],
    [{ callSheetId: 1, upTo: "7" }, SHARING_MESSAGES.commentMarkUpToInvalid],
    [{ callSheetId: 1, upTo: null }, SHARING_MESSAGES.commentMarkUpToInvalid],
    [{ callSheetId: 1, upTo: -1 }, SHARING_MESSAGES.commentMarkUpToInvalid],
    [{ callSheetId: 1, upTo: 1.5 }, SHARING_MESSAGES.commentMarkUpToInvalid],
    [{ callSheetId: 1, upTo: Number.MAX_SAFE_INTEGER + 2 }, SHARING_MESSAGES.commentMarkUpToInvalid],
    [{ callSheetId: 1, upTo: 1e308 }, SHARING_MESSAGES.commentMarkUpToInvalid],
  ])("should refuse marking %j seen with 400 and its message", async (body, message) => {
    const response = await seen(app.admin, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it.each(["abc", "-1", "1.5", "1e3", "99999999999999999", ""])("should refuse newAfter=%j with 400 and its message", async (newAfter) => {
    const sheet = await createCallSheet(db());
    const response = await app.admin.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}&newAfter=${encodeURIComponent(newAfter)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: SHARING_MESSAGES.commentMarkNewAfterInvalid });
  });

  it("should refuse a field it does not know with 400, an unknown sheet with 404, a grant with 403 and nobody with 401", async () => {
    const sheet = await createCallSheet(db());
    expect((await seen(app.admin, { callSheetId: sheet.id, upTo: 1, seenAt: "2030-01-01" })).status).toBe(400);
    const missing = await seen(app.admin, { callSheetId: 999_999, upTo: 1 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: CALL_SHEET_MESSAGES.notFound });
    const grant = await guest(sheet.id);
    const refused = await seen(grant.client, { callSheetId: sheet.id, upTo: 1 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    expect((await seen(new TestClient(app.server.url), { callSheetId: sheet.id, upTo: 1 })).status).toBe(401);
    expect(await db()("callSheetCommentsSeen").where({ callSheetId: sheet.id })).toEqual([]);
  });
});
