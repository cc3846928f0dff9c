// @vitest-environment node
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The portal's server is plain ESM (server/*.mjs), typed from its JSDoc (allowJs).
import { createPortalHandler } from "../../server/portalHandler.mjs";

/**
 * The portal server keeps rendered pages (server/portalHandler.mjs, docs/on-set.md): a page must only ever
 * go to a request whose answers it was rendered from. A loopback server stands in for the API (two
 * collaborators of one sheet, told apart by their cookie); the render bundle is a stand-in that writes the
 * answers it was given into the page and counts its renders.
 */

type Reader = { email: string; changes: string[]; comments: number; title?: string; revision?: number };
const readers: Record<string, Reader> = {
  "connect.sid=ana": { email: "ana@example.com", changes: ["location"], comments: 0 },
  "connect.sid=ben": { email: "ben@example.com", changes: ["team"], comments: 0 },
  // `$'`, `$&` and `$$` mean something to String.replace with a replacement string.
  "connect.sid=cash": { email: "cash@example.com", changes: [], comments: 0, title: "Cash $' $& $$ deal" },
  "connect.sid=rev": { email: "rev@example.com", changes: ["gear"], comments: 0, revision: 3 },
  // Another reader of REV 3 on the same phone as rev (one cookie jar).
  "connect.sid=rex": { email: "rex@example.com", changes: ["gear"], comments: 0, revision: 3 },
};

let api: http.Server;
let dist: string;
let handler: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;
let portal: http.Server;
let portalUrl: string;

const apiPaths: string[] = [];
function apiAnswer(request: http.IncomingMessage, response: http.ServerResponse) {
  apiPaths.push(request.url ?? "");
  // The session cookie decides who asks (the portal passes the browser's whole Cookie header on).
  const reader = readers[(request.headers.cookie ?? "").split(";")[0]!.trim()];
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const url = request.url ?? "";
  // One call per page (GET /api/shared-view/{id}): check-auth's answer, get-call-sheet's status and answer, the counts.
  if (!url.startsWith("/api/shared-view/7")) return send(404, {});
  if (request.headers.cookie === "connect.sid=ended") return send(410, { message: "ended" });
  if (request.headers.cookie === "connect.sid=broken") return send(500, { message: "down" });
  if (!reader) return send(200, { checkAuth: { authenticated: false, isAdmin: false, email: null, role: null }, sheetStatus: 401, sheet: null, counts: null });
  return send(200, {
    checkAuth: { authenticated: true, isAdmin: false, email: reader.email, role: "commenter" },
    sheetStatus: 200,
    sheet: { callSheet: { id: 7, shootingTitle: reader.title ?? "Linen" }, ...(reader.revision ? { revision: { number: reader.revision, publishedAt: "2026-11-20T10:00:00.000Z", note: "" } } : {}), changes: reader.changes, role: "commenter" },
    counts: { location: reader.comments },
  });
}

// The render bundle's stand-in: what each page holds is what it was rendered from.
const RENDER_BUNDLE = `
export const parseFirstResponse = (raw) => raw;
// The closed lists per reader: here 'sheet/e-mail:N' entries, '|' between (the real cookie tags readers by a hash, lib/changesRead.ts).
export const changesReadIn = (header, callSheetId, auth) => {
  const value = /revisionChangesRead=([^;]*)/.exec(header ?? "")?.[1] ?? "";
  const entry = value.split("|").find((part) => auth && part.startsWith(callSheetId + "/" + auth.email + ":"));
  return entry ? Number(entry.slice(entry.lastIndexOf(":") + 1)) : null;
};
export const forgetChangesReadCookie = () => "revisionChangesRead=; Max-Age=0";
export async function renderSharedView(first) {
  globalThis.portalServerTestRenders = (globalThis.portalServerTestRenders ?? 0) + 1;
  return { html: "<main>" + first.checkAuth.email + " changes:" + first.sheet.changes.join(",") + " comments:" + JSON.stringify(first.counts) + " read:" + first.changesRead + "</main>", styles: "", title: first.sheet.callSheet.shootingTitle };
}
`;
const renders = () => (globalThis as { portalServerTestRenders?: number }).portalServerTestRenders ?? 0;

function get(pathname: string, cookie: string, encoding?: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${portalUrl}${pathname}`, { headers: { cookie, ...(encoding ? { "accept-encoding": encoding } : {}) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("latin1"), headers: response.headers }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  api = http.createServer(apiAnswer).listen(0, "127.0.0.1");
  await new Promise((resolve) => api.once("listening", resolve));
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-server-test-"));
  fs.mkdirSync(path.join(dist, "server"));
  fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><html lang="en"><head><title>Call sheet</title></head><body><div id="root"><div class="boot"></div><!--/boot--></div></body></html>');
  fs.writeFileSync(path.join(dist, "server", "render.js"), RENDER_BUNDLE);
  handler = await createPortalHandler({ dist, apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  portal = http.createServer((request, response) => void handler(request, response)).listen(0, "127.0.0.1");
  await new Promise((resolve) => portal.once("listening", resolve));
  portalUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => portal.close(resolve));
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("GET /shared-call-sheet/{id} on the portal server", () => {
  it("should give each collaborator the page of their own answers, never another's kept page", async () => {
    const ana = await get("/shared-call-sheet/7", "connect.sid=ana");
    const ben = await get("/shared-call-sheet/7", "connect.sid=ben");
    const anaAgain = await get("/shared-call-sheet/7", "connect.sid=ana");
    expect(ana.headers["x-portal-grant"]).toBe("granted");
    expect(ana.body).toContain("ana@example.com changes:location");
    expect(ben.body).toContain("ben@example.com changes:team");
    for (const page of [ben.body]) expect(page).not.toContain("ana@example.com");
    expect(anaAgain.body).not.toContain("ben@example.com");
    expect(anaAgain.body).toBe(ana.body);
  });

  it("should ask the API once per page", async () => {
    apiPaths.length = 0;
    await get("/shared-call-sheet/7", "connect.sid=ana");
    expect(apiPaths).toEqual(["/api/shared-view/7"]);
  });

  it("should render a page once while its answers stay the same, and again when one changes", async () => {
    const before = renders();
    await get("/shared-call-sheet/7", "connect.sid=ana");
    await get("/shared-call-sheet/7", "connect.sid=ana");
    expect(renders()).toBe(before);
    readers["connect.sid=ana"]!.comments = 1;
    const changed = await get("/shared-call-sheet/7", "connect.sid=ana");
    expect(renders()).toBe(before + 1);
    expect(changed.body).toContain('comments:{"location":1}');
  });

  it("should send the kept page gzipped to a client that takes gzip, the same page otherwise", async () => {
    const plain = await get("/shared-call-sheet/7", "connect.sid=ben");
    const gzipped = await get("/shared-call-sheet/7", "connect.sid=ben", "gzip, deflate");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toContain("Accept-Encoding");
    const { gunzipSync } = await import("node:zlib");
    expect(gunzipSync(Buffer.from(gzipped.body, "latin1")).toString("latin1")).toBe(plain.body);
  });

  it("should answer the shell without a grant, with no kept page in it", async () => {
    const nobody = await get("/shared-call-sheet/7", "connect.sid=nobody");
    expect(nobody.headers["x-portal-grant"]).toBe("none");
    expect(nobody.body).not.toContain("@example.com");
    expect(nobody.body).toContain('<div class="boot">');
  });

  it("should answer the shell for an ended grant ('ended') and when the API fails ('unknown')", async () => {
    const ended = await get("/shared-call-sheet/7", "connect.sid=ended");
    expect(ended.headers["x-portal-grant"]).toBe("ended");
    const broken = await get("/shared-call-sheet/7", "connect.sid=broken");
    expect(broken.headers["x-portal-grant"]).toBe("unknown");
    for (const page of [ended.body, broken.body]) expect(page).toContain('<div class="boot">');
  });

  it("should never let the browser keep a shared view's answer: a rendered sheet or a grant's verdict is `no-store`", async () => {
    // With `no-cache` the browser kept the page and answered Back from its HTTP cache without asking: the
    // service worker stored that old page as a new copy (src/offline/sw.ts keeps only `no-store` answers).
    for (const cookie of ["connect.sid=ana", "connect.sid=nobody", "connect.sid=ended", "connect.sid=broken", ""]) {
      const page = await get("/shared-call-sheet/7", cookie);
      expect(page.headers["x-portal-grant"], cookie).toBeDefined();
      expect(page.headers["cache-control"], cookie).toBe("no-store, private");
    }
    // Other portal pages (the gate's shell) carry no sheet and no verdict: revalidated, as before.
    expect((await get("/call-sheet/abc", "")).headers["cache-control"]).toBe("no-cache");
  });

  it("should put a sheet's title into the page as written, `$` sequences included", async () => {
    const page = await get("/shared-call-sheet/7", "connect.sid=cash");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<title>Cash $&#39; $&amp; $$ deal</title>");
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain('<div id="root"><main>cash@example.com');
  });

  it("should answer a malformed address 400, not 500", async () => {
    const page = await get("/shared-call-sheet/%E0%A4%A", "connect.sid=ana");
    expect(page.status).toBe(400);
  });

  it("should keep one page for every closed-list cookie at or above the shown revision, so a loop over cookie values renders nothing new", async () => {
    const before = renders();
    for (const read of [3, 5, 999_999_999]) {
      const page = await get("/shared-call-sheet/7", `connect.sid=rev; revisionChangesRead=7/rev@example.com:${read}`);
      expect(page.body).toContain("rev@example.com changes:gear comments:{\"location\":0} read:3");
    }
    expect(renders() - before).toBe(1);
    // An older revision's list closed, or none: the shown revision's list is open, one more page for both.
    for (const cookie of ["connect.sid=rev; revisionChangesRead=7/rev@example.com:2", "connect.sid=rev"]) expect((await get("/shared-call-sheet/7", cookie)).body).toContain("read:null");
    expect(renders() - before).toBe(2);
  });

  it("should leave out only the list the page's own reader closed: another reader's 'Got it' on the same phone does not close theirs", async () => {
    const jar = "revisionChangesRead=7/rev@example.com:3";
    expect((await get("/shared-call-sheet/7", `connect.sid=rev; ${jar}`)).body).toContain("rev@example.com changes:gear comments:{\"location\":0} read:3");
    expect((await get("/shared-call-sheet/7", `connect.sid=rex; ${jar}`)).body).toContain("rex@example.com changes:gear comments:{\"location\":0} read:null");
    expect((await get("/shared-call-sheet/7", `connect.sid=rex; ${jar}|7/rex@example.com:3`)).body).toContain("rex@example.com changes:gear comments:{\"location\":0} read:3");
    // No grant any more: every reader's closed lists are forgotten with it.
    const none = await get("/shared-call-sheet/7", `connect.sid=nobody; ${jar}`);
    expect(none.headers["x-portal-grant"]).toBe("none");
    expect(none.headers["set-cookie"]).toEqual(["revisionChangesRead=; Max-Age=0"]);
  });

  it("should give no verdict on a shared view's link with a token, so that another site's link cannot make the worker drop the copy", async () => {
    const page = await get("/shared-call-sheet/7?token=abc&email=ana%40example.com", "connect.sid=ana");
    expect(page.status).toBe(200);
    expect(page.headers["x-portal-grant"]).toBeUndefined();
    expect(page.body).not.toContain("ana@example.com changes:");
    // Without a cookie there is no grant: 'none', as before.
    expect((await get("/shared-call-sheet/7", "")).headers["x-portal-grant"]).toBe("none");
  });
});
