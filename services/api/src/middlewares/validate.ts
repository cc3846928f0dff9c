import type { RouterMiddleware } from "@koa/router";
import type { $ZodType, output } from "zod/v4/core";
import { parseAsync } from "zod/v4/core";
import type { StateWith } from "../requestState.ts";

/**
 * Parses the JSON body with a contract schema; the parsed value is `ctx.state.input`, a failure a 400.
 * The middleware's state type carries the schema's output, so the router types `ctx.state.input` in the
 * handlers after it: a route reads its input typed from the schema it declared, never through a cast.
 */
export function validateBody<Schema extends $ZodType>(schema: Schema): RouterMiddleware<StateWith<{ input: output<Schema> }>> {
  return async (ctx, next) => {
    ctx.state.input = await parseAsync(schema, ctx.request.body ?? {});
    await next();
  };
}

/**
 * Parses the query string with a contract schema into `ctx.state.query`, typed like `validateBody`'s input.
 * A parameter given twice (`?a=1&a=2`) arrives as an array and fails the schema: a 400, not a guess.
 * (The router infers one state type per route: a route that needs a body and a query would get a
 * `validate({ body, query })` giving both.)
 */
export function validateQuery<Schema extends $ZodType>(schema: Schema): RouterMiddleware<StateWith<{ query: output<Schema> }>> {
  return async (ctx, next) => {
    ctx.state.query = await parseAsync(schema, ctx.query);
    await next();
  };
}
