import { API_PREFIX, APPS, SHELL } from "./routes.mjs";

/**
 * Renders nginx.conf from the route table, for three places:
 * - "local": `npm start` and the browser tests; one nginx serves every app's build from disk and proxies /api/.
 * - "gateway": docker-compose's gateway; proxies each app's paths to its container and /api/ to the API replicas.
 * - "app": inside one app's container; serves that app's build with the same paths and cache rules.
 */

const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
const CACHE_REVALIDATE = "no-cache";

// styled-components and react-select inject <style> elements, hence 'unsafe-inline' for styles only.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const TYPES = `types {
    text/html html;
    text/css css;
    application/javascript js mjs;
    application/json json map;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/webp webp;
    image/x-icon ico;
    font/woff2 woff2;
    text/plain txt;
  }`;

const indent = (text, spaces) => text.split("\n").map((line) => (line ? " ".repeat(spaces) + line : line)).join("\n");

/** add_header does not inherit into a location that sets its own, so every location gets the full set. */
function headers(cacheControl, { security }) {
  const lines = [];
  if (cacheControl) lines.push(`add_header Cache-Control "${cacheControl}" always;`);
  if (security) {
    lines.push(
      `add_header Content-Security-Policy "${CSP}" always;`,
      `add_header X-Content-Type-Options "nosniff" always;`,
      `add_header Referrer-Policy "strict-origin-when-cross-origin" always;`,
      `add_header X-Frame-Options "DENY" always;`,
      `add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;`,
      `add_header Strict-Transport-Security $hsts always;`,
    );
  }
  return lines.join("\n");
}

function location(match, body) {
  return `location ${match} {\n${indent(body, 2)}\n}`;
}

/** The nginx upstream of an app's own server in local mode. */
const appUpstream = (name) => `app_${name.replace(/-/g, "_")}`;

/**
 * Proxying to one of our own servers (the API, an app's server) and what it is told about the client: set
 * here, never passed through from the client, as the API trusts exactly these (TRUST_PROXY). The address and
 * scheme come from a configured front proxy only (trustedProxyLines), else from the socket.
 */
const proxyToOwnServer = (upstream) =>
  [
    `proxy_pass ${upstream};`,
    "proxy_http_version 1.1;",
    'proxy_set_header Connection "";',
    "proxy_set_header Host $http_host;",
    "proxy_set_header X-Forwarded-For $remote_addr;",
    "proxy_set_header X-Forwarded-Proto $forwarded_proto;",
    "proxy_set_header X-Forwarded-Host $http_host;",
    'proxy_set_header Forwarded "";',
    "proxy_set_header X-Request-Id $request_id;",
  ].join("\n");

/**
 * How one app's files are reached: from disk (local, app) or through its container (gateway). An app with
 * a server of its own (`server` in the route table) has its pages proxied to it in local mode too
 * (`source.pages`), its hashed assets still read from disk.
 */
function appLocations(app, { source, security }) {
  const blocks = [];
  const page = (match, file = "index.html") =>
    source.kind === "proxy" || source.pages
      ? location(match, `${proxyToOwnServer(source.pages ?? source.upstream)}\n${headers(null, { security })}`)
      : location(match, `root ${source.root};\ntry_files /${file === "index.html" ? "" : `${file} /`}index.html =404;\n${headers(CACHE_REVALIDATE, { security })}`);
  const base = app.assets.slice(0, -"assets/".length);
  const rootFile = (match, pathname, isPrefix) => {
    const extra = Object.entries(app.rootFiles?.headers?.[pathname] ?? {}).map(([name, value]) => `add_header ${name} "${value}" always;`);
    const body =
      source.kind === "proxy"
        ? `proxy_pass ${source.upstream};\n${headers(null, { security })}`
        : `alias ${source.root}/${pathname.slice(base.length)};\n${headers(CACHE_REVALIDATE, { security })}`;
    return location(isPrefix ? `^~ ${match}` : `= ${match}`, [body, ...extra].join("\n"));
  };
  for (const file of app.rootFiles?.exact ?? []) blocks.push(rootFile(file, file, false));
  for (const prefix of app.rootFiles?.prefixes ?? []) blocks.push(rootFile(prefix, prefix, true));

  blocks.push(
    source.kind === "proxy"
      ? location(`^~ ${app.assets}`, `proxy_pass ${source.upstream};\n${headers(null, { security })}`)
      : location(`^~ ${app.assets}`, `alias ${source.root}/assets/;\n${headers(CACHE_IMMUTABLE, { security })}`),
  );
  for (const path of app.exact) blocks.push(page(`= ${path}`, app.pages?.[path]));
  for (const prefix of app.prefixes) blocks.push(page(`^~ ${prefix}`));
  if (app.catchAll) {
    if (source.kind === "proxy") {
      blocks.push(location("/", `proxy_pass ${source.upstream};\n${headers(null, { security })}`));
    } else {
      // Unknown paths get the public site's page (its router shows the 404 screen) with a real 404 status.
      blocks.push(location("= /index.html", `internal;\nroot ${source.root};\n${headers(CACHE_REVALIDATE, { security })}`));
      blocks.push(location("/", `error_page 404 /index.html;\nreturn 404;`));
    }
  }
  return blocks;
}

function shellLocations({ source, security }) {
  if (source.kind === "proxy") {
    return [location(`^~ ${SHELL.prefix}`, `proxy_pass ${source.upstream};\n${headers(null, { security })}`)];
  }
  return [
    location(`^~ ${SHELL.assets}`, `alias ${source.root}/assets/;\n${headers(CACHE_IMMUTABLE, { security })}`),
    // remoteEntry.js, uiEntry.js, portalEntry.js and the kit preview page keep their names across releases: always revalidate.
    location(`^~ ${SHELL.prefix}`, `alias ${source.root}/;\n${headers(CACHE_REVALIDATE, { security })}`),
  ];
}

function apiLocation({ security }) {
  return location(`^~ ${API_PREFIX}`, [proxyToOwnServer("http://api"), "proxy_read_timeout 60s;", headers(null, { security })].join("\n"));
}

/**
 * Behind a TLS-terminating front proxy (a load balancer, a host's nginx or Caddy) the gateway itself is
 * reached over plain HTTP, so its $scheme says http and the session cookie would lose Secure and HSTS
 * would never be sent. The front proxy's X-Forwarded-Proto and X-Forwarded-For are believed from the
 * listed addresses (CIDRs) only; from anyone else they are ignored, as a client could write them.
 * @param {string[]} trustedProxies
 */
function trustedProxyLines(trustedProxies) {
  const lines = [];
  if (trustedProxies.length > 0) {
    // realip: $remote_addr becomes the client the front proxy saw; $realip_remote_addr stays the peer.
    lines.push(...trustedProxies.map((cidr) => `set_real_ip_from ${cidr};`), "real_ip_header X-Forwarded-For;", "real_ip_recursive on;");
    lines.push(`geo $realip_remote_addr $from_trusted_proxy {\n  default 0;\n${trustedProxies.map((cidr) => `  ${cidr} 1;`).join("\n")}\n}`);
  } else {
    lines.push("geo $remote_addr $from_trusted_proxy { default 0; }");
  }
  lines.push('map "$from_trusted_proxy:$http_x_forwarded_proto" $forwarded_proto {\n  default $scheme;\n  "1:https" https;\n  "1:http" http;\n}');
  return lines;
}

/**
 * The access log's format, which never holds a credential (issue 23 §5): the values of `token`,
 * `password` and `email` in a query string, the token in /call-sheet/{token}, /call-sheet-access/{token},
 * /api/call-sheet-access/{token} and /r/{token}, the path of /direct-access/... (token, e-mail and password
 * as path segments), nor any of these in the Referer (a page at /call-sheet-access/{token} sends its URL
 * with every asset it loads). The spec's GET /api/get-call-sheet?...&password= stays answered for old links.
 * - Path: taken raw from $request_uri (which internal redirects do not change, unlike $uri). A path that
 *   nginx would normalize before routing (percent-encoding, `//`, dot segments) could reach a secret's
 *   location without matching these patterns, so it is logged as "/[non-canonical path]".
 * - Query: logged whole unless a parameter's NAME contains token, password or email (any case) or a
 *   percent-encoding (the API decodes names: `%74oken` is `token`); then it is "?[redacted]" whole.
 * - Referer: its scheme and host only.
 */
const ACCESS_LOG_LINES = [
  'map $request_uri $log_raw_path {\n  default "";\n  "~^(?<log_raw_path_part>[^?]*)" $log_raw_path_part;\n}',
  [
    "map $log_raw_path $log_path {",
    "  default $log_raw_path;",
    '  "~(%|//|/[.][.]?(/|$))" "/[non-canonical path]";',
    '  "~*^/direct-access/" "/direct-access/[redacted]";',
    '  "~*^/call-sheet/[0-9]+/?$" $log_raw_path;',
    '  "~*^(?<log_secret_prefix>(/api)?/call-sheet-access/|/call-sheet/|/r/)[^/]*(?<log_secret_rest>.*)$" "${log_secret_prefix}[redacted]${log_secret_rest}";',
    "}",
  ].join("\n"),
  'map $args $log_query {\n  default "?$args";\n  "" "";\n  "~*(^|&)[^=&]*(token|password|email|%)" "?[redacted]";\n}',
  'map $http_referer $log_referer {\n  default "-";\n  "~^(?<log_referer_origin>[a-zA-Z][a-zA-Z0-9+.-]*://)([^/?#@]*@)?(?<log_referer_host>[^/?#@]*)" "${log_referer_origin}${log_referer_host}";\n}',
  `log_format masked '$remote_addr - - [$time_local] "$request_method $log_path$log_query $server_protocol" $status $body_bytes_sent "$log_referer" "$http_user_agent" $request_id';`,
];

/** GATEWAY_TRUSTED_PROXIES: comma-separated addresses or CIDRs of the TLS-terminating front proxy, if any. */
export function trustedProxiesFromEnv(env = process.env) {
  const list = (env.GATEWAY_TRUSTED_PROXIES ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)) throw new Error(`GATEWAY_TRUSTED_PROXIES: "${entry}" is not an address or CIDR`);
  }
  return list;
}

/**
 * @param {{
 *   mode: "local" | "gateway" | "app",
 *   port: number,
 *   repoRoot?: string,              // local: where apps/*\/dist live
 *   roots?: Record<string, string>, // local: per-app dist overrides (tests serve a swapped shell)
 *   runDir?: string,                // local: pid, logs and temp files
 *   apiServers?: string[],          // local and gateway: host:port of each API replica
 *   upstreams?: Record<string, string>, // gateway: app name -> http://host:port
 *   appServers?: Record<string, string>, // local: app name -> host:port of the app's own server (route table `server`)
 *   app?: string,                   // app: which app this container serves
 *   appRoot?: string,               // app: where its build sits in the container
 *   accessLog?: boolean,
 *   trustedProxies?: string[],      // local and gateway: addresses whose X-Forwarded-Proto/-For are believed
 * }} options
 */
export function renderNginxConfig(options) {
  const { mode, port } = options;
  const security = mode !== "app"; // an app container sits behind the gateway, which adds them once
  const rootOf = (name, dist) => options.roots?.[name] ?? `${options.repoRoot}/${dist}`;

  /** @type {string[]} */
  const locations = [
    // For container health checks: answers without touching the apps or the API.
    location("= /healthz", 'access_log off;\ndefault_type text/plain;\nreturn 200 "ok\\n";'),
  ];
  if (mode === "app") {
    const appName = options.app;
    const root = options.appRoot ?? "/usr/share/nginx/html";
    if (appName === SHELL.name) locations.push(...shellLocations({ source: { kind: "disk", root }, security }));
    else {
      const app = APPS.find((candidate) => candidate.name === appName);
      if (!app) throw new Error(`Unknown app ${appName}`);
      // The same locations as behind the gateway; a path the app does not own is a plain 404, except in the
      // catch-all app, whose `location /` answers it with the 404 screen.
      locations.push(...appLocations(app, { source: { kind: "disk", root }, security }));
      if (!app.catchAll) locations.push(location("/", "return 404;"));
    }
  } else {
    locations.push(apiLocation({ security }));
    const sourceFor = (name, dist) =>
      mode === "gateway"
        ? { kind: "proxy", upstream: options.upstreams?.[name] ?? `http://${name}:80` }
        : { kind: "disk", root: rootOf(name, dist), pages: options.appServers?.[name] ? `http://${appUpstream(name)}` : undefined };
    locations.push(...shellLocations({ source: sourceFor(SHELL.name, SHELL.dist), security }));
    // In table order: nginx picks exact and ^~ prefix locations before the catch-all app's "location /",
    // whatever their order in the file.
    for (const app of APPS) locations.push(...appLocations(app, { source: sourceFor(app.name, app.dist), security }));
  }

  const runDir = options.runDir;
  const local = mode === "local";
  const apiServers = options.apiServers ?? ["api:3000"];
  // Started by root (CI, containers-less servers), nginx drops its workers to "nobody", who cannot read a
  // checkout under a private folder; a local gateway serves our own files on loopback, so keep the user.
  const runAsRoot = local && typeof process.getuid === "function" && process.getuid() === 0;
  const mainLines = [
    runAsRoot ? "user root;" : "",
    local ? "daemon off;" : "",
    local ? "worker_processes 1;" : "worker_processes auto;",
    local ? `pid ${runDir}/nginx.pid;` : "",
    local ? `error_log ${runDir}/error.log warn;` : "error_log stderr warn;",
  ].filter(Boolean);
  const httpLines = [
    TYPES,
    "default_type application/octet-stream;",
    ...ACCESS_LOG_LINES,
    options.accessLog === false ? "access_log off;" : local ? `access_log ${runDir}/access.log masked;` : "access_log /dev/stdout masked;",
    ...(local
      ? ["client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path", "scgi_temp_path"].map(
          (directive) => `${directive} ${runDir}/tmp/${directive.split("_")[0]};`,
        )
      : []),
    "sendfile on;",
    "server_tokens off;",
    "charset utf-8;",
    "charset_types application/javascript text/css application/json;",
    // A registration carries a photo of up to 5 MB as base64; the API enforces its own, tighter limits.
    "client_max_body_size 8m;",
    "gzip on;",
    "gzip_vary on;",
    "gzip_comp_level 6;",
    "gzip_min_length 256;",
    "gzip_proxied any;",
    "gzip_types application/javascript text/css application/json image/svg+xml text/plain;",
    ...trustedProxyLines(options.trustedProxies ?? []),
    'map $forwarded_proto $hsts { https "max-age=31536000; includeSubDomains"; default ""; }',
  ];
  if (mode === "local") {
    for (const [name, server] of Object.entries(options.appServers ?? {})) httpLines.push(`upstream ${appUpstream(name)} {\n  server ${server};\n  keepalive 16;\n}`);
  }
  if (mode !== "app") {
    httpLines.push(`upstream api {\n${apiServers.map((server) => `  server ${server};`).join("\n")}\n  keepalive 16;\n}`);
  }
  return [
    "# Rendered by gateway/render-nginx.mjs from gateway/routes.mjs. Do not edit by hand.",
    ...mainLines,
    "events { worker_connections 1024; }",
    "http {",
    indent(httpLines.join("\n"), 2),
    indent(`server {\n  listen ${port};\n${indent(locations.join("\n"), 2)}\n}`, 2),
    "}",
    "",
  ].join("\n");
}
