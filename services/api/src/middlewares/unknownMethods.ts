import type Router from "@koa/router";
import type { Middleware } from "koa";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import { HttpError } from "../errors.ts";

/**
 * @koa/router answers a method it does not implement at all (PROPFIND, PURGE, ...) with 501 on every
 * path. For a client that is the same mistake as PUT on a GET-only path: 405 with the path's methods in
 * Allow, or 404 where the path does not exist. Decided before the session is read or the body parsed.
 */
export function unknownMethods(routers: Router[]): Middleware {
  const implemented = new Set(routers.flatMap((router) => router.methods));
  return async (ctx, next) => {
    if (implemented.has(ctx.method)) return next();
    const allowed = new Set(routers.flatMap((router) => router.match(ctx.path, "GET").path.flatMap((layer) => layer.methods)));
    if (allowed.size === 0) throw new HttpError(404, API_MESSAGES.notFound);
    ctx.set("Allow", [...allowed].join(", "));
    throw new HttpError(405, API_MESSAGES.methodNotAllowed);
  };
}
