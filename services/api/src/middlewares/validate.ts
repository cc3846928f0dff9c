import type { Middleware } from "koa";
import type { z } from "zod";

/** Parses the JSON body with a contract schema; the parsed value is `ctx.state.input`, a failure a 400. */
export function validateBody<Schema extends z.ZodType>(schema: Schema): Middleware {
  return async (ctx, next) => {
    ctx.state.input = await schema.parseAsync(ctx.request.body ?? {});
    await next();
  };
}
