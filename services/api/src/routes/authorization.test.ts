import { beforeAll, describe, expect, it } from "vitest";
import type { UserType } from "@repo/contracts/users/constants";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { CallSheetComment } from "../models/CallSheetComment.ts";
import { createCallSheet, createComment, createShare, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { servedRoutes, type ServedRoute } from "../test/servedRoutes.ts";

const dialects = await testDialects();

type Account = "standard" | "client" | "team_member" | "admin";
/** Share grants won in the session: of sheet 1 as viewer or commenter, of sheet 2, and of sheet 1 after their share expired or was revoked. */
type Grant = "viewer" | "commenter" | "otherSheet" | "expired" | "revoked";
type Who = "anonymous" | Account | Grant;
const ACCOUNTS: Account[] = ["standard", "client", "team_member", "admin"];
const GRANTS: Grant[] = ["viewer", "commenter", "otherSheet", "expired", "revoked"];
const EVERYONE: Who[] = ["anonymous", ...ACCOUNTS, ...GRANTS];

/** `testAccessOn`: the call goes to a second server of the same database running with SHARE_TEST_ACCESS on. */
type Row = { call: string; body?: unknown; expect: Record<Who, number>; server?: "testAccessOn" };
/**
 * A grant whose share was revoked or expired stays in the session as an ended one: calls about its sheet
 * answer 410 (the invitation ended, and whom to ask: policies refuseEndedGrant); about anything else its
 * holder calls as nobody.
 */
const grants = (live: number, dead = 401) => ({ viewer: live, commenter: live, otherSheet: live, expired: dead, revoked: dead });
const same = (status: number): Record<Who, number> => ({ anonymous: status, standard: status, client: status, team_member: status, admin: status, ...grants(status, status) });
const signedIn = (status: number): Record<Who, number> => ({ anonymous: 401, standard: status, client: status, team_member: status, admin: status, ...grants(401) });
const adminOnly = (status: number): Record<Who, number> => ({ anonymous: 401, standard: 403, client: 403, team_member: 403, admin: status, ...grants(403) });
/** Calls on sheet 1 that its admin and its grants may make (`asViewer`: what a viewer grant gets). */
const sheetOne = (status: number, asViewer = status, dead = 401): Record<Who, number> => ({
  anonymous: 401,
  standard: 403,
  client: 403,
  team_member: 403,
  admin: status,
  viewer: asViewer,
  commenter: status,
  otherSheet: 403,
  expired: dead,
  revoked: dead,
});

/**
 * EVERY endpoint of the API and what each kind of caller gets. A new endpoint joins this table in the
 * change that adds it: the table fails while any route the app's routers serve has no row (below). Bodies are deliberately invalid where the call would change data: a 400 shows the
 * caller got past authorization without the test altering anything (calls whose rights depend on the body,
 * like posting a comment, get a valid one). Share grants (policies/actors.ts) are callers too: live ones of
 * sheet 1 (viewer, commenter), one of sheet 2, and ones whose share expired or was revoked after the grant.
 */
const TABLE: Row[] = [
  { call: "GET /api/health", expect: same(200) },
  { call: "GET /api/ready", expect: same(200) },
  { call: "POST /api/models", body: {}, expect: same(400) },
  { call: `GET /api/photos/${"0".repeat(64)}.jpg`, expect: same(404) },
  { call: "GET /api/user", expect: signedIn(200) },
  { call: "POST /api/register", body: {}, expect: same(400) },
  { call: "POST /api/login", body: {}, expect: same(400) },
  { call: "POST /api/logout", expect: same(200) },
  { call: "POST /api/admin/login", body: {}, expect: same(400) },
  { call: "POST /api/admin/logout", expect: same(200) },
  { call: "GET /api/users/search?query=a&type=all_registered", expect: adminOnly(200) },
  { call: "POST /api/users", body: {}, expect: adminOnly(400) },
  { call: "GET /api/models?limit=1", expect: adminOnly(200) },
  { call: "GET /api/models/export.csv?rating=three", expect: adminOnly(200) },
  { call: "PATCH /api/models/1/rating", body: {}, expect: adminOnly(400) },
  { call: "PATCH /api/models/1/photo", body: {}, expect: adminOnly(400) },
  { call: "DELETE /api/models", body: {}, expect: adminOnly(400) },
  { call: "GET /api/call-sheets", expect: adminOnly(200) },
  { call: "GET /api/call-sheets?limit=5&offset=5&search=a&order=upcoming", expect: adminOnly(200) },
  { call: "POST /api/call-sheets", body: {}, expect: adminOnly(400) },
  { call: "DELETE /api/call-sheets/999999", expect: adminOnly(404) },
  { call: "GET /api/call-sheets/1", expect: adminOnly(200) },
  { call: "GET /api/call-sheets/999999", expect: adminOnly(404) },
  { call: "PATCH /api/call-sheets/1", body: {}, expect: adminOnly(400) },
  { call: "GET /api/call-sheets/1/conditions", expect: adminOnly(200) },
  { call: "GET /api/call-sheets/999999/conditions", expect: adminOnly(404) },
  // This app has no renderer: past the rule, the admin's download is 503 (not configured) before any work,
  // so the table needs no Chromium (the PDF's own tests print, and answer 404 for an unknown sheet).
  { call: "GET /api/call-sheets/999999/pdf", expect: adminOnly(503) },
  // Revisions (issue 25): the admin's; sheet 1 has none, so one revision and its changes are a 404.
  { call: "POST /api/call-sheets/1/revisions", body: { note: 5 }, expect: adminOnly(400) },
  { call: "GET /api/call-sheets/1/revisions", expect: adminOnly(200) },
  { call: "GET /api/call-sheets/1/revisions/1", expect: adminOnly(404) },
  { call: "GET /api/call-sheets/1/revisions/1/changes", expect: adminOnly(404) },
  // Reminders (issue 25): the admin's. An unknown sheet's is a 404; the automatic reminder's hours refused (400).
  { call: "POST /api/call-sheets/999999/reminders", expect: adminOnly(404) },
  { call: "PUT /api/call-sheets/1/automatic-reminder", body: {}, expect: adminOnly(400) },
  // A collaborator's Confirm: a grant of sheet 1, either role (sheet 1 has no revision: 409); the admin
  // and other accounts confirm nothing (403); an ended grant hears so (410).
  {
    call: "POST /api/call-sheet-confirmations",
    body: { callSheetId: 1, revision: 1 },
    expect: { anonymous: 401, standard: 403, client: 403, team_member: 403, admin: 403, viewer: 409, commenter: 409, otherSheet: 403, expired: 410, revoked: 410 },
  },
  { call: "GET /api/actors", expect: adminOnly(200) },
  { call: "GET /api/actors?search=ana&page=2", expect: adminOnly(200) },
  // Deferred work as the admin sees it (dead jobs and their last error).
  { call: "GET /api/jobs", expect: adminOnly(200) },
  { call: "GET /api/jobs?state=dead", expect: adminOnly(200) },
  { call: "POST /api/call-sheet-shares", body: {}, expect: adminOnly(400) },
  { call: "GET /api/call-sheet-shares/1", expect: adminOnly(200) },
  { call: "DELETE /api/call-sheet-shares/999999", expect: adminOnly(404) },
  { call: "POST /api/call-sheet-shares/999999/resend", expect: adminOnly(404) },
  { call: "PATCH /api/call-sheet-shares/999999", body: { role: "viewer" }, expect: adminOnly(404) },
  { call: "POST /api/call-sheet-access", body: {}, expect: same(400) },
  { call: "GET /api/call-sheet-access/no-such-token", expect: same(404) },
  { call: "POST /api/validate-call-sheet-credentials", body: {}, expect: same(400) },
  { call: "GET /api/check-call-sheet-auth/1", expect: { ...same(200), expired: 410, revoked: 410 } },
  // A grant that ended hears so (410, the invitation ended and whom to ask) on every call about its sheet.
  { call: "GET /api/get-call-sheet?callSheetId=1", expect: sheetOne(200, 200, 410) },
  // The portal server's one call per shared view (issue 26): check-auth's answer with get-call-sheet's status in
  // the body (a 200 to all), so only an ended grant hears it as a status (sharedView.test.ts reads the bodies).
  { call: "GET /api/shared-view/1", expect: { ...same(200), expired: 410, revoked: 410 } },
  // The calendar event: sheet 1 has no date, so past the rule its readers hear 409 (calendar.test.ts gets 200s).
  { call: "GET /api/call-sheet-calendar?callSheetId=1", expect: sheetOne(409, 409, 410) },
  { call: "POST /api/call-sheet-test-access", body: { callSheetId: 1 }, expect: same(404) },
  // With the setting on (never in production: config.ts refuses it, testAccess.test.ts), anyone at all
  // becomes sheet 1's placeholder commenter: that is what the bypass is for, and why it is off by default.
  { call: "POST /api/call-sheet-test-access (SHARE_TEST_ACCESS on)", body: { callSheetId: 1 }, server: "testAccessOn", expect: same(200) },
  { call: "GET /api/call-sheet-comments?callSheetId=1", expect: sheetOne(200, 200, 410) },
  // A later page of an admin's look names the mark it is judged by; a grant's newAfter is ignored.
  { call: "GET /api/call-sheet-comments?callSheetId=1&newAfter=0", expect: sheetOne(200, 200, 410) },
  { call: "POST /api/call-sheet-comments", body: { callSheetId: 1, sectionId: "team", text: "Table test" }, expect: sheetOne(201, 403, 410) },
  // Marking comments seen is the admin's own (its dashboard's 'new comments'); a grant has nothing to mark.
  { call: "POST /api/call-sheet-comments/seen", body: {}, expect: adminOnly(400) },
  { call: "POST /api/call-sheet-comments/seen (up to a comment id)", body: { callSheetId: 1, upTo: 1 }, expect: adminOnly(200) },
  // {comment}: a comment on sheet 1 made for the cell (a delete that succeeds removes it), written by a
  // commenter of sheet 1 other than the caller (its author's own cell follows the table), except in the
  // expired and revoked cells, whose caller wrote it: once the share ended, not even its author may delete.
  // A caller who cannot read sheet 1 is told the comment does not exist (no probing of ids across sheets).
  {
    call: "DELETE /api/call-sheet-comments/{comment}",
    expect: { anonymous: 401, standard: 404, client: 404, team_member: 404, admin: 200, viewer: 403, commenter: 403, otherSheet: 404, expired: 410, revoked: 410 },
  },
];

describe.each(dialects)("who may call what, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: Awaited<ReturnType<typeof serveApp>>;
  let testAccessOn: TestServer;
  const accounts = new Map<Who, { username: string }>();
  /** The commenter of sheet 1 who wrote the comments of the {comment} row. */
  let author: Awaited<ReturnType<typeof createShare>>;
  beforeAll(async () => {
    server = await serveApp(database().db);
    testAccessOn = await serveApp(database().db, { shareTestAccess: true });
    // Call sheet 1, for the calls on one sheet; sheet 2, for a grant of another sheet.
    await createCallSheet(database().db);
    await createCallSheet(database().db);
    for (const who of ACCOUNTS) {
      const userType = who as UserType;
      accounts.set(who, await createUser(database().db, { userType, role: who === "admin" ? "admin" : "user" }));
    }
    author = await createShare(database().db, 1, { role: "commenter" });
    return async () => {
      await server.close();
      await testAccessOn.close();
    };
  });

  /** A fresh session per cell, so a logout in one row cannot change another; `email`: the cell's grant's. */
  async function as(who: Who, url = server.url): Promise<{ client: TestClient; email?: string }> {
    const client = new TestClient(url);
    if (GRANTS.includes(who as Grant)) {
      // A share of its own per cell: ending it cannot touch another cell.
      const { share, token, email, password } = await createShare(database().db, who === "otherSheet" ? 2 : 1, { role: who === "viewer" ? "viewer" : "commenter" });
      expect((await client.post("/api/call-sheet-access", { token, email, password })).status).toBe(200);
      if (who === "expired") await database().db("callSheetShares").where({ id: share.id }).update({ expiresAt: "2000-01-01 00:00:00" });
      if (who === "revoked") await database().db("callSheetShares").where({ id: share.id }).update({ isActive: false });
      return { client, email };
    } else if (who !== "anonymous") {
      const response = await client.post("/api/login", { username: accounts.get(who)!.username, password: TEST_PASSWORD });
      expect(response.status).toBe(200);
    }
    return { client };
  }

  for (const row of TABLE) {
    for (const who of EVERYONE) {
      it(`${row.call} as ${who} -> ${row.expect[who]}`, async () => {
        const [method, call] = row.call.split(" ") as [string, string];
        const { client, email } = await as(who, row.server === "testAccessOn" ? testAccessOn.url : server.url);
        let path = call;
        let comment: CallSheetComment | undefined;
        if (call.includes("{comment}")) {
          comment = await createComment(database().db, 1, { authorEmail: who === "expired" || who === "revoked" ? email : author.email });
          path = call.replace("{comment}", String(comment.id));
        }
        const response = await client.request(method, path, row.body ?? (method === "GET" ? undefined : {}));
        expect(response.status).toBe(row.expect[who]);
        // A refused delete leaves the comment where it was.
        if (comment) expect(await CallSheetComment.query(database().db).findById(comment.id)).toEqual(response.ok ? undefined : expect.objectContaining({ id: comment.id }));
      });
    }
  }

  it("should have a row for every route the app serves, and every row should reach a route", () => {
    const routes = servedRoutes(server.app);
    const calls = TABLE.map((row) => {
      const [method, call] = row.call.split(" ") as [string, string];
      return { method, path: call.split("?")[0]!.replace("{comment}", "1") };
    });
    const reaches = (call: { method: string; path: string }, route: ServedRoute) => call.method === route.method && route.matches(call.path);
    const withoutRow = (rows: typeof calls) => routes.filter((route) => !rows.some((call) => reaches(call, route))).map((route) => `${route.method} ${route.pattern}`);
    expect(withoutRow(calls)).toEqual([]);
    expect(calls.filter((call) => !routes.some((route) => reaches(call, route)))).toEqual([]);
    // The check can fail: drop a route's rows and it is named.
    expect(withoutRow(calls.filter((call) => call.path !== "/api/user"))).toEqual(["GET /api/user"]);
  });

  it("DELETE /api/call-sheet-comments/{comment} as its author (a commenter grant of sheet 1) -> 200", async () => {
    const client = new TestClient(server.url);
    expect((await client.post("/api/call-sheet-access", { token: author.token, email: author.email, password: author.password })).status).toBe(200);
    const comment = await createComment(database().db, 1, { authorEmail: author.email });
    expect((await client.request("DELETE", `/api/call-sheet-comments/${comment.id}`)).status).toBe(200);
    expect(await CallSheetComment.query(database().db).findById(comment.id)).toBeUndefined();
  });

  it("should be refused by the server whatever the browser's adminLoggedIn flag says", async () => {
    const { client } = await as("standard");
    const response = await client.get("/api/models?limit=1", { cookie: `${client.cookieHeader}; adminLoggedIn=true` });
    expect(response.status).toBe(403);
  });
});
