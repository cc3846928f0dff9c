import { randomBytes } from "node:crypto";
import http from "node:http";
import { Writable } from "node:stream";
import zlib from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/databases.ts";
import { nginxBinary, startGateway, type TestGateway } from "../test/gateway.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { samplePath, servedRoutes } from "../test/servedRoutes.ts";
import { bodyLimitsOf, LARGE_JSON_CALLS, SMALL_JSON_CALLS } from "./requestBody.ts";

type Answer = { status: number; body: string; ms: number };

/** One request on a fresh connection, with exactly these headers and bytes (fetch would add its own). */
function send(url: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, { method, headers: { ...headers, ...(body ? { "content-length": String(body.length) } : {}) }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
    });
    request.setTimeout(5_000, () => request.destroy(new Error(`${method} ${path} took over 5 s`)));
    request.on("error", reject);
    request.end(body);
  });
}

const json = { "content-type": "application/json" };
// 200 KB of gzip that breaks off mid-stream (the bytes after the header are noise), and 200 KB of gzip
// whose first few KB already inflate past the API's 7 MB limit (the rest, noise, is left unread).
const corruptGzip = Buffer.concat([zlib.gzipSync(Buffer.from('{"fullName":"')).subarray(0, 10), Buffer.alloc(200_000, 0x5a)]);
const gzipBomb = zlib.gzipSync(Buffer.concat([Buffer.from(`{"fullName":"${"a".repeat(9_000_000)}`), randomBytes(200_000)]));

// Every call of a method that may carry a body, read from the app's routers (test/servedRoutes.ts), admin
// ones included: the body is refused before anyone is asked to sign in.
const BODY_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

describe("compressed request bodies", () => {
  let testDb: TestDatabase;
  let server: Awaited<ReturnType<typeof serveApp>>;
  const logLines: string[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    server = await serveApp(testDb.db, { logger: pino({ level: "warn" }, sink) });
  });
  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
  });

  it("should refuse a corrupt gzip body with 415 on every route that may take a body, and log no error", async () => {
    const routes = servedRoutes(server.app).filter((route) => BODY_METHODS.includes(route.method));
    const answers: Record<string, unknown> = {};
    for (const route of routes) {
      const answer = await send(server.url, route.method, samplePath(route.pattern), { ...json, "content-encoding": "gzip" }, corruptGzip);
      answers[`${route.method} ${route.pattern}`] = { status: answer.status, body: JSON.parse(answer.body) };
    }
    const refused = { status: 415, body: { message: "Send the request body uncompressed (no Content-Encoding)" } };
    expect(answers).toEqual(Object.fromEntries(routes.map((route) => [`${route.method} ${route.pattern}`, refused])));
    // The list is the routers', not a hand-kept one: the calls added after the first nine are in it.
    expect(Object.keys(answers)).toEqual(expect.arrayContaining(["POST /api/call-sheet-shares", "POST /api/call-sheet-access", "POST /api/validate-call-sheet-credentials", "POST /api/call-sheet-comments", "PATCH /api/call-sheets/:id", "POST /api/call-sheet-test-access", "PATCH /api/call-sheet-shares/:shareId", "POST /api/call-sheet-shares/:shareId/resend", "POST /api/call-sheets/:id/revisions", "POST /api/call-sheet-confirmations", "POST /api/call-sheets/:id/reminders", "PUT /api/call-sheets/:id/automatic-reminder"]));
    expect(logLines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });

  it("should refuse a 2 MB body to a small call (a confirmation, a comment, a sign-in) with 413, and still read a 2 MB body where the API takes one", async () => {
    const big = Buffer.from(JSON.stringify({ callSheetId: 1, revision: 1, padding: "a".repeat(2_000_000) }));
    for (const path of ["/api/call-sheet-confirmations", "/api/call-sheet-comments", "/api/login"]) {
      const answer = await send(server.url, "POST", path, json, big);
      expect([path, answer.status]).toEqual([path, 413]);
      expect(JSON.parse(answer.body)).toHaveProperty("message");
    }
    // A small body to the same call reaches its handler (anonymous: 401), and /api/models keeps its 7 MB.
    expect((await send(server.url, "POST", "/api/call-sheet-confirmations", json, Buffer.from('{"callSheetId":1,"revision":1}'))).status).toBe(401);
    expect((await send(server.url, "POST", "/api/models", json, Buffer.from(JSON.stringify({ fullName: "a".repeat(2_000_000) })))).status).not.toBe(413);
  });

  it("should find every call that may take a body in exactly one body limit list, and every listed call served", () => {
    const routes = servedRoutes(server.app).filter((route) => BODY_METHODS.includes(route.method));
    // A call in no list still gets the small limit (jsonBodies), but must be declared: small or large.
    const listed = Object.fromEntries(routes.map((route) => [`${route.method} ${route.pattern}`, bodyLimitsOf(route.method, samplePath(route.pattern))]));
    expect(Object.entries(listed).filter(([, lists]) => lists.length !== 1)).toEqual([]);
    expect(listed["POST /api/models"]).toEqual(["large"]);
    expect(listed["POST /api/call-sheet-comments"]).toEqual(["small"]);
    // No stale entry: each pattern of either list is a call some router serves.
    const stale = [...SMALL_JSON_CALLS, ...LARGE_JSON_CALLS].filter(([method, path]) => !routes.some((route) => route.method === method && path.test(samplePath(route.pattern))));
    expect(stale.map(([method, path]) => `${method} ${path}`)).toEqual([]);
  });

  it.each(["deflate", "br", "GZIP", "gzip, identity"])("should refuse Content-Encoding %s the same way", async (encoding) => {
    const answer = await send(server.url, "POST", "/api/login", { ...json, "content-encoding": encoding }, Buffer.from('{"username":"a","password":"b"}'));
    expect(answer.status).toBe(415);
  });
});

describe.skipIf(!nginxBinary())("a request refused before its body was read, through the gateway", () => {
  let testDb: TestDatabase;
  let server: TestServer;
  let gateway: TestGateway;
  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    server = await serveApp(testDb.db, { trustProxy: true });
    gateway = await startGateway(server.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await server?.close();
    await testDb?.drop();
  });

  const hugeJson = Buffer.from(`{"fullName":"${"a".repeat(7_600_000)}"}`);
  it.each<[string, Record<string, string>, Buffer, number]>([
    ["a corrupt gzip stream", { ...json, "content-encoding": "gzip" }, corruptGzip, 415],
    ["gzip that inflates past the limit", { ...json, "content-encoding": "gzip" }, gzipBomb, 415],
    ["a JSON body over the API's limit", json, hugeJson, 413],
    ["a large body of the wrong type", { "content-type": "text/plain" }, Buffer.alloc(300_000, 0x61), 415],
    ["a large body from another origin", { ...json, origin: "https://evil.example" }, hugeJson, 403],
  ])("should leave no connection unusable after %s: the next 20 requests answer at once", async (_name, headers, body, status) => {
    const refusals: number[] = [];
    for (let round = 0; round < 4; round++) refusals.push((await send(gateway.url, "POST", "/api/models", headers, body)).status);
    // Sequential, so nginx hands each one the upstream connection the last one freed. A hang shows as status 0.
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) {
      const next = i % 2 ? send(gateway.url, "GET", "/api/user", {}) : send(gateway.url, "POST", "/api/logout", json, Buffer.from("{}"));
      answers.push(await next.catch(() => ({ status: 0, body: "", ms: 5_000 })));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 401 : 200)));
    // A connection left unusable hangs (status 0 above); the bound only catches one left waiting on a timeout.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(3_000);
    expect(refusals).toEqual([status, status, status, status]);
  });
});
