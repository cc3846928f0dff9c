import type { Middleware } from "koa";
import { TooManyAttemptsError } from "../../commands/shareThrottle.ts";

/** Puts the throttle's wait into `Retry-After` on a 429 (the error handler below keeps headers already set). */
export const retryAfterOnThrottle: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof TooManyAttemptsError) ctx.set("Retry-After", String(error.retryAfterSeconds));
    throw error;
  }
};

/** Every answer about access and shared sheets is personal: never kept by a browser or a proxy. */
export const noStore: Middleware = async (ctx, next) => {
  ctx.set("Cache-Control", "no-store");
  await next();
};
