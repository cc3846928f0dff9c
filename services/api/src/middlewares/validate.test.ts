import Router from "@koa/router";
import Koa from "koa";
import bodyParser from "koa-bodyparser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { serve, type TestServer } from "../test/http.ts";
import { errorHandler } from "./errorHandler.ts";
import { requestContext } from "./requestContext.ts";
import { validateBody, validateQuery } from "./validate.ts";

const bodySchema = z.strictObject({ name: z.string().trim(), count: z.coerce.number().int() });
const querySchema = z.strictObject({ page: z.coerce.number().int().default(1) });

describe("validateBody and validateQuery", () => {
  let server: TestServer;
  beforeAll(async () => {
    const router = new Router();
    // The handlers below compile only because the router types ctx.state from the schema: with an
    // untyped state (the cast-everywhere version), expectTypeOf fails the typecheck.
    router.post("/body", validateBody(bodySchema), (ctx) => {
      expectTypeOf(ctx.state.input).toEqualTypeOf<{ name: string; count: number }>();
      ctx.body = { name: ctx.state.input.name, doubled: ctx.state.input.count * 2 };
    });
    router.get("/query", validateQuery(querySchema), (ctx) => {
      expectTypeOf(ctx.state.query).toEqualTypeOf<{ page: number }>();
      ctx.body = { next: ctx.state.query.page + 1 };
    });
    const app = new Koa();
    app.silent = true;
    app.use(requestContext(pino({ level: "silent" })));
    app.use(errorHandler());
    app.use(bodyParser({ enableTypes: ["json"] }));
    app.use(router.routes());
    server = await serve(app);
  });
  afterAll(() => server.close());

  it("should hand the handler the schema's output (trimmed, coerced)", async () => {
    const response = await fetch(`${server.url}/body`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "  Ana ", count: "21" }) });
    expect(await response.json()).toEqual({ name: "Ana", doubled: 42 });
  });

  it("should answer 400 with the failing path when the body does not parse", async () => {
    const response = await fetch(`${server.url}/body`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Ana", count: "many" }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual([expect.objectContaining({ path: "count" })]);
  });

  it("should apply the query schema's defaults and refuse a parameter given twice", async () => {
    expect(await (await fetch(`${server.url}/query`)).json()).toEqual({ next: 2 });
    expect((await fetch(`${server.url}/query?page=2&page=3`)).status).toBe(400);
  });
});
