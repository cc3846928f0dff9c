import { beforeAll, describe, expect, it } from "vitest";
import { callSheetListSchema, callSheetSummarySchema } from "@repo/contracts/callSheets/schemas/list";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import type { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createComment, createShare } from "../../test/factories.ts";
import { serveAsAdmin } from "../../test/signedInAdmin.ts";

const dialects = await testDialects();

describe.each(dialects)("the dashboard's '5 shared, 2 new comments' (GET /api/call-sheets) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let admin: TestClient;
  beforeAll(async () => {
    const started = await serveAsAdmin(db());
    admin = started.client;
    return () => started.server.close();
  });
  const lines = async (query = "") => {
    const response = await admin.get(`/api/call-sheets${query}`);
    expect(response.status).toBe(200);
    return new Map(callSheetListSchema.parse(await response.json()).map((line) => [line.id, line]));
  };

  it("should count each sheet's active shares and the comments others wrote since the admin last looked, per sheet", async () => {
    const [busy, quiet, other] = [await createCallSheet(db()), await createCallSheet(db()), await createCallSheet(db())];
    for (let i = 0; i < 5; i++) await createShare(db(), busy.id);
    await createShare(db(), busy.id, { isActive: false }); // revoked: not shared any more
    await createShare(db(), other.id);
    await createComment(db(), busy.id);
    await createComment(db(), busy.id);
    await createComment(db(), other.id);

    const before = await lines();
    expect(before.get(busy.id)).toMatchObject({ sharedCount: 5, newCommentCount: 2 });
    expect(before.get(quiet.id)).toMatchObject({ sharedCount: 0, newCommentCount: 0 });
    expect(before.get(other.id)).toMatchObject({ sharedCount: 1, newCommentCount: 1 });

    // The admin's own comment is no news; a look at one sheet clears that sheet only.
    expect((await admin.post(SHARING_URLS.comments, { callSheetId: other.id, sectionId: "team", text: "Seen it" })).status).toBe(201);
    expect((await admin.post(SHARING_URLS.commentsSeen, { callSheetId: busy.id, upTo: Number.MAX_SAFE_INTEGER })).status).toBe(200);
    await createComment(db(), busy.id);
    const after = await lines();
    expect(after.get(busy.id)).toMatchObject({ sharedCount: 5, newCommentCount: 1 });
    expect(after.get(other.id)).toMatchObject({ sharedCount: 1, newCommentCount: 1 });
  });

  it("should say, of the collaborators whose invitation is live, how many confirmed the latest revision, and how many e-mails failed, as the Collaborators panel does", async () => {
    const sheet = await createCallSheet(db());
    const publish = async () => {
      const latest = (await (await admin.get(callSheetRevisionsUrl(sheet.id))).json()) as Array<{ number: number }>;
      expect((await admin.post(callSheetRevisionsUrl(sheet.id), { afterRevision: latest[0]?.number ?? null })).status).toBe(201);
    };
    await publish();
    const nothingYet = await lines();
    expect(nothingYet.get(sheet.id)).toMatchObject({ sharedCount: 0, confirmation: null, failedCount: 0 });
    const { version } = (await (await admin.get(callSheetUrl(sheet.id))).json()) as { version: number };
    expect((await admin.request("PATCH", callSheetUrl(sheet.id), { baseVersion: version, shootingTitle: "Moved on" })).status).toBe(200);
    await publish();
    const [confirmed, opened, bounced, noticeFailed, ended, revoked] = [
      await createShare(db(), sheet.id),
      await createShare(db(), sheet.id),
      await createShare(db(), sheet.id),
      await createShare(db(), sheet.id),
      await createShare(db(), sheet.id, { expiresAt: new Date(Date.now() - 60_000) }),
      await createShare(db(), sheet.id, { isActive: false }),
    ];
    await db()("call_sheet_shares").where({ id: bounced.share.id }).update({ invitationState: "failed" });
    const at = toDatabaseDateTime(new Date());
    const state = (shareId: number, revision: number, fields: Record<string, unknown>) => ({ shareId, callSheetId: sheet.id, revision, noticeKind: "revision", noticeState: "sent", firstOpenedAt: at, confirmedAt: null, ...fields });
    await db()("call_sheet_share_revisions").insert([
      state(confirmed.share.id, 2, { confirmedAt: at }),
      state(opened.share.id, 1, { confirmedAt: at }), // revision 1 only: not the latest
      state(opened.share.id, 2, {}),
      state(noticeFailed.share.id, 2, { noticeState: "failed", firstOpenedAt: null }),
      state(ended.share.id, 2, { confirmedAt: at }), // past its end: not counted
      state(revoked.share.id, 2, { confirmedAt: at }), // revoked: not listed at all
    ]);
    expect((await lines()).get(sheet.id)).toMatchObject({ sharedCount: 5, confirmation: { revision: 2, confirmed: 1, total: 4 }, failedCount: 2 });
  });

  it("should count the same on a cut page as on the whole list", async () => {
    const sheet = await createCallSheet(db());
    await createShare(db(), sheet.id);
    await createComment(db(), sheet.id);
    const page = await lines("?limit=1"); // newest created first: this sheet
    expect([...page.values()]).toEqual([expect.objectContaining({ id: sheet.id, sharedCount: 1, newCommentCount: 1 })]);
  });

  it("should count right when the whole list is longer than the ids it sends the database (counts grouped over every sheet)", async () => {
    const first = await createCallSheet(db());
    await createShare(db(), first.id);
    await createComment(db(), first.id);
    for (let i = 0; i < 500; i++) await createCallSheet(db());
    const whole = await lines();
    expect(whole.size).toBeGreaterThan(500);
    expect(whole.get(first.id)).toMatchObject({ sharedCount: 1, newCommentCount: 1 });
  });

  it("should answer a newly created sheet with both counts at zero", async () => {
    const created = await admin.post("/api/call-sheets", { shootingTitle: "Brand new" });
    expect(callSheetSummarySchema.parse(await created.json())).toMatchObject({ shootingTitle: "Brand new", sharedCount: 0, newCommentCount: 0, confirmation: null, failedCount: 0 });
  });
});
