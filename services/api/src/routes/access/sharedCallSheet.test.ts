import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { sharedCallSheetSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { SHARE_ACCESS_RATE_LIMIT } from "../../commands/shareThrottle.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { ShareAccess } from "../../models/ShareAccess.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createShare, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { requestFrom } from "../../test/fromAddress.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe.each(dialects)("GET /api/get-call-sheet, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  const db = () => database().db;
  beforeAll(async () => {
    server = await serveApp(db());
  });
  afterAll(() => server?.close());
  const url = (callSheetId: number, query: Record<string, string> = {}) => `${SHARING_URLS.getCallSheet}?${new URLSearchParams({ callSheetId: String(callSheetId), ...query })}`;

  it("should give a granted viewer the sheet, its location summary and role, uncached", async () => {
    const sheet = await createCallSheet(db(), { shootingTitle: "Harbour", locations: "Split, Croatia" });
    const { token, email, password } = await createShare(db(), sheet.id, { role: "viewer" });
    const guest = new TestClient(server.url);
    await guest.post(SHARING_URLS.access, { token, email, password });
    const response = await guest.get(url(sheet.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = sharedCallSheetSchema.parse(await response.json());
    expect(body).toMatchObject({ locations: "Split, Croatia", role: "viewer", isAdmin: false, weatherData: null, draft: false });
    expect(body.callSheet).toMatchObject({ id: sheet.id, shootingTitle: "Harbour" });
  });

  it("should give the admin any sheet, as admin", async () => {
    const sheet = await createCallSheet(db());
    const user = await createUser(db(), { role: "admin", userType: "admin" });
    const admin = new TestClient(server.url);
    await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD });
    expect(await (await admin.get(url(sheet.id))).json()).toMatchObject({ role: null, isAdmin: true });
    expect(await (await admin.get(SHARING_URLS.checkAuth(sheet.id))).json()).toEqual({ authenticated: true, isAdmin: true, email: null, role: null });
  });

  it("should tell the admin whether the live sheet is a draft: nothing published, then REV 1 as published, then edited since; a grant never", async () => {
    const sheet = await createCallSheet(db(), { shootingTime: "07:00" });
    const user = await createUser(db(), { role: "admin", userType: "admin" });
    const admin = new TestClient(server.url);
    await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD });
    const { token, email, password } = await createShare(db(), sheet.id, { role: "viewer" });
    const guest = new TestClient(server.url);
    await guest.post(SHARING_URLS.access, { token, email, password });
    const read = async (client: TestClient) => sharedCallSheetSchema.parse(await (await client.get(url(sheet.id))).json());

    expect(await read(admin)).toMatchObject({ revision: null, draft: true });
    expect((await admin.request("POST", callSheetRevisionsUrl(sheet.id), { afterRevision: null })).status).toBe(201);
    expect(await read(admin)).toMatchObject({ revision: { number: 1 }, draft: false });
    // An edit published: REV 2, and publishing changes no version, so not a draft.
    const edit = async (fields: Record<string, unknown>) => {
      const { version } = (await (await admin.get(callSheetUrl(sheet.id))).json()) as CallSheet;
      expect((await admin.request("PATCH", callSheetUrl(sheet.id), { baseVersion: version, ...fields })).status).toBe(200);
    };
    await edit({ setNotes: "Bring coats" });
    expect((await admin.request("POST", callSheetRevisionsUrl(sheet.id), { afterRevision: 1 })).status).toBe(201);
    expect(await read(admin)).toMatchObject({ revision: { number: 2 }, draft: false });
    await edit({ shootingTime: "06:30" });
    const edited = await read(admin);
    expect(edited).toMatchObject({ revision: { number: 2 }, draft: true });
    expect(edited.callSheet.shootingTime).toBe("06:30");
    // The grant reads REV 2 as published: never a draft.
    const granted = await read(guest);
    expect(granted).toMatchObject({ revision: { number: 2 }, draft: false });
    expect(granted.callSheet.shootingTime).toBe("07:00");
    // The edit undone: the content REV 2 published, a later version; no draft (nothing to publish either).
    await edit({ shootingTime: "07:00" });
    expect(await read(admin)).toMatchObject({ revision: { number: 2 }, draft: false });
    await edit({ shootingTime: "06:30" });
    expect((await admin.request("POST", callSheetRevisionsUrl(sheet.id), { afterRevision: 2 })).status).toBe(201);
    expect(await read(admin)).toMatchObject({ revision: { number: 3 }, draft: false });
  });

  it("should check token, e-mail and password with isDirectAccess=true, and grant the session", async () => {
    const sheet = await createCallSheet(db());
    const { token, email, password } = await createShare(db(), sheet.id, { role: "commenter" });
    const guest = new TestClient(server.url);
    const wrong = await guest.get(url(sheet.id, { token, email, password: "nope", isDirectAccess: "true" }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: SHARING_MESSAGES.invalidCredentials });
    // Without isDirectAccess=true the credentials in the query are not looked at.
    expect((await guest.get(url(sheet.id, { token, email, password }))).status).toBe(401);
    const direct = await guest.get(url(sheet.id, { token, email: email.toUpperCase(), password, isDirectAccess: "true" }));
    expect(direct.status).toBe(200);
    expect(await direct.json()).toMatchObject({ role: "commenter" });
    expect((await guest.get(url(sheet.id))).status).toBe(200);
  });

  it("should answer 401 without a grant, 403 to a grant of another sheet, and 404 for a sheet that is gone", async () => {
    const sheet = await createCallSheet(db());
    const other = await createCallSheet(db());
    expect(await (await new TestClient(server.url).get(url(sheet.id))).json()).toEqual({ message: AUTH_MESSAGES.notAuthenticated });
    const { token, email, password } = await createShare(db(), other.id);
    const guest = new TestClient(server.url);
    await guest.post(SHARING_URLS.access, { token, email, password });
    const refused = await guest.get(url(sheet.id));
    expect(refused.status).toBe(403);
    // The grant of sheet 1 with direct-access credentials of sheet 1, asked for sheet 2: still 403.
    expect((await guest.get(url(sheet.id, { token, email, password, isDirectAccess: "true" }))).status).toBe(403);
    expect((await guest.get(url(999_999))).status).toBe(404);
  });

  it("should grant nothing to isDirectAccess=true with the right token and e-mail but no password (a /direct-access link without one goes to the gate)", async () => {
    const sheet = await createCallSheet(db());
    const { share, token, email } = await createShare(db(), sheet.id, { role: "commenter" });
    const guest = new TestClient(server.url);
    const withoutPassword: Array<Record<string, string>> = [{ token, email, isDirectAccess: "true" }, { token, email, password: "", isDirectAccess: "true" }];
    for (const query of withoutPassword) {
      const response = await guest.get(url(sheet.id, query));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: AUTH_MESSAGES.notAuthenticated });
    }
    expect(await (await guest.get(SHARING_URLS.checkAuth(sheet.id))).json()).toEqual({ authenticated: false, isAdmin: false, email: null, role: null });
    expect((await guest.get(`${SHARING_URLS.comments}?callSheetId=${sheet.id}`)).status).toBe(401);
    // Not an access either: no line in the log, no last access.
    expect(await ShareAccess.query(db()).where({ shareId: share.id }).resultSize()).toBe(0);
    expect((await CallSheetShare.query(db()).findById(share.id))?.lastAccessed).toBeNull();
  });

  it(`should answer 429 with Retry-After to the direct-access guess after ${SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress} at one share from one address, even with the right password`, async () => {
    const sheet = await createCallSheet(db());
    const { token, email, password } = await createShare(db(), sheet.id);
    // An address of its own (the server trusts no proxy): the other cases' attempts come from 127.0.0.1.
    const from = "127.0.0.30";
    const direct = (guess: string) => requestFrom(server.url, from, "GET", url(sheet.id, { token, email, password: guess, isDirectAccess: "true" }));
    for (let i = 0; i < SHARE_ACCESS_RATE_LIMIT.perShareFromOneAddress; i++) expect((await direct(`guess-${i}`)).status).toBe(401);
    const blocked = await direct(password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers["retry-after"]).toBe(String(SHARE_ACCESS_RATE_LIMIT.windowMs / 1000));
    expect(blocked.body).toEqual({ message: SHARING_MESSAGES.tooManyAttempts });
    // The collaborator elsewhere still gets in the same way.
    expect((await requestFrom(server.url, "127.0.0.31", "GET", url(sheet.id, { token, email, password, isDirectAccess: "true" }))).status).toBe(200);
  });
});
