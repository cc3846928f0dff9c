import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { invitationEndedSchema } from "@repo/contracts/sharing/collaborators";
import { sharedViewSchema } from "@repo/contracts/sharing/sharedView";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { REOPENED_SHEET_LOG_INTERVAL_MS } from "../../middlewares/shareGrants.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { CallSheetShareRevision } from "../../models/CallSheetShareRevision.ts";
import { ShareAccess } from "../../models/ShareAccess.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createComment, createShare, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("GET /api/shared-view/{id} (the portal server's one call), on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  let now = new Date();
  const db = () => database().db;
  beforeAll(async () => {
    server = await serveApp(db(), { clock: () => now });
  });
  afterAll(() => server?.close());

  const granted = async (callSheetId: number, role: "viewer" | "commenter" = "commenter") => {
    const share = await createShare(db(), callSheetId, { role });
    const guest = new TestClient(server.url);
    expect((await guest.post(SHARING_URLS.access, { token: share.token, email: share.email, password: share.password })).status).toBe(200);
    return { guest, ...share };
  };
  const asAdmin = async () => {
    const user = await createUser(db(), { role: "admin", userType: "admin" });
    const admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    return admin;
  };
  const jsonOf = async (client: TestClient, path: string) => {
    const response = await client.get(path);
    return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as unknown };
  };

  it("should answer a grant what check-auth, get-call-sheet and the comment counts answer, in one request with one session read", async () => {
    const sheet = await createCallSheet(db(), { shootingTitle: "Harbour" });
    await createComment(db(), sheet.id, { sectionId: "team" });
    await createComment(db(), sheet.id, { sectionId: "team" });
    await createComment(db(), sheet.id, { sectionId: "location" });
    const { guest, email } = await granted(sheet.id);
    const sessionReads: string[] = [];
    const onQuery = (query: { sql: string }) => {
      if (/from sessions/i.test(query.sql)) sessionReads.push(query.sql);
    };
    db().on("query", onQuery);
    const view = await jsonOf(guest, SHARING_URLS.sharedView(sheet.id));
    db().off("query", onQuery);
    expect(view.status).toBe(200);
    expect(view.cache).toBe("no-store");
    expect(sessionReads).toHaveLength(1);
    const body = sharedViewSchema.parse(view.body);
    expect(body.checkAuth).toEqual({ authenticated: true, isAdmin: false, email, role: "commenter" });
    expect(body.checkAuth).toEqual((await jsonOf(guest, SHARING_URLS.checkAuth(sheet.id))).body);
    expect(body.sheetStatus).toBe(200);
    expect(body.sheet).toEqual((await jsonOf(guest, `${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).body);
    expect(body.sheet).toMatchObject({ callSheet: { id: sheet.id, shootingTitle: "Harbour" }, role: "commenter", isAdmin: false, draft: false });
    expect(body.counts).toEqual({ team: 2, location: 1 });
    expect(body.counts).toEqual(((await jsonOf(guest, `${SHARING_URLS.comments}?callSheetId=${sheet.id}&limit=1`)).body as { counts: unknown }).counts);
  });

  it("should have get-call-sheet's side effects for a grant: the revision's first opening, an access log line an hour on, the session's cookie", async () => {
    const sheet = await createCallSheet(db());
    const admin = await asAdmin();
    expect((await admin.request("POST", callSheetRevisionsUrl(sheet.id), { afterRevision: null })).status).toBe(201);
    const { guest, share } = await granted(sheet.id, "viewer");
    // Winning the grant wrote the log's line; reading at once writes none.
    const lines = () => ShareAccess.query(db()).where({ shareId: share.id }).resultSize();
    expect(await lines()).toBe(1);
    const first = sharedViewSchema.parse((await jsonOf(guest, SHARING_URLS.sharedView(sheet.id))).body);
    expect(first.sheet).toMatchObject({ revision: { number: 1 }, role: "viewer", draft: false });
    expect((await CallSheetShareRevision.query(db()).findOne({ shareId: share.id, revision: 1 }))?.firstOpenedAt).not.toBeNull();
    expect(await lines()).toBe(1);
    now = new Date(now.getTime() + REOPENED_SHEET_LOG_INTERVAL_MS + 60_000);
    try {
      expect((await guest.get(SHARING_URLS.sharedView(sheet.id))).status).toBe(200);
      expect(guest.lastSetCookie.some((cookie) => cookie.startsWith("connect.sid="))).toBe(true);
      expect(await lines()).toBe(2);
      expect((await CallSheetShare.query(db()).findById(share.id))?.lastAccessed).not.toBeNull();
    } finally {
      now = new Date();
    }
  });

  it("should name get-call-sheet's refusal: 401 without a grant, 403 a grant of another sheet or an account, 404 an admin's unknown sheet", async () => {
    const sheet = await createCallSheet(db());
    const other = await createCallSheet(db());
    const nobody = { authenticated: false, isAdmin: false, email: null, role: null };
    expect((await jsonOf(new TestClient(server.url), SHARING_URLS.sharedView(sheet.id))).body).toEqual({ checkAuth: nobody, sheetStatus: 401, sheet: null, counts: null });
    const { guest } = await granted(other.id);
    expect((await jsonOf(guest, SHARING_URLS.sharedView(sheet.id))).body).toEqual({ checkAuth: nobody, sheetStatus: 403, sheet: null, counts: null });
    const user = await createUser(db(), { userType: "standard", role: "user" });
    const standard = new TestClient(server.url);
    expect((await standard.post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    expect((await jsonOf(standard, SHARING_URLS.sharedView(sheet.id))).body).toEqual({ checkAuth: nobody, sheetStatus: 403, sheet: null, counts: null });
    const admin = await asAdmin();
    expect((await jsonOf(admin, SHARING_URLS.sharedView(999_999))).body).toEqual({ checkAuth: { authenticated: true, isAdmin: true, email: null, role: null }, sheetStatus: 404, sheet: null, counts: null });
    const adminView = sharedViewSchema.parse((await jsonOf(admin, SHARING_URLS.sharedView(sheet.id))).body);
    expect(adminView).toMatchObject({ checkAuth: { authenticated: true, isAdmin: true }, sheetStatus: 200, sheet: { isAdmin: true, role: null, revision: null, draft: true }, counts: {} });
    expect((await new TestClient(server.url).get(SHARING_URLS.sharedView("01"))).status).toBe(404);
  });

  it("should answer 410 to a grant of the sheet that ended, with the body check-auth and get-call-sheet give", async () => {
    const sheet = await createCallSheet(db());
    const { guest, share } = await granted(sheet.id);
    await CallSheetShare.query(db()).findById(share.id).patch({ isActive: false });
    const view = await jsonOf(guest, SHARING_URLS.sharedView(sheet.id));
    expect(view.status).toBe(410);
    expect(invitationEndedSchema.parse(view.body)).toEqual((await jsonOf(guest, SHARING_URLS.checkAuth(sheet.id))).body);
    expect((await guest.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(410);
  });
});
