import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx } from "../scripts/lib/nginx.mjs";
import { renderNginxConfig } from "./render-nginx.mjs";
import { APPS, SHELL } from "./routes.mjs";

// A real nginx, rendered from the route table, in front of tiny stand-in builds (one index.html and one
// asset per app, each saying whose it is) and a stand-in API that echoes what nginx forwarded.
const nginxBinary = findNginx();
if (!nginxBinary && process.env.CI === "true") throw new Error("nginx is required under CI=true");

const work = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-test-"));
const bigScript = `export const app = ${JSON.stringify("x".repeat(4000))};`;
const roots = {};
for (const app of [...APPS, SHELL]) {
  const root = path.join(work, app.name);
  fs.mkdirSync(path.join(root, "assets"), { recursive: true });
  fs.writeFileSync(path.join(root, "index.html"), `<!doctype html><html data-app="${app.name}"></html>`);
  fs.writeFileSync(path.join(root, "assets", "main-abc123.js"), bigScript);
  roots[app.name] = root;
}
fs.writeFileSync(path.join(roots.shell, "remoteEntry.js"), "export const shell = true;");
fs.writeFileSync(path.join(roots.shell, "uiEntry.js"), "export const shellUi = true;");
fs.writeFileSync(path.join(roots["public-site"], "landing.html"), '<!doctype html><html data-app="public-site" data-prerendered></html>');

let gateway = "";
let api;
let nginx;

beforeAll(async () => {
  if (!nginxBinary) return;
  api = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ url: req.url, host: req.headers.host, requestId: req.headers["x-request-id"], proto: req.headers["x-forwarded-proto"] }));
  });
  await new Promise((resolve) => api.listen(0, "127.0.0.1", resolve));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const runDir = path.join(work, "run");
  fs.mkdirSync(path.join(runDir, "tmp"), { recursive: true });
  const config = renderNginxConfig({ mode: "local", port, runDir, roots, apiServers: [`127.0.0.1:${api.address().port}`], accessLog: false });
  fs.writeFileSync(path.join(runDir, "nginx.conf"), config);
  nginx = spawn(nginxBinary, ["-p", runDir, "-e", path.join(runDir, "error.log"), "-c", path.join(runDir, "nginx.conf")], { stdio: "inherit" });
  gateway = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(gateway);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error("nginx did not start");
});

afterAll(async () => {
  nginx?.kill("SIGQUIT");
  await new Promise((resolve) => (nginx ? nginx.once("exit", resolve) : resolve()));
  await new Promise((resolve) => (api ? api.close(resolve) : resolve()));
  fs.rmSync(work, { recursive: true, force: true });
});

const get = (urlPath, headers = {}) => fetch(`${gateway}${urlPath}`, { headers, redirect: "manual" });
const appOf = async (response) => /data-app="([^"]+)"/.exec(await response.text())?.[1];

describe.skipIf(!nginxBinary)("the gateway", () => {
  it.each([
    ["/", "public-site"],
    ["/terms", "public-site"],
    ["/success", "public-site"],
    ["/admin/login", "admin-console"],
    ["/admin/dashboard", "admin-console"],
    ["/admin/call-sheet/12", "admin-console"],
    ["/dashboard", "admin-console"],
    ["/auth", "admin-console"],
    ["/register-user", "admin-console"],
    ["/shared-call-sheet/1", "share-portal"],
    ["/call-sheet/abc", "share-portal"],
    ["/r/token", "share-portal"],
    ["/easy-access/1", "share-portal"],
    ["/test-commenter/1", "share-portal"],
    ["/call-sheet-access/token", "share-portal"],
    ["/direct-access/call-sheet/t/a@b.c", "share-portal"],
    ["/email-preview", "share-portal"],
    ["/email-preview2", "share-portal"],
  ])("should hand %s to %s, uncached", async (urlPath, app) => {
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await appOf(response)).toBe(app);
  });

  it("should answer / with the prerendered landing page, and only /", async () => {
    expect(await (await get("/")).text()).toContain("data-prerendered");
    for (const urlPath of ["/terms", "/success", "/nope"]) expect(await (await get(urlPath)).text(), urlPath).not.toContain("data-prerendered");
  });

  it("should answer an unknown path with the public site's page and a 404 status", async () => {
    for (const urlPath of ["/nope", "/dashboard/extra", "/admin", "/terms/x"]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(await appOf(response), urlPath).toBe("public-site");
    }
  });

  it("should serve hashed assets as immutable and gzip them", async () => {
    for (const prefix of ["/assets/", "/admin/assets/", "/portal/assets/", "/shell/assets/"]) {
      const response = await get(`${prefix}main-abc123.js`, { "accept-encoding": "gzip" });
      expect(response.status, prefix).toBe(200);
      expect(response.headers.get("cache-control"), prefix).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type"), prefix).toBe("application/javascript; charset=utf-8");
    }
    const raw = await new Promise((resolve, reject) => {
      http.get(`${gateway}/assets/main-abc123.js`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(raw.encoding).toBe("gzip");
    expect(raw.body.length).toBeLessThan(bigScript.length / 10);
    expect(zlib.gunzipSync(raw.body).toString()).toBe(bigScript);
  });

  it("should answer a missing asset with 404, never an index.html", async () => {
    for (const urlPath of ["/assets/gone.js", "/admin/assets/gone.js", "/portal/assets/gone.js", "/shell/assets/gone.js", "/shell/gone.js"]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(await response.text(), urlPath).not.toContain("data-app");
    }
  });

  it("should never let the shell's remote entries (the whole kit, its UI-only part) be cached", async () => {
    for (const [entry, text] of [["/shell/remoteEntry.js", "shell = true"], ["/shell/uiEntry.js", "shellUi = true"]]) {
      const response = await get(entry);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain(text);
    }
  });

  it("should proxy /api/ with the host, a request id and the scheme", async () => {
    const response = await get("/api/ready?x=1");
    expect(response.status).toBe(200);
    const forwarded = await response.json();
    expect(forwarded.url).toBe("/api/ready?x=1");
    expect(forwarded.host).toBe(new URL(gateway).host);
    expect(forwarded.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(forwarded.proto).toBe("http");
  });

  it("should send the security headers on pages, assets, API answers and errors", async () => {
    for (const urlPath of ["/", "/admin/login", "/assets/main-abc123.js", "/api/health", "/nope", "/assets/gone.js"]) {
      const response = await get(urlPath);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, urlPath).toContain("default-src 'self'");
      expect(csp, urlPath).toContain("frame-ancestors 'none'");
      expect(csp, urlPath).toContain("script-src 'self'");
      expect(response.headers.get("x-content-type-options"), urlPath).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), urlPath).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options"), urlPath).toBe("DENY");
      // HSTS only over HTTPS: a plain-HTTP answer must not carry it.
      expect(response.headers.get("strict-transport-security"), urlPath).toBeNull();
      expect(response.headers.get("server"), urlPath).toBe("nginx");
    }
  });
});

describe("the rendered configs", () => {
  it("should proxy each app to its container in the compose gateway", () => {
    const config = renderNginxConfig({ mode: "gateway", port: 80, apiServers: ["api:3000"] });
    expect(config).toContain("location ^~ /admin/assets/ {\n      proxy_pass http://admin-console:80;");
    expect(config).toContain("location = /terms {\n      proxy_pass http://public-site:80;");
    expect(config).toContain("location ^~ /shell/ {\n      proxy_pass http://shell:80;");
    expect(config).toContain("server api:3000;");
  });

  it.skipIf(!nginxBinary)("should give each app container a config nginx accepts", () => {
    for (const app of [...APPS.map((a) => a.name), SHELL.name]) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-app-"));
      fs.mkdirSync(path.join(dir, "logs"));
      fs.writeFileSync(path.join(dir, "nginx.conf"), renderNginxConfig({ mode: "app", app, port: 8081, appRoot: dir, accessLog: false }));
      const result = spawnSync(nginxBinary, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(result.status, `${app}: ${result.stderr}`).toBe(0);
    }
  });
});
