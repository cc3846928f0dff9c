import type { Middleware } from "koa";
import { API_MESSAGES } from "@repo/contracts/common/messages";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The origin a browser page of this site has: the configured public origins (PUBLIC_ORIGINS: scheme, host
 * and port), or, when none are configured (development, tests), the request's own scheme and Host header.
 * Never X-Forwarded-Host: a header a client can write cannot decide what counts as "this site".
 */
function isOwnOrigin(origin: string, publicOrigins: string[], ctx: Parameters<Middleware>[0]): boolean {
  if (publicOrigins.length > 0) return publicOrigins.includes(origin);
  return origin === `${ctx.protocol}://${ctx.get("host")}`;
}

/**
 * Mutating calls must carry JSON (a cross-site HTML form cannot send it) and, when the browser sends an
 * Origin, it must be this site's. Together with SameSite=Lax cookies this closes CSRF without tokens.
 */
export function requestGuards(publicOrigins: string[]): Middleware {
  return async (ctx, next) => {
    if (MUTATING.has(ctx.method)) {
      const origin = ctx.get("origin");
      if (origin && !isOwnOrigin(origin, publicOrigins, ctx)) ctx.throw(403, "Cross-origin requests are not allowed");
      if (ctx.request.length && !ctx.is("application/json")) ctx.throw(415, API_MESSAGES.unsupportedMediaType);
      const chunked = ctx.get("transfer-encoding") !== "";
      if (chunked && !ctx.is("application/json")) ctx.throw(415, API_MESSAGES.unsupportedMediaType);
    }
    await next();
  };
}
