import Router from "@koa/router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "../test/databases.ts";
import { serve, serveApp, type TestServer } from "../test/http.ts";
import Koa from "koa";
import bodyParser from "koa-bodyparser";
import pino from "pino";
import { errorHandler } from "./errorHandler.ts";
import { requestContext } from "./requestContext.ts";

describe("the API's answers to bad requests", () => {
  let testDb: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    server = await serveApp(testDb.db);
  });
  afterAll(async () => {
    await server.close();
    await testDb.drop();
  });

  const post = (path: string, body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
    fetch(`${server.url}${path}`, { method: "POST", body, headers });

  it("should answer an unknown route with 404 and a JSON message", async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("should answer a wrong method with 405 and a JSON message", async () => {
    const response = await fetch(`${server.url}/api/health`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: "Method Not Allowed" });
  });

  it("should answer malformed JSON with 400", async () => {
    const response = await post("/api/health", "{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON" });
  });

  it("should answer a body over the limit with 413", async () => {
    const response = await post("/api/health", JSON.stringify({ photoPath: "x".repeat(8 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large" });
  });

  it("should refuse a mutating call that is not JSON with 415", async () => {
    const response = await post("/api/health", "a=1", { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/JSON/);
  });

  it("should refuse a mutating call from another origin with 403", async () => {
    const response = await post("/api/health", "{}", { "content-type": "application/json", origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-origin requests are not allowed" });
  });

  it("should let a same-origin call through to the router", async () => {
    const origin = new URL(server.url).origin;
    const response = await post("/api/health", "{}", { "content-type": "application/json", origin });
    expect(response.status).toBe(405);
  });
});

describe("errorHandler", () => {
  let server: TestServer;
  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    const router = new Router();
    router.post("/validate", (ctx) => {
      z.object({ email: z.email("Please enter a valid email address"), age: z.number("Age is a number") }).parse(ctx.request.body);
      ctx.body = { ok: true };
    });
    router.get("/sql", () => {
      throw Object.assign(new Error("ER_NO_SUCH_TABLE: Table 'app.secret_table' doesn't exist at /srv/app.ts:12"), { sql: "select * from secret_table" });
    });
    router.get("/teapot", (ctx) => ctx.throw(418, "Short and stout"));
    app.use(requestContext(pino({ level: "silent" })));
    app.use(errorHandler());
    app.use(bodyParser());
    app.use(router.routes());
    server = await serve(app);
  });
  afterAll(() => server.close());

  it("should answer a validation failure with 400, the messages joined and each field listed", async () => {
    const response = await fetch(`${server.url}/validate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nope" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please enter a valid email address, Age is a number",
      errors: [
        { path: "email", message: "Please enter a valid email address" },
        { path: "age", message: "Age is a number" },
      ],
    });
  });

  it("should answer an unexpected failure with 500 and no SQL, path or stack", async () => {
    const response = await fetch(`${server.url}/sql`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "Internal server error" });
    expect(text).not.toMatch(/secret_table|app\.ts|ER_/);
  });

  it("should pass a client error's own message through", async () => {
    const response = await fetch(`${server.url}/teapot`);
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ message: "Short and stout" });
  });
});
