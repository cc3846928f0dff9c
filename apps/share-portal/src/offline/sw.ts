/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { forgetAskedByThisOrigin, forgetCopyAndComments, forgetSheetInWorker } from "./forgetSheet.ts";
import { copyKey, forgottenPage, isRenderedSheet, sharedViewId, withOfflineBanner } from "./offlineCopy.ts";

/**
 * The share portal's service worker (docs/on-set.md), scoped to /shared-call-sheet/: the admin console and
 * the public site never come under it. It keeps the portal's own files (precached at install), the shell's
 * files the shared view runs on (as they are fetched), and one copy per sheet of the last shared view this
 * phone loaded with a grant, for reading without a network.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const SHELL_CACHE = "portal-shell-v1";
const { sheetCache, storedAtHeader, grantHeader } = ON_SET_CONSTANTS;

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/**
 * An answer the portal server gave now: a shared view's answer says `no-store` (server/portalHandler.mjs),
 * which no HTTP cache keeps. Anything else (an older release's page the browser kept, answered on Back
 * without asking the server) neither makes nor drops a copy.
 */
const answeredNow = (response: Response) => /(^|[\s,])no-store([\s,]|$)/i.test(response.headers.get("cache-control") ?? "");

/**
 * A shared view from the network, its copy kept or dropped by what the portal server said. Offline, when
 * the gateway fails (5xx) or the portal server could not get the API's answer (`unknown`): the copy, with
 * its banner, kept as it is (the shell or the error when there is none).
 */
async function sharedView(request: Request, callSheetId: string): Promise<Response> {
  const cache = await caches.open(sheetCache);
  const key = copyKey(self.location.origin, callSheetId);
  const keptCopy = async (): Promise<Response | null> => {
    const copy = await cache.match(key);
    if (!copy) return null;
    const storedAt = copy.headers.get(storedAtHeader) ?? new Date(0).toISOString();
    return new Response(withOfflineBanner(await copy.text(), storedAt, callSheetId), { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  };
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (await keptCopy()) ?? Response.error();
  }
  const grant = response.headers.get(grantHeader);
  if (response.status >= 500 || grant === "unknown") return (await keptCopy()) ?? response;
  if (!answeredNow(response)) return response;
  // No grant (signed out, expired: 401/403) or an ended invitation (410): this phone keeps nothing of it.
  // An ended invitation takes the comments written offline that could not be sent with it; without a grant
  // in this session they stay (the page sends them once the same person signs in again, and leaves them
  // waiting, unseen, while anyone else reads: features/shared-call-sheet/lib/commentOutbox.ts).
  if (grant === "none") await cache.delete(key);
  else if (grant === "ended") await forgetCopyAndComments(self.location.origin, callSheetId);
  else if (grant === "granted") {
    const html = await response.clone().text();
    if (isRenderedSheet(html)) await cache.put(key, new Response(html, { headers: { "content-type": "text/html; charset=utf-8", [storedAtHeader]: new Date().toISOString() } }));
  }
  return response;
}

/** The shell's files: hashed ones from the cache first (they never change), the entries from the network first. */
async function shellFile(request: Request, pathname: string): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  if (pathname.startsWith("/shell/assets/")) {
    const hit = await cache.match(request);
    if (hit) return hit;
  }
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || request.method !== "GET") return;
  const callSheetId = sharedViewId(url.pathname);
  if (callSheetId && url.searchParams.has("forget") && forgetAskedByThisOrigin(request, self.location.origin)) {
    // Forgetting the sheet forgets what was written on it and not sent yet (the reader's choice), and a
    // Confirm waiting in localStorage at the page's next start (the link may be followed before its scripts ran).
    // Asked from another site (a link, a redirect, a frame), it is an ordinary visit of the sheet.
    event.respondWith(forgetSheetInWorker(self.location.origin, callSheetId).then(() => new Response(forgottenPage(), { headers: { "content-type": "text/html; charset=utf-8" } })));
    return;
  }
  if (callSheetId && (request.mode === "navigate" || request.headers.get("x-portal-copy") === "1")) {
    event.respondWith(sharedView(request, callSheetId));
    return;
  }
  if (url.pathname.startsWith("/shell/")) event.respondWith(shellFile(request, url.pathname));
});

/**
 * From the page: the files it loaded before this worker controlled it (its first visit), to keep for
 * offline; and "store-copy" for a shared view the page did not load as a document (opened from the gate).
 */
self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; urls?: unknown; callSheetId?: unknown } | null;
  if (data?.type === "store-copy" && typeof data.callSheetId === "string" && /^\d{1,15}$/.test(data.callSheetId)) {
    const key = copyKey(self.location.origin, data.callSheetId);
    event.waitUntil(sharedView(new Request(key, { headers: { accept: "text/html" }, cache: "no-store" }), data.callSheetId).catch(() => undefined));
    return;
  }
  if (data?.type !== "keep-shell-files" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url): url is string => typeof url === "string" && new URL(url).origin === self.location.origin && new URL(url).pathname.startsWith("/shell/"));
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
    }),
  );
});
