import type { Route } from "playwright-core";

/**
 * The origin the document is served from inside Chromium. `.invalid` can never resolve (RFC 6761), so even
 * a request that slipped past the handler below could not reach a real host.
 */
export const PAGE_ORIGIN = "https://call-sheet.invalid";
export const PAGE_URL = `${PAGE_ORIGIN}/`;

/** Stored photos, the only subresource a call sheet has (actors' pictures): `/api/photos/<sha256>.jpg`. */
const PHOTO_PATH = /^\/api\/photos\/([a-f0-9]{64})\.jpg$/;

export type PageFile = { contentType: string; body: Buffer };
/** Reads a stored photo by the SHA-256 of its bytes; undefined when there is none. */
export type PhotoLoader = (hash: string) => Promise<PageFile | undefined>;

/**
 * Answers every request the page makes, so Chromium never touches the network: the photos the document
 * names (from our database, not over HTTP) and nothing else. The document itself arrives by setContent. User text is escaped by React
 * anyway; this is what keeps a future slip (an unescaped URL, a CSS url()) from turning the PDF renderer
 * into a way to reach internal hosts (SSRF).
 */
export function pageRequestHandler(loadPhoto: PhotoLoader): (route: Route) => Promise<void> {
  return async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    // A navigation (a refresh, a frame) answered "204 No Content" leaves the current document in place; an
    // aborted one would swap it for Chromium's error page halfway through printing.
    if (request.isNavigationRequest()) return route.fulfill({ status: 204 });
    if (url.origin !== PAGE_ORIGIN || request.method() !== "GET") return route.abort("blockedbyclient");
    const hash = PHOTO_PATH.exec(url.pathname)?.[1];
    const photo = hash ? await loadPhoto(hash) : undefined;
    if (!photo) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({ status: 200, contentType: photo.contentType, body: photo.body });
  };
}
