import http from "node:http";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "./errorHandler.ts";
import { drainUnreadBodies, jsonBodies } from "./requestBody.ts";

type Answer = { status: number; body: string; ms: number };

/**
 * Sends the headers and only `sent` of a body declared `declared` bytes long (or chunked when `declared`
 * is null, then `sent` and no end), and waits for the answer: a server that reads the whole body first
 * never answers (status 0 after `waitMs`).
 */
function sendPart(url: string, path: string, sent: Buffer, declared: number | null, waitMs = 3_000): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { "content-type": "application/json", ...(declared === null ? { "transfer-encoding": "chunked" } : { "content-length": String(declared) }) };
    const request = http.request(`${url}${path}`, { method: "POST", headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started });
        request.destroy();
      });
    });
    request.setTimeout(waitMs, () => {
      request.destroy();
      resolve({ status: 0, body: "", ms: performance.now() - started });
    });
    request.on("error", () => resolve({ status: 0, body: "", ms: performance.now() - started }));
    request.write(sent);
  });
}

const twoMegabytes = Buffer.from(`{"callSheetId":1,"revision":1,"junk":"${"a".repeat(2 * 1024 * 1024)}"}`);

// The app's order (app.ts): drain, errors, ..., the JSON parser with each call's limit.
describe("jsonBodies: each call's JSON body limit", () => {
  let server: http.Server;
  let url = "";
  const parsed: unknown[] = [];
  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(drainUnreadBodies());
    app.use(errorHandler());
    app.use(jsonBodies());
    app.use((ctx) => {
      parsed.push(ctx.request.body);
      ctx.body = { ok: true };
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("should answer a 2 MB confirmation 413 from its Content-Length, having read 16 KB of it", async () => {
    const answer = await sendPart(url, "/api/call-sheet-confirmations", twoMegabytes.subarray(0, 16 * 1024), twoMegabytes.length);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 413, body: JSON.stringify({ message: API_MESSAGES.bodyTooLarge }) });
    expect(answer.ms).toBeLessThan(2_000);
  });

  it.each(["/api/call-sheets/7/reminders", "/api/call-sheet-comments", "/api/call-sheet-access"])("should refuse a 2 MB body to %s the same way", async (path) => {
    expect((await sendPart(url, path, twoMegabytes.subarray(0, 16 * 1024), twoMegabytes.length)).status).toBe(413);
  });

  it("should stop a chunked body of unknown length at the limit: 413 after 128 KB sent", async () => {
    const answer = await sendPart(url, "/api/call-sheet-confirmations", twoMegabytes.subarray(0, 128 * 1024), null);
    expect(answer.status).toBe(413);
  });

  it("should read a small call's body as before, and give the 7 MB limit to the large calls only", async () => {
    const small = Buffer.from('{"callSheetId":1,"revision":1}');
    expect((await sendPart(url, "/api/call-sheet-confirmations", small, small.length)).status).toBe(200);
    expect(parsed.at(-1)).toEqual({ callSheetId: 1, revision: 1 });
    const photo = Buffer.from(`{"photoPath":"${"A".repeat(2 * 1024 * 1024)}"}`);
    expect((await sendPart(url, "/api/models", photo, photo.length)).status).toBe(200);
  });

  it("should give a call no list names (one added and forgotten, or no call at all) the small limit", async () => {
    const photo = Buffer.from(`{"photoPath":"${"A".repeat(2 * 1024 * 1024)}"}`);
    for (const path of ["/api/models/7/new-photo", "/api/nothing-here"]) {
      expect([path, (await sendPart(url, path, photo.subarray(0, 16 * 1024), photo.length)).status]).toEqual([path, 413]);
    }
  });
});
