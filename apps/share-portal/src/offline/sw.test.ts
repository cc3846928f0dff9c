import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { stubCaches } from "../testing/memoryCaches.ts";
import type { PendingComment } from "./commentOutbox.ts";

/**
 * The worker's answers to a shared view (src/offline/sw.ts, docs/on-set.md "Offline"), its fetch handler run
 * in jsdom with Cache Storage in memory and the network stubbed: which answers make, keep or drop the copy,
 * when the copy is shown, and who may forget it. The worker in a real browser: e2e/offline-back-and-forget.spec.ts.
 */

vi.mock("workbox-precaching", () => ({ precacheAndRoute: () => undefined, cleanupOutdatedCaches: () => undefined }));
const kept: PendingComment[] = [];
vi.mock("./commentOutbox.ts", () => ({
  forgetPendingOf: async (callSheetId: string) => void kept.splice(0, kept.length, ...kept.filter((comment) => comment.callSheetId !== callSheetId)),
}));

const { sheetCache, storedAtHeader, grantHeader, offlineBannerId, firstResponseElementId } = ON_SET_CONSTANTS;
type FetchEventLike = { request: unknown; respondWith: (answer: Promise<Response> | Response) => void };
let onFetch: (event: FetchEventLike) => void;
const network = vi.fn<(request: unknown) => Promise<Response>>();

const SHEET = `${location.origin}/shared-call-sheet/7`;
const OLD_COPY = `<!doctype html><html><body><div id="root"><h1>REV 1</h1></div><script type="application/json" id="${firstResponseElementId}">{"callSheetId":"7","sheet":{"revision":{"number":1}}}</script></body></html>`;
const NEW_PAGE = OLD_COPY.replace("REV 1", "REV 2").replace('"number":1', '"number":2');
const STORED_AT = "2026-11-27T10:00:00.000Z";

const navigation = (url: string, referrer = "", headers: Record<string, string> = {}) => ({ url, method: "GET", mode: "navigate", referrer, headers: new Headers(headers) });
const portalPage = (html: string, grant: string, cacheControl = "no-store, private", status = 200) =>
  new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": cacheControl, [grantHeader]: grant } });

/** The worker's answer to a request. */
async function answer(request: unknown): Promise<Response> {
  let response: Promise<Response> | Response | undefined;
  onFetch({ request, respondWith: (given) => void (response = given) });
  if (!response) throw new Error("the worker left the request to the browser");
  return response;
}
const copy = async () => (await caches.open(sheetCache)).match(SHEET);

beforeAll(async () => {
  const listeners = vi.spyOn(self, "addEventListener");
  (self as unknown as { __WB_MANIFEST: unknown[] }).__WB_MANIFEST = [];
  await import("./sw.ts");
  onFetch = listeners.mock.calls.find(([type]) => (type as string) === "fetch")![1] as unknown as typeof onFetch;
  listeners.mockRestore();
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(async () => {
  stubCaches();
  vi.stubGlobal("fetch", network);
  network.mockReset();
  kept.splice(0, kept.length, { id: "c7", callSheetId: "7", author: "ana@example.com", sectionId: "team", text: "Parking?", writtenAt: STORED_AT });
  await (await caches.open(sheetCache)).put(SHEET, new Response(OLD_COPY, { headers: { [storedAtHeader]: STORED_AT } }));
});

describe("the worker keeps a sheet's copy", () => {
  it("should store the portal server's granted page as the copy, stamped now", async () => {
    network.mockResolvedValue(portalPage(NEW_PAGE, "granted"));
    const shown = await answer(navigation(SHEET));
    expect(await shown.text()).toContain("REV 2");
    expect(await (await copy())!.text()).toContain("REV 2");
    expect(Date.now() - Date.parse((await copy())!.headers.get(storedAtHeader)!)).toBeLessThan(5_000);
  });

  it("should neither store nor drop a copy for a page the browser's HTTP cache answered (no `no-store`: Back to an older page)", async () => {
    network.mockResolvedValue(portalPage(NEW_PAGE, "granted", "no-cache"));
    await answer(navigation(SHEET));
    const stillKept = await copy();
    expect(await stillKept!.text()).toBe(OLD_COPY);
    expect(stillKept!.headers.get(storedAtHeader)).toBe(STORED_AT);

    network.mockResolvedValue(portalPage("<html>shell</html>", "ended", "no-cache"));
    await answer(navigation(SHEET));
    expect(await copy()).toBeDefined();
    expect(kept).toHaveLength(1);
  });

  for (const [what, response] of [
    ["the portal server could not get the API's answer ('unknown')", () => portalPage("<html><body>shell</body></html>", "unknown")],
    ["the gateway timed out (504)", () => new Response("<html><body>504 Gateway Time-out</body></html>", { status: 504, headers: { "content-type": "text/html" } })],
    ["the gateway found no portal server (502)", () => new Response("bad gateway", { status: 502 })],
  ] as const) {
    it(`should show the copy with its offline banner, and keep it, when ${what}`, async () => {
      network.mockResolvedValue(response());
      const shown = await (await answer(navigation(SHEET))).text();
      expect(shown).toContain(`id="${offlineBannerId}"`);
      expect(shown).toContain("REV 1");
      expect(shown).toContain(`data-stored-at="${STORED_AT}"`);
      expect(await (await copy())!.text()).toBe(OLD_COPY);
      expect(kept).toHaveLength(1);
    });
  }

  it("should answer the shell when the API does not answer and there is no copy", async () => {
    await (await caches.open(sheetCache)).delete(SHEET);
    network.mockResolvedValue(portalPage("<html><body>shell</body></html>", "unknown"));
    expect(await (await answer(navigation(SHEET))).text()).toBe("<html><body>shell</body></html>");
  });
});

describe("'Forget this sheet' (?forget=1)", () => {
  it("should forget the copy and the waiting comments when followed from a page of this origin (the banner's link)", async () => {
    const shown = await answer(navigation(`${SHEET}?forget=1`, SHEET));
    expect(await shown.text()).toContain("no longer kept");
    expect(network).not.toHaveBeenCalled();
    expect(await copy()).toBeUndefined();
    expect(kept).toEqual([]);
  });

  for (const [what, request] of [
    ["another site's link or redirect", navigation(`${SHEET}?forget=1`, "https://cat-pictures.example/")],
    ["a navigation with no referrer (another site's `no-referrer`)", navigation(`${SHEET}?forget=1`, "")],
    ["a navigation marked cross-site", navigation(`${SHEET}?forget=1`, SHEET, { "sec-fetch-site": "cross-site" })],
  ] as const) {
    it(`should keep the copy and the waiting comments for ${what}, and show the sheet`, async () => {
      network.mockResolvedValue(portalPage(NEW_PAGE, "granted"));
      const shown = await answer(request);
      expect(await shown.text()).toContain("REV 2");
      expect(network).toHaveBeenCalledTimes(1);
      expect(await copy()).toBeDefined();
      expect(kept).toHaveLength(1);
    });
  }
});
