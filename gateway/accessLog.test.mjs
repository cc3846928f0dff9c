import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx } from "../scripts/lib/nginx.mjs";
import { renderNginxConfig } from "./render-nginx.mjs";

// Issue 23 §5: the gateway's access log never holds a collaborator's token, e-mail or password. A real
// nginx with the config `npm start` renders (access log on) in front of a stand-in API; the requests carry
// secrets in every place a link or a page puts them, and the log file is read back.
const nginxBinary = findNginx();
if (!nginxBinary && process.env.CI === "true") throw new Error("nginx is required under CI=true");

const TOKEN = "Tk9SZWFsVG9rZW5CdXRMb25nRW5vdWdoVG9GaW5k";
const EMAIL = "ana.collaborator@example.org";
const PASSWORD = "Correct-Horse-Battery-Staple-42";
const SECRETS = [TOKEN, EMAIL, encodeURIComponent(EMAIL), PASSWORD, "ana.collaborator"];

const work = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-log-"));
const runDir = path.join(work, "run");
const accessLog = path.join(runDir, "access.log");
let gateway = "";
let api;
let nginx;

beforeAll(async () => {
  if (!nginxBinary) return;
  api = http.createServer((req, res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
  await new Promise((resolve) => api.listen(0, "127.0.0.1", resolve));
  const port = 20000 + Math.floor(Math.random() * 20000);
  fs.mkdirSync(path.join(runDir, "tmp"), { recursive: true });
  const roots = {};
  for (const name of ["public-site", "admin-console", "share-portal", "shell"]) {
    roots[name] = path.join(work, name);
    fs.mkdirSync(roots[name], { recursive: true });
    fs.writeFileSync(path.join(roots[name], "index.html"), "<!doctype html>");
  }
  fs.writeFileSync(path.join(runDir, "nginx.conf"), renderNginxConfig({ mode: "local", port, runDir, roots, apiServers: [`127.0.0.1:${api.address().port}`] }));
  nginx = spawn(nginxBinary, ["-p", runDir, "-e", path.join(runDir, "error.log"), "-c", path.join(runDir, "nginx.conf")], { stdio: "inherit" });
  gateway = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${gateway}/healthz`);
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

/** The access log's lines written since `from` (nginx writes each line when its request ends). */
const logSince = (from) => fs.readFileSync(accessLog, "utf8").slice(from);
const logSize = () => (fs.existsSync(accessLog) ? fs.statSync(accessLog).size : 0);
const q = new URLSearchParams({ callSheetId: "12", token: TOKEN, email: EMAIL, password: PASSWORD, isDirectAccess: "true" }).toString();

describe.skipIf(!nginxBinary)("the gateway's access log", () => {
  it.each([
    ["the spec's GET with a password (old links)", `/api/get-call-sheet?${q}`, '"GET /api/get-call-sheet?[redacted] HTTP/1.1" 200'],
    ["the gate's preview call", `/api/call-sheet-access/${TOKEN}`, '"GET /api/call-sheet-access/[redacted] HTTP/1.1" 200'],
    ["the invitation link", `/call-sheet-access/${TOKEN}`, '"GET /call-sheet-access/[redacted] HTTP/1.1" 200'],
    ["the spec's /call-sheet/{token}", `/call-sheet/${TOKEN}`, '"GET /call-sheet/[redacted] HTTP/1.1" 200'],
    ["/call-sheet/{id} with token and e-mail", `/call-sheet/12?token=${TOKEN}&email=${EMAIL}`, '"GET /call-sheet/12?[redacted] HTTP/1.1" 200'],
    ["/r/{token}", `/r/${TOKEN}?id=12&email=${encodeURIComponent(EMAIL)}`, '"GET /r/[redacted]?[redacted] HTTP/1.1" 200'],
    ["/direct-access with secrets as path segments", `/direct-access/call-sheet/${TOKEN}/${EMAIL}/${PASSWORD}`, '"GET /direct-access/[redacted] HTTP/1.1" 200'],
    ["the shared view's old URL", `/shared-call-sheet/12?token=${TOKEN}&email=${EMAIL}&role=commenter`, '"GET /shared-call-sheet/12?[redacted] HTTP/1.1" 200'],
    ["a parameter name in another case", `/api/get-call-sheet?callSheetId=12&PassWord=${PASSWORD}`, "?[redacted] HTTP/1.1"],
    ["a percent-encoded parameter name", `/api/get-call-sheet?callSheetId=12&%74oken=${TOKEN}`, "?[redacted] HTTP/1.1"],
    ["a doubled slash before the token", `//call-sheet-access/${TOKEN}`, '"GET /[non-canonical path] HTTP/1.1"'],
    ["a dot segment before the token", `/public/../call-sheet-access/${TOKEN}`, '"GET /[non-canonical path] HTTP/1.1"'],
    ["an encoded path", `/call%2Dsheet-access/${TOKEN}`, '"GET /[non-canonical path] HTTP/1.1"'],
  ])("should keep the secrets of %s out", async (_name, url, logged) => {
    const from = logSize();
    // The path exactly as written: fetch and a URL would normalize it (dot segments) before sending it.
    const { hostname, port } = new URL(gateway);
    const headers = { referer: `${gateway}/call-sheet-access/${TOKEN}?email=${EMAIL}` };
    await new Promise((resolve, reject) => http.get({ hostname, port, path: url, headers }, (res) => res.resume().on("end", resolve)).on("error", reject));
    let line = "";
    for (let attempt = 0; attempt < 50 && !line; attempt++) {
      line = logSince(from);
      if (!line) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(line).toContain(logged);
    expect(line).toContain(`"${gateway}"`);
    for (const secret of SECRETS) expect(line).not.toContain(secret);
  });

  it("should still log what is no secret: the path, the query, the status and the request id", async () => {
    const from = logSize();
    await fetch(`${gateway}/api/call-sheets?limit=5&search=winter`);
    await fetch(`${gateway}/call-sheet/12`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = logSince(from);
    expect(lines).toMatch(/"GET \/api\/call-sheets\?limit=5&search=winter HTTP\/1.1" 200 \d+ "-" "[^"]*" [0-9a-f]{32}\n/);
    expect(lines).toContain('"GET /call-sheet/12 HTTP/1.1" 200');
  });
});
