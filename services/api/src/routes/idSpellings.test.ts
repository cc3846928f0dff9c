import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES } from "@repo/contracts/sharing/calendar";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import type { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createShare } from "../test/factories.ts";
import type { TestServer } from "../test/http.ts";
import { serveAsAdmin } from "../test/signedInAdmin.ts";

const dialects = await testDialects();

/** Other ways to write `id` that Number() reads as the same number: none of them names the sheet. */
const lookAlikes = (id: number) => [`0x${id.toString(16)}`, `${id}e0`, ` ${id}`, `${id} `, `0${id}`, `+${id}`, `${id}.0`];

// Ids in query strings and JSON bodies, as path ids (middlewares/pathId.ts): no two spellings reach the same row.
describe.each(dialects)("sheet ids in queries and bodies on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  let admin: TestClient;
  let sheetId: number;
  beforeAll(async () => {
    ({ server, client: admin } = await serveAsAdmin(database().db));
    sheetId = (await createCallSheet(database().db, { shootingDate: "2026-12-01" })).id;
  });
  afterAll(() => server?.close());

  describe.each([
    ["GET /api/call-sheet-comments", (id: string) => `${SHARING_URLS.comments}?callSheetId=${encodeURIComponent(id)}`, SHARING_MESSAGES.callSheetIdRequired],
    ["GET /api/get-call-sheet", (id: string) => `${SHARING_URLS.getCallSheet}?callSheetId=${encodeURIComponent(id)}`, SHARING_MESSAGES.callSheetIdRequired],
    ["GET /api/call-sheet-calendar", (id: string) => CONFIRMATION_URLS.calendar(encodeURIComponent(id)), CALENDAR_MESSAGES.callSheetIdRequired],
  ])("%s", (_call, url, message) => {
    it("should answer the sheet's plain decimal id", async () => {
      expect((await admin.get(url(String(sheetId)))).status).toBe(200);
    });

    it("should answer 400 with the schema's message to every other spelling of it", async () => {
      for (const spelling of lookAlikes(sheetId)) {
        const response = await admin.get(url(spelling));
        expect({ spelling, status: response.status, message: ((await response.json()) as { message: string }).message }).toEqual({ spelling, status: 400, message });
      }
    });
  });

  describe("POST /api/validate-call-sheet-credentials", () => {
    it("should take the sheet id as a JSON number only, answering 400 with the schema's message to a string, a boolean or an array", async () => {
      const sheet = await createCallSheet(database().db);
      const { email, password } = await createShare(database().db, sheet.id);
      const post = (callSheetId: unknown) => admin.post(SHARING_URLS.validateCredentials, { callSheetId, email, password });
      for (const callSheetId of [String(sheet.id), `0x${sheet.id.toString(16)}`, true, [sheet.id]]) {
        const response = await post(callSheetId);
        expect({ callSheetId, status: response.status, message: ((await response.json()) as { message: string }).message }).toEqual({ callSheetId, status: 400, message: SHARING_MESSAGES.callSheetIdRequired });
      }
      expect((await post(sheet.id)).status).toBe(200);
    });
  });
});
