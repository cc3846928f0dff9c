import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { TEST_COMMENTER_EMAIL } from "../../commands/grantTestAccess.ts";
import { readConfig } from "../../config.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

describe("SHARE_TEST_ACCESS and SHARE_EXPIRY_DAYS", () => {
  it("should be off by default, and refuse to start a production server with test access on", () => {
    expect(readConfig({}).sharing).toMatchObject({ expiryDays: 30, testAccess: false });
    expect(readConfig({ SHARE_TEST_ACCESS: "true", SHARE_EXPIRY_DAYS: "7" }).sharing).toMatchObject({ expiryDays: 7, testAccess: true });
    expect(() => readConfig({ SHARE_TEST_ACCESS: "true", NODE_ENV: "production" })).toThrow(/SHARE_TEST_ACCESS: must not be on with NODE_ENV=production/);
    expect(() => readConfig({ SHARE_EXPIRY_DAYS: "0" })).toThrow(/SHARE_EXPIRY_DAYS/);
  });
});

describe.each(dialects)("POST /api/call-sheet-test-access, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    off = await serveApp(database().db);
    on = await serveApp(database().db, { shareTestAccess: true });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it("should not exist (404) while SHARE_TEST_ACCESS is off", async () => {
    const sheet = await createCallSheet(database().db);
    const response = await new TestClient(off.url).post(SHARING_URLS.testAccess, { callSheetId: sheet.id });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: SHARING_MESSAGES.testAccessOff });
  });

  it("should grant the placeholder commenter of that sheet only, with test access on", async () => {
    const sheet = await createCallSheet(database().db);
    const other = await createCallSheet(database().db);
    const tester = new TestClient(on.url);
    const response = await tester.post(SHARING_URLS.testAccess, { callSheetId: sheet.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ role: "commenter", callSheetId: sheet.id });
    expect(await (await tester.get(SHARING_URLS.checkAuth(sheet.id))).json()).toEqual({ authenticated: true, isAdmin: false, email: TEST_COMMENTER_EMAIL, role: "commenter" });
    expect((await tester.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Test" })).status).toBe(201);
    expect((await tester.get(`${SHARING_URLS.getCallSheet}?callSheetId=${other.id}`)).status).toBe(403);
    // Asked again (as viewer), the same share is reused: one row per sheet.
    expect((await new TestClient(on.url).post(SHARING_URLS.testAccess, { callSheetId: sheet.id, role: "viewer" })).status).toBe(200);
    expect(await database().db("callSheetShares").where({ callSheetId: sheet.id }).count({ n: "*" }).first()).toEqual({ n: 1 });
    expect((await new TestClient(on.url).post(SHARING_URLS.testAccess, { callSheetId: 999_999 })).status).toBe(404);
  });
});
