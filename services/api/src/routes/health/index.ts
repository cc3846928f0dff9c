import Router from "@koa/router";
import { DATABASE_RETRY_AFTER_SECONDS } from "@repo/contracts/common/constants";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import type { AppDeps } from "../../deps.ts";

/**
 * `/api/health`: the process answers. `/api/ready`: and its database does too (used by the gateway and compose).
 * Mounted before the session middleware (app.ts), so a session cookie costs them no database read and
 * /api/health answers during a database outage.
 */
export function healthRoutes({ db }: AppDeps): Router {
  const router = new Router();
  router.get("/health", (ctx) => {
    ctx.set("Cache-Control", "no-store");
    ctx.body = { status: "ok" };
  });
  router.get("/ready", async (ctx) => {
    ctx.set("Cache-Control", "no-store");
    try {
      await db.raw("select 1");
      ctx.body = { status: "ready" };
    } catch (error) {
      ctx.state.log.warn({ err: error }, "readiness check failed");
      ctx.status = 503;
      ctx.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      ctx.body = { message: API_MESSAGES.databaseUnavailable };
    }
  });
  return router;
}
