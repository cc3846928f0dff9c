import type { Middleware } from "koa";
import { PdfUnavailableError } from "../../pdf/PdfUnavailableError.ts";

/**
 * A PDF that cannot be made now (no Chromium, too many waiting) is a 503 with the renderer's message and
 * `Retry-After`. The shared error handler would turn a 5xx into a bare "internal error"; this one is meant
 * for the admin, who can act on it.
 */
export function answerPdfUnavailable(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof PdfUnavailableError)) throw error;
      ctx.state.log?.warn({ reason: error.message }, "call sheet PDF unavailable");
      ctx.status = 503;
      ctx.set("Retry-After", String(error.retryAfterSeconds));
      ctx.set("Cache-Control", "no-store");
      ctx.body = { message: error.message };
    }
  };
}
