import type { Middleware } from "koa";
import { API_MESSAGES } from "@repo/contracts/api";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Mutating calls must carry JSON (a cross-site HTML form cannot send it) and, when the browser sends an
 * Origin, it must be this host. Together with SameSite=Lax cookies this closes CSRF without tokens.
 */
export function requestGuards(): Middleware {
  return async (ctx, next) => {
    if (MUTATING.has(ctx.method)) {
      const origin = ctx.get("origin");
      if (origin && origin !== "null") {
        let originHost: string | undefined;
        try {
          originHost = new URL(origin).host;
        } catch {
          originHost = undefined;
        }
        if (originHost !== ctx.host) ctx.throw(403, "Cross-origin requests are not allowed");
      } else if (origin === "null") {
        ctx.throw(403, "Cross-origin requests are not allowed");
      }
      if (ctx.request.length && !ctx.is("application/json")) ctx.throw(415, API_MESSAGES.unsupportedMediaType);
      const chunked = ctx.get("transfer-encoding") !== "";
      if (chunked && !ctx.is("application/json")) ctx.throw(415, API_MESSAGES.unsupportedMediaType);
    }
    await next();
  };
}
