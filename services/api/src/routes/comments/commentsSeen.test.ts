import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { callSheetListSchema } from "@repo/contracts/callSheets/schemas/list";
import { commentsSeenSchema } from "@repo/contracts/sharing/collaborators";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { commentListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
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
  const listOf = async (client: TestClient, callSheetId: number) => {
    const response = await client.get(`${SHARING_URLS.comments}?callSheetId=${callSheetId}`);
    expect(response.status).toBe(200);
    return commentListSchema.parse(await response.json());
  };
  const newOnes = async (client: TestClient, callSheetId: number) => (await listOf(client, callSheetId)).comments.filter((c) => c.isNew).map((c) => c.text);
  const seen = (client: TestClient, body: unknown) => client.post(SHARING_URLS.commentsSeen, body);
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
    const marked = await seen(app.admin, { callSheetId: sheet.id });
    expect(marked.status).toBe(200);
    expect(marked.headers.get("cache-control")).toBe("no-store");
    expect(commentsSeenSchema.parse(await marked.json())).toEqual({ seenAt: "2026-11-27T10:05:00.000Z" });
    expect((await listOf(app.admin, sheet.id)).seenAt).toBe("2026-11-27T10:05:00.000Z");
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
    expect((await seen(app.admin, { callSheetId: sheet.id })).status).toBe(200);
    const colleague = await app.signInAdmin();
    expect(await newOnes(colleague, sheet.id)).toEqual(["From the first admin", "From Ana"]);
    expect(await dashboardLine(colleague, sheet.id)).toMatchObject({ newCommentCount: 2 });
    expect(await newOnes(app.admin, sheet.id)).toEqual([]);
  });

  it("should give a grant neither seenAt nor isNew", async () => {
    const sheet = await createCallSheet(db());
    const ana = await guest(sheet.id);
    await ana.say("Hello");
    const body = (await (await ana.client.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).json()) as Record<string, unknown> & { comments: Record<string, unknown>[] };
    expect(body).not.toHaveProperty("seenAt");
    expect(body.comments[0]).not.toHaveProperty("isNew");
    expect(body.comments[0]).toMatchObject({ text: "Hello" });
  });

  it.each([
    [{}, SHARING_MESSAGES.callSheetIdRequired],
    [{ callSheetId: "7" }, SHARING_MESSAGES.callSheetIdRequired],
    [{ callSheetId: 1.5 }, SHARING_MESSAGES.callSheetIdRequired],
    [{ callSheetId: -1 }, SHARING_MESSAGES.callSheetIdRequired],
  ])("should refuse marking %j seen with 400 and its message", async (body, message) => {
    const response = await seen(app.admin, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it("should refuse a field it does not know with 400, an unknown sheet with 404, a grant with 403 and nobody with 401", async () => {
    const sheet = await createCallSheet(db());
    expect((await seen(app.admin, { callSheetId: sheet.id, seenAt: "2030-01-01" })).status).toBe(400);
    const missing = await seen(app.admin, { callSheetId: 999_999 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: CALL_SHEET_MESSAGES.notFound });
    const grant = await guest(sheet.id);
    const refused = await seen(grant.client, { callSheetId: sheet.id });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    expect((await seen(new TestClient(app.server.url), { callSheetId: sheet.id })).status).toBe(401);
    expect(await db()("callSheetCommentsSeen").where({ callSheetId: sheet.id })).toEqual([]);
  });
});
