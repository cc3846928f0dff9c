import Koa from "koa";
import Router from "@koa/router";
import bodyParser from "koa-bodyparser";
import type { Database } from "./db/connect.ts";
import type { Logger } from "./logger.ts";
import { loadUser } from "./middlewares/auth.ts";
import { errorHandler } from "./middlewares/errorHandler.ts";
import { requestContext } from "./middlewares/requestContext.ts";
import { requestGuards } from "./middlewares/requestGuards.ts";
import { sessionMiddleware } from "./middlewares/session.ts";
import { authRoutes } from "./routes/auth/index.ts";
import { callSheetRoutes } from "./routes/callSheets/index.ts";
import { healthRoutes } from "./routes/health/index.ts";
import { modelRoutes } from "./routes/models/index.ts";
import { photoRoutes } from "./routes/photos/index.ts";
import { userRoutes } from "./routes/users/index.ts";

export type AppDeps = {
  db: Database;
  logger: Logger;
  config: { trustProxy: boolean; sessionSecret: string };
  /** Injected so tests can move time; defaults to the wall clock. */
  clock?: () => Date;
};

/** The largest JSON body: a 5 MB photo as a base64 data string plus the rest of a registration. */
export const JSON_BODY_LIMIT = "7mb";

/** Builds the Koa app. Pure wiring: no I/O happens here or at import time. */
export function createApp(deps: AppDeps): Koa {
  // Behind the gateway: one proxy hop, so the client address is the last X-Forwarded-For entry (the one
  // nginx appended), never a first entry the client may have written itself.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  // Failures are logged once by errorHandler with the request id; Koa's default stderr dump would repeat them.
  app.silent = true;

  const api = new Router({ prefix: "/api" });
  for (const routes of [healthRoutes(deps), authRoutes(deps), userRoutes(deps), modelRoutes(deps), callSheetRoutes(deps), photoRoutes(deps)]) {
    api.use(routes.routes(), routes.allowedMethods());
  }

  app.use(requestContext(deps.logger));
  app.use(errorHandler());
  app.use(requestGuards());
  app.use(sessionMiddleware(app, deps.db, deps.config.sessionSecret, deps.clock ?? (() => new Date())));
  app.use(loadUser(deps.db));
  app.use(bodyParser({ enableTypes: ["json"], jsonLimit: JSON_BODY_LIMIT, strict: true }));
  app.use(api.routes());
  app.use(api.allowedMethods());
  return app;
}
