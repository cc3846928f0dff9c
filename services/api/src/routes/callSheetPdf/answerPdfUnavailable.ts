import type { Middleware } from "koa";
import { PdfUnavailableError } from "../../pdf/PdfUnavailableError.ts";

/**
 * A PDF that cannot be made now (no Chromium, too many waiting, the renderer failed mid-print) is a 503 with the renderer's message and
 * `Retry-After`. The shared error handler would turn a 5xx into a bare "internal error"; this one is meant
 * for the admin, who can act on it.
 */
export function answerPdfUnavailable(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof PdfUnavailableError)) throw error;
      // The cause (a crashed page, a timeout) is for the log; the caller gets the message and a time to retry.
      const cause = error.cause instanceof Error ? error.cause.message : undefined;
      ctx.state.log?.warn({ reason: error.message, cause }, "call sheet PDF unavailable");
      ctx.status = 503;
      ctx.set("Retry-After", String(error.retryAfterSeconds));
      ctx.set("Cache-Control", "no-store");
      ctx.body = { message: error.message };
    }
  };
}
