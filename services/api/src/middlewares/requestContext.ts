import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import type { Logger } from "../logger.ts";

const INCOMING_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request's path as the access log may hold it: the invitation token of `/api/call-sheet-access/{token}`
 * masked (the router matches without regard to case, so neither does this), and a path with percent-encoding
 * (which could spell the same route differently) not logged at all. Query strings never reach the log.
 */
export function loggablePath(path: string): string {
  if (path.includes("%")) return "/[non-canonical path]";
  return path.replace(/(call-sheet-access)\/[^/]+/gi, "$1/[redacted]");
}

/**
 * Gives each request an id (the gateway's X-Request-Id when it is sane, else a new one), a child logger
 * carrying it, and one access-log line when the response is done, with the path masked by loggablePath:
 * share links carry tokens, e-mails and passwords in their query and the token in the preview's path.
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get("x-request-id");
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set("X-Request-Id", requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.info({ method: ctx.method, path: loggablePath(ctx.path), status: ctx.status, ms: Math.round(ms * 10) / 10 }, "request");
    }
  };
}
