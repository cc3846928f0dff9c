import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { scriptsAfterPaint } from "./scriptsAfterPaint.mjs";

const IMMUTABLE = "public, max-age=31536000, immutable";
const TYPES = { ".js": "application/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".json": "application/json", ".webmanifest": "application/manifest+json", ".png": "image/png", ".svg": "image/svg+xml", ".html": "text/html; charset=utf-8", ".map": "application/json" };
/** Files of the build's root served as they are (the rest of dist/ is not public: dist/server is the render bundle). */
const ROOT_FILES = /^\/portal\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|icons\/[\w.-]+\.(png|svg))$/;
const SHARED_VIEW = /^\/shared-call-sheet\/(\d{1,15})\/?$/;
/** The request headers the API reads about the client (access log address, scheme, request id) passed on as they came from the gateway. */
const FORWARDED = ["cookie", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "x-request-id", "user-agent", "accept-language"];
const RENDER_CACHE_SIZE = 200;
const gzip = promisify(zlib.gzip);
/** A page as it is sent: its bytes and their gzip (made once per page, so neither this server nor nginx compresses per request). */
const sendable = async (html) => {
  const body = Buffer.from(html, "utf8");
  return { body, gzipped: await gzip(body, { level: 9 }) };
};

/**
 * The portal server's request handler (server/main.mjs): static files of the build, the shell for the
 * portal's pages, and a shared view rendered from the API's answers when the request's session opens it.
 * @param {{ dist: string, apiUrl: string }} options
 */
export async function createPortalHandler({ dist, apiUrl }) {
  // A new build in place (npm start's rebuild, a deploy onto the same disk) is picked up at the next request:
  // the shell names the hashed assets nginx now serves, and the render bundle must match it.
  let template = "";
  /** The shell a rendered sheet goes into: its scripts start after the sheet is painted (scriptsAfterPaint). */
  let sheetTemplate = "";
  /** The shell as it is sent (sendable). */
  let shell;
  let renderSharedView;
  let parseFirstResponse;
  let changesReadIn;
  let forgetChangesReadCookie;
  let builtAt = -1;
  const rendered = new Map();
  async function loadBuild() {
    const mtime = fs.statSync(path.join(dist, "index.html")).mtimeMs;
    if (mtime === builtAt) return;
    const bundle = path.join(dist, "server", "render.js");
    ({ renderSharedView, parseFirstResponse, changesReadIn, forgetChangesReadCookie } = await import(`${pathToFileURL(bundle).href}?v=${fs.statSync(bundle).mtimeMs}`));
    template = fs.readFileSync(path.join(dist, "index.html"), "utf8");
    sheetTemplate = scriptsAfterPaint(template);
    shell = await sendable(template);
    rendered.clear();
    builtAt = mtime;
  }
  await loadBuild();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const api = new URL(apiUrl);
  // `rendered`: the same answer renders the same page, keyed by a hash of the API's answer as it came (before
  // any parsing), so a page read again costs one API call, a hash and a write: no parse, render or gzip.

  /** GET of the API with the client's headers; resolves { status, text (the body as it came), setCookie }. */
  function apiGet(pathAndQuery, request) {
    const headers = { accept: "application/json" };
    for (const name of FORWARDED) if (request.headers[name]) headers[name] = request.headers[name];
    return new Promise((resolve) => {
      const call = http.get({ host: api.hostname, port: api.port || 80, path: pathAndQuery, headers, agent, timeout: 5000 }, (answer) => {
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), setCookie: answer.headers["set-cookie"] ?? [] }));
        answer.on("error", () => resolve({ status: 0, text: "", setCookie: [] }));
      });
      call.on("timeout", () => call.destroy(new Error("timeout")));
      call.on("error", () => resolve({ status: 0, text: "", setCookie: [] }));
    });
  }

  /**
   * The answer a shared view is rendered from, or why there is none: "none" (no grant), "ended" (410),
   * "unknown" (no answer). "granted" carries the kept `page`, or else `key` and `first` (the parsed answer).
   * One API call (`GET /api/shared-view/{id}`: check-auth's answer, get-call-sheet's status and answer, the
   * comment counts; one session read). `key` hashes everything the page is made of (the answer's text as it
   * came, the sheet's id, the closed list of changes), so one grant's page is never another's: the answer names
   * its reader (check-auth the e-mail and role; the sheet the grant's role, confirmation and changes since).
   */
  async function firstResponseOf(callSheetId, request) {
    const answer = await apiGet(`/api/shared-view/${callSheetId}`, request);
    const setCookie = answer.setCookie;
    // No grant any more: this browser forgets which lists of changes were closed on it too (every reader's:
    // the cookie holds a tag per reader, and a session without a grant names none).
    const forget = forgetChangesReadCookie(callSheetId);
    const gone = hasCookie(request.headers.cookie, forget.slice(0, forget.indexOf("="))) ? [...setCookie, forget] : setCookie;
    // The list closed is the page's reader's (check-auth's answer: Ana's 'Got it' is not Bob's on the same phone).
    const closedList = changesReadIn(request.headers.cookie, callSheetId, checkAuthIn(answer.text));
    // The page depends only on whether the shown revision's list was closed (lib/useRevisionChanges.ts), so
    // that is all the key and the render get: a cookie of any other number (a grant's loop over 1..999999999)
    // cannot make a page per value and push every other reader's kept page out. The answer is JSON whose
    // strings escape their quotes: the first `"revision":{"number":` is the shown revision's.
    const shown = /"revision":\{"number":(\d+)/.exec(answer.text)?.[1];
    const changesRead = closedList !== null && shown !== undefined && closedList >= Number(shown) ? Number(shown) : null;
    if (answer.status === 410) return { grant: "ended", setCookie: gone };
    // A kept page was rendered from exactly this answer, granted: it needs no parsing again.
    const key = createHash("sha256").update(`${callSheetId}\n${changesRead}\n`).update(answer.text).digest("base64");
    const page = answer.status === 200 ? rendered.get(key) : undefined;
    if (page) return { grant: "granted", page, setCookie };
    const view = answer.status === 200 ? parseJson(answer.text) : null;
    const checkAuth = typeof view?.checkAuth === "object" ? view.checkAuth : null;
    if (checkAuth?.authenticated === false) return { grant: "none", setCookie: gone };
    if ([401, 403].includes(view?.sheetStatus)) return { grant: "none", setCookie: gone };
    if (checkAuth === null || view.sheetStatus !== 200) return { grant: "unknown", setCookie };
    const first = parseFirstResponse({ callSheetId, checkAuth, sheet: view.sheet, counts: view.counts ?? null, changesRead });
    return first ? { grant: "granted", key, first, setCookie } : { grant: "unknown", setCookie };
  }

  /** The page of a granted outcome: the kept one, or rendered now from its answers and kept. */
  async function renderPage({ key, first, page: kept }) {
    let page = kept;
    if (!page) {
      const { html, styles, title, htmlAttributes = "" } = await renderSharedView(first);
      const data = JSON.stringify(first).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
      page = await sendable(sheetTemplate
        .replace(/<html([^>]*)>/, (_, attributes) => `<html${attributes}${htmlAttributes ? ` ${htmlAttributes}` : ""}>`)
        .replace(/<noscript>[\s\S]*?<\/noscript>/g, "")
        // Replacers are functions: a replacement string would expand `$'`, `$&` and `$$` in a sheet's title or styles.
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace("</head>", () => `${styles}</head>`)
        .replace(/<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/, () => `<div id="root">${html}</div><script type="application/json" id="portal-first-response">${data}</script>`));
      if (rendered.size >= RENDER_CACHE_SIZE) rendered.delete(rendered.keys().next().value);
      rendered.set(key, page);
    }
    return page;
  }

  function sendFile(response, file, cacheControl, method, extra = {}) {
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) {
        response.writeHead(404, { "content-type": "text/plain" });
        response.end("Not found");
        return;
      }
      response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", "content-length": stat.size, "cache-control": cacheControl, ...extra });
      if (method === "HEAD") response.end();
      else fs.createReadStream(file).pipe(response);
    });
  }

  /**
   * A page (sendable): gzip when the client takes it (nginx passes an encoded answer on as it is). A shared
   * view's answer (a rendered sheet, or the shell with a grant verdict) is `no-store, private`: with `no-cache`
   * the browser kept it, answered Back/Forward from its HTTP cache without asking, and the service worker took
   * that old page for a new one (stored it as the copy, stamped now). The worker keeps only answers that say
   * `no-store` (src/offline/sw.ts). Chromium keeps a `no-store` page out of the back/forward cache too.
   */
  function sendHtml(request, response, status, page, method, headers) {
    const gzipped = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    const body = gzipped ? page.gzipped : page.body;
    const cacheControl = headers["x-portal-grant"] ? "no-store, private" : "no-cache";
    response.writeHead(status, { "content-type": "text/html; charset=utf-8", "content-length": body.length, "cache-control": cacheControl, vary: "Cookie, Accept-Encoding", ...(gzipped ? { "content-encoding": "gzip" } : {}), ...headers });
    response.end(method === "HEAD" ? undefined : body);
  }

  return async function handle(request, response) {
    const method = request.method ?? "GET";
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://portal").pathname);
    } catch {
      // A malformed escape (`/%E0%A4%A`): the client's mistake, not the server's.
      response.writeHead(400, { "content-type": "text/plain" });
      response.end("Bad request\n");
      return;
    }
    if (pathname === "/healthz") {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("ok\n");
      return;
    }
    if (method !== "GET" && method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" });
      response.end();
      return;
    }
    if (pathname.startsWith("/portal/assets/") && !pathname.includes("..")) {
      sendFile(response, path.join(dist, "assets", pathname.slice("/portal/assets/".length)), IMMUTABLE, method);
      return;
    }
    if (ROOT_FILES.test(pathname)) {
      // The worker lives under /portal/ but controls the shared views only (docs/on-set.md).
      const extra = pathname === "/portal/sw.js" ? { "service-worker-allowed": "/shared-call-sheet/" } : {};
      sendFile(response, path.join(dist, pathname.slice("/portal/".length)), "no-cache", method, extra);
      return;
    }
    await loadBuild();
    const shared = SHARED_VIEW.exec(pathname);
    const query = new URL(request.url ?? "/", "http://portal").searchParams;
    if (shared && request.headers.cookie && !query.has("token")) {
      const outcome = await firstResponseOf(shared[1], request);
      const headers = outcome.setCookie.length ? { "set-cookie": outcome.setCookie } : {};
      if (outcome.grant === "granted") {
        const page = await renderPage(outcome).catch((error) => {
          // The browser renders it then, as it would without this server.
          process.stderr.write(`portal: rendering sheet ${shared[1]} failed, answering the shell: ${error instanceof Error ? error.stack : error}\n`);
          return undefined;
        });
        // "granted": the service worker keeps this page as the sheet's offline copy.
        sendHtml(request, response, 200, page ?? shell, method, { ...headers, "x-portal-grant": page ? "granted" : "unknown" });
        return;
      }
      // The service worker drops its stored copy of this sheet on "none" and "ended", never on "unknown".
      sendHtml(request, response, 200, shell, method, { ...headers, "x-portal-grant": outcome.grant });
      return;
    }
    // A shared view's link with a token (a direct access: the page signs in with it) was not checked here: no
    // verdict, so the worker neither keeps nor drops the sheet's copy (another site's link must not clear it).
    // Without any cookie there is no grant to hold.
    sendHtml(request, response, 200, shell, method, shared && !query.has("token") ? { "x-portal-grant": "none" } : {});
  };
}

/** Whether a Cookie header holds a cookie of that name. */
const hasCookie = (header, name) => (header ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));

/**
 * Check-auth's answer inside the API's answer text, for whose closed list to read, without parsing the whole
 * answer (a kept page needs none): `checkAuth` is a flat object (authenticated, isAdmin, email, role), and a
 * string's quotes are escaped, so the first `"checkAuth":{...}` is it. null: none.
 */
function checkAuthIn(text) {
  const found = /"checkAuth":(\{[^{}]*\})/.exec(text)?.[1];
  const auth = found === undefined ? null : parseJson(found);
  return typeof auth === "object" && auth !== null ? { isAdmin: auth.isAdmin === true, email: typeof auth.email === "string" ? auth.email : null } : null;
}

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);
