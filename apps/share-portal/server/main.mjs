#!/usr/bin/env node
// The share portal's server (docs/on-set.md): plain node:http, no framework. It serves the portal's build and
// answers a shared view (/shared-call-sheet/{id}) whose request carries a session with the sheet already
// rendered: it asks the API with that request's cookie (server to server) and renders the page with
// dist/server/render.js. Without a grant it answers the portal's shell, whose scripts show the gate.
//   PORT (3100), HOST (127.0.0.1), API_URL (http://127.0.0.1:3000), PORTAL_DIST (<this app>/dist)
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPortalHandler } from "./portalHandler.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? "127.0.0.1";
const handler = await createPortalHandler({
  dist: process.env.PORTAL_DIST ?? path.join(here, "..", "dist"),
  apiUrl: process.env.API_URL ?? "http://127.0.0.1:3000",
});

const server = http.createServer((request, response) => {
  handler(request, response).catch((error) => {
    process.stderr.write(`portal: ${request.method} ${request.url?.split("?")[0]}: ${error instanceof Error ? error.stack : error}\n`);
    if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
    response.end("Internal error");
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => process.stdout.write(`share portal on http://${host}:${port}\n`));

const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
