import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import type { Logger } from "../logger.ts";

const INCOMING_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Gives each request an id (the gateway's X-Request-Id when it is sane, else a new one), a child logger
 * carrying it, and one access-log line when the response is done. Query strings are left out of the log
 * because share links carry tokens there.
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
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, "request");
    }
  };
}
