import type http from "node:http";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import type Keygrip from "keygrip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION } from "@repo/contracts/auth/constants";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { callSheetPdfUrl } from "@repo/contracts/callSheets/urls";
import { PdfRenderer } from "../../pdf/PdfRenderer.ts";
import { PDF_MESSAGES } from "../../pdf/PdfUnavailableError.ts";
import { cookieSigner } from "../../middlewares/session.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, TEST_SESSION_SECRET, type TestServer } from "../../test/http.ts";
import { refuseWhenQueueFull } from "./refuseWhenQueueFull.ts";

const dialects = await testDialects();

/**
 * The print queue filled without Chromium: renders whose document never comes until released (one has its
 * turn, one waits), so nothing here prints. With the sessions table renamed away, any request that reads a
 * session fails (500): a download answered 503 never read one.
 */
describe.each(dialects)("a PDF download while the print queue is full, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const renderer = new PdfRenderer({ chromiumPath: "/nonexistent/chromium", concurrency: 1, maxWaiting: 1 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held: Promise<unknown>[] = [];
  let server: TestServer;
  let admin: TestClient;
  let sheetId = 0;

  beforeAll(async () => {
    const db = database().db;
    server = await serveApp(db, { pdf: renderer });
    admin = new TestClient(server.url);
    const user = await createUser(db, { role: "admin", userType: "admin" });
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    sheetId = (await createCallSheet(db)).id;
    held = [0, 1].map(() => renderer.render(async () => (await released, Promise.reject(new Error("released")))).catch(() => undefined));
    for (let wait = 0; renderer.load().waiting < 1 && wait < 100; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(async () => {
    release();
    await Promise.all(held);
    await server?.close();
    await renderer.close();
  });

  const unreadableSessions = async <T>(work: () => Promise<T>): Promise<T> => {
    const db = database().db;
    await db.schema.renameTable("sessions", "sessions_away");
    try {
      return await work();
    } finally {
      await db.schema.renameTable("sessions_away", "sessions");
    }
  };

  it("should refuse a signed-in download 503 with Retry-After without reading the session, and send anyone else on to 401", async () => {
    expect([renderer.load(), renderer.hasRoom()]).toEqual([{ running: 1, waiting: 1 }, false]);
    const answers = await unreadableSessions(async () => {
      const download = await admin.get(callSheetPdfUrl(sheetId));
      return {
        download: { status: download.status, retryAfter: download.headers.get("retry-after"), cache: download.headers.get("cache-control"), body: await download.json() },
        // The premise: any other call of the same session reads the (missing) table and fails.
        user: (await admin.get("/api/user")).status,
      };
    });
    expect(answers).toEqual({ download: { status: 503, retryAfter: "5", cache: "no-store", body: { message: PDF_MESSAGES.busy } }, user: 500 });

    // No session cookie, or one not signed with the app's secret: the queue is not mentioned, the route's 401 is.
    const anonymous = await new TestClient(server.url).get(callSheetPdfUrl(sheetId));
    expect([anonymous.status, await anonymous.json()]).toEqual([401, expect.objectContaining({ message: AUTH_MESSAGES.notAuthenticated })]);
    const forged = new TestClient(server.url);
    forged.cookies.set(SESSION.cookieName, admin.cookies.get(SESSION.cookieName)!);
    forged.cookies.set(`${SESSION.cookieName}.sig`, "forged");
    expect((await forged.get(callSheetPdfUrl(sheetId))).status).toBe(401);
    // The table is back: the same session reads as before.
    expect((await admin.get("/api/call-sheets")).status).toBe(200);
  });

  it("should let every other call, and a download once there is room, go on as before", async () => {
    expect((await unreadableSessions(() => admin.get(`/api/call-sheets/${sheetId}`))).status).toBe(500);
    release();
    await Promise.all(held);
    expect(renderer.hasRoom()).toBe(true);
    // Past the session and the rule, to the renderer: no Chromium here, so its own 503.
    const download = await admin.get(callSheetPdfUrl(sheetId));
    expect([download.status, await download.json()]).toEqual([503, { message: PDF_MESSAGES.noChromium("/nonexistent/chromium") }]);
  });
});

/**
 * A burst arrives all at once: every download is past this check before the first reaches the queue, so
 * the check counts the ones it let through and that are not answered yet. Here they are held where the
 * session, the rule and the queue would be, so the queue itself stays empty.
 */
describe("refuseWhenQueueFull in a burst", () => {
  const renderer = new PdfRenderer({ chromiumPath: "/nonexistent/chromium", concurrency: 1, maxWaiting: 2 });
  let server: http.Server;
  let url = "";
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let reached = 0;
  beforeAll(async () => {
    const app = new Koa();
    app.keys = cookieSigner(TEST_SESSION_SECRET);
    app.use(refuseWhenQueueFull(renderer));
    app.use(async (ctx) => {
      reached++;
      if (ctx.path.endsWith("/pdf") && ctx.query.hold) await opened;
      ctx.body = { ok: true };
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    open();
    await new Promise((resolve) => server.close(resolve));
    await renderer.close();
  });

  const signer = cookieSigner(TEST_SESSION_SECRET) as Keygrip;
  const session = `${SESSION.cookieName}=some-session; ${SESSION.cookieName}.sig=${signer.sign(`${SESSION.cookieName}=some-session`)}`;
  const get = async (path: string, cookie?: string) => {
    const response = await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, retryAfter: response.headers.get("retry-after") };
  };

  it("should let through as many signed-in downloads as the queue holds, refuse the rest at once, and take more once they are answered", async () => {
    const held = Array.from({ length: 3 }, () => get(`${callSheetPdfUrl(1)}?hold=1`, session));
    for (let wait = 0; reached < 3 && wait < 200; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await Promise.all(Array.from({ length: 4 }, () => get(callSheetPdfUrl(1), session)));
    expect(refused).toEqual(Array(4).fill({ status: 503, retryAfter: "5" }));
    expect(reached).toBe(3);
    // Not counted: no session cookie (on to the route's 401), and every other call.
    expect([await get(callSheetPdfUrl(1)), await get("/api/call-sheets/1", session)]).toEqual([{ status: 200, retryAfter: null }, { status: 200, retryAfter: null }]);
    open();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await get(callSheetPdfUrl(1), session)).toEqual({ status: 200, retryAfter: null });
  });
});
