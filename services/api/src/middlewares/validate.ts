import type { Middleware } from "koa";
import type { $ZodType } from "zod/v4/core";
import { parseAsync } from "zod/v4/core";

/** Parses the JSON body with a contract schema; the parsed value is `ctx.state.input`, a failure a 400. */
export function validateBody<Schema extends $ZodType>(schema: Schema): Middleware {
  return async (ctx, next) => {
    ctx.state.input = await parseAsync(schema, ctx.request.body ?? {});
    await next();
  };
}

/**
 * Parses the query string with a contract schema into `ctx.state.query`. A parameter given twice
 * (`?a=1&a=2`) arrives as an array and fails the schema: a 400, not a guess.
 */
export function validateQuery<Schema extends $ZodType>(schema: Schema): Middleware {
  return async (ctx, next) => {
    ctx.state.query = await parseAsync(schema, ctx.query);
    await next();
  };
}
