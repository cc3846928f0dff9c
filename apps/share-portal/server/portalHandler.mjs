import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

const IMMUTABLE = "public, max-age=31536000, immutable";
const TYPES = { ".js": "application/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".json": "application/json", ".webmanifest": "application/manifest+json", ".png": "image/png", ".svg": "image/svg+xml", ".html": "text/html; charset=utf-8", ".map": "application/json" };
/** Files of the build's root served as they are (the rest of dist/ is not public: dist/server is the render bundle). */
const ROOT_FILES = /^\/portal\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|icons\/[\w.-]+\.(png|svg))$/;
const SHARED_VIEW = /^\/shared-call-sheet\/(\d{1,15})\/?$/;
/** The request headers the API reads about the client (access log address, scheme, request id) passed on as they came from the gateway. */
const FORWARDED = ["cookie", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "x-request-id", "user-agent", "accept-language"];
const RENDER_CACHE_SIZE = 200;

/**
 * The portal server's request handler (server/main.mjs): static files of the build, the shell for the
 * portal's pages, and a shared view rendered from the API's answers when the request's session opens it.
 * @param {{ dist: string, apiUrl: string }} options
 */
export async function createPortalHandler({ dist, apiUrl }) {
  // A new build in place (npm start's rebuild, a deploy onto the same disk) is picked up at the next request:
  // the shell names the hashed assets nginx now serves, and the render bundle must match it.
  let template = "";
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
    rendered.clear();
    builtAt = mtime;
  }
  await loadBuild();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const api = new URL(apiUrl);
  // `rendered`: the same answers render the same page, keyed by their hash, so a sheet read by many renders once.

  /** GET of the API with the client's headers; resolves { status, body (parsed JSON or null), setCookie }. */
  function apiGet(pathAndQuery, request) {
    const headers = { accept: "application/json" };
    for (const name of FORWARDED) if (request.headers[name]) headers[name] = request.headers[name];
    return new Promise((resolve) => {
      const call = http.get({ host: api.hostname, port: api.port || 80, path: pathAndQuery, headers, agent, timeout: 5000 }, (answer) => {
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          let body = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          } catch {
            // not JSON: body stays null
          }
          resolve({ status: answer.statusCode ?? 0, body, setCookie: answer.headers["set-cookie"] ?? [] });
        });
        answer.on("error", () => resolve({ status: 0, body: null, setCookie: [] }));
      });
      call.on("timeout", () => call.destroy(new Error("timeout")));
      call.on("error", () => resolve({ status: 0, body: null, setCookie: [] }));
    });
  }

  /** The answers a shared view is rendered from, or why there are none: "none" (no grant), "ended" (410), "unknown" (no answer). */
  async function firstResponseOf(callSheetId, request) {
    const [auth, sheet, comments] = await Promise.all([
      apiGet(`/api/check-call-sheet-auth/${callSheetId}`, request),
      apiGet(`/api/get-call-sheet?callSheetId=${callSheetId}`, request),
      apiGet(`/api/call-sheet-comments?callSheetId=${callSheetId}&limit=1`, request),
    ]);
    const setCookie = [...auth.setCookie, ...sheet.setCookie];
    // No grant any more: this browser forgets which list of changes it closed too.
    const changesRead = changesReadIn(request.headers.cookie);
    const gone = changesRead === null ? setCookie : [...setCookie, forgetChangesReadCookie(callSheetId)];
    if (auth.status === 410 || sheet.status === 410) return { grant: "ended", setCookie: gone };
    if (auth.status === 200 && auth.body?.authenticated === false) return { grant: "none", setCookie: gone };
    if ([401, 403].includes(sheet.status)) return { grant: "none", setCookie: gone };
    if (auth.status !== 200 || sheet.status !== 200) return { grant: "unknown", setCookie };
    const first = parseFirstResponse({ callSheetId, checkAuth: auth.body, sheet: sheet.body, counts: comments.status === 200 ? comments.body?.counts : null, changesRead });
    return first ? { grant: "granted", first, setCookie } : { grant: "unknown", setCookie };
  }

  async function renderPage(first) {
    const json = JSON.stringify(first);
    const key = createHash("sha1").update(json).digest("base64");
    let page = rendered.get(key);
    if (!page) {
      const { html, styles, title, htmlAttributes = "" } = await renderSharedView(first);
      const data = json.replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
      page = template
        .replace(/<html([^>]*)>/, (_, attributes) => `<html${attributes}${htmlAttributes ? ` ${htmlAttributes}` : ""}>`)
        .replace(/<noscript>[\s\S]*?<\/noscript>/g, "")
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace("</head>", `${styles}</head>`)
        .replace(/<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/, () => `<div id="root">${html}</div><script type="application/json" id="portal-first-response">${data}</script>`);
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

  function sendHtml(response, status, html, method, headers) {
    const body = Buffer.from(html, "utf8");
    response.writeHead(status, { "content-type": "text/html; charset=utf-8", "content-length": body.length, "cache-control": "no-cache", vary: "Cookie", ...headers });
    response.end(method === "HEAD" ? undefined : body);
  }

  return async function handle(request, response) {
    const method = request.method ?? "GET";
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://portal").pathname);
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
        const page = await renderPage(outcome.first).catch((error) => {
          // The browser renders it then, as it would without this server.
          process.stderr.write(`portal: rendering sheet ${shared[1]} failed, answering the shell: ${error instanceof Error ? error.stack : error}\n`);
          return undefined;
        });
        // "granted": the service worker keeps this page as the sheet's offline copy.
        sendHtml(response, 200, page ?? template, method, { ...headers, "x-portal-grant": page ? "granted" : "unknown" });
        return;
      }
      // The service worker drops its stored copy of this sheet on "none" and "ended", never on "unknown".
      sendHtml(response, 200, template, method, { ...headers, "x-portal-grant": outcome.grant });
      return;
    }
    sendHtml(response, 200, template, method, shared ? { "x-portal-grant": "none" } : {});
  };
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);
