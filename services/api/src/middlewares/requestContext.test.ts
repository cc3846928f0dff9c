import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { createLogger } from "../logger.ts";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createShare } from "../test/factories.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { loggablePath } from "./requestContext.ts";

const dialects = await testDialects();

// Issue 23 §5: the API's own log (the app's logger, at info, as `npm start` runs it) never holds a share's
// token, e-mail or password, wherever a client put them: the preview's path, the old links' query, a body.
describe.each(dialects)("the API's request log, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  let logged = "";
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) });
    server = await serveApp(database().db, { logger: createLogger("info", sink) });
  });
  afterAll(() => server?.close());

  it("should log each request's path and status, and none of the credentials it carried", async () => {
    const sheet = await createCallSheet(database().db);
    const { token, email, password } = await createShare(database().db, sheet.id, { role: "commenter" });
    const client = new TestClient(server.url);
    const query = new URLSearchParams({ callSheetId: String(sheet.id), token, email, password, isDirectAccess: "true" });
    const calls: Array<[Promise<Response>, string]> = [
      [client.get(SHARING_URLS.accessPreview(token)), '"path":"/api/call-sheet-access/[redacted]","status":200'],
      [client.get(`/API/Call-Sheet-Access/${token}`), '"path":"/API/Call-Sheet-Access/[redacted]","status":200'],
      [client.get(`/api/call%2Dsheet-access/${token}`), '"path":"/[non-canonical path]"'],
      [client.post(SHARING_URLS.access, { token, email, password }), '"path":"/api/call-sheet-access","status":200'],
      [client.post(SHARING_URLS.access, { token, email, password: `${password}-wrong` }), '"path":"/api/call-sheet-access","status":401'],
      [client.get(`${SHARING_URLS.getCallSheet}?${query}`), '"path":"/api/get-call-sheet","status":200'],
    ];
    for (const [call, line] of calls) {
      await call;
      expect(logged).toContain(line);
    }
    for (const secret of [token, email, password, encodeURIComponent(email)]) expect(logged).not.toContain(secret);
  });

  it("should mask a token wherever a path names the preview, and leave other paths alone", () => {
    expect(loggablePath("/api/call-sheet-access/abc/def")).toBe("/api/call-sheet-access/[redacted]/def");
    expect(loggablePath("/api//call-sheet-access/abc")).toBe("/api//call-sheet-access/[redacted]");
    expect(loggablePath("/api/get-call-sheet")).toBe("/api/get-call-sheet");
    expect(loggablePath("/api/call-sheets/12")).toBe("/api/call-sheets/12");
  });
});
