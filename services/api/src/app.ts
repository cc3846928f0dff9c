import Koa from "koa";
import Router from "@koa/router";
import { PUBLIC_WRITE_RATE_LIMIT } from "@repo/contracts/common/constants";
import type { AppDeps } from "./deps.ts";
import { loadUser } from "./middlewares/auth.ts";
import { errorHandler } from "./middlewares/errorHandler.ts";
import { requestContext } from "./middlewares/requestContext.ts";
import { drainUnreadBodies, jsonBodies, refuseCompressedBodies } from "./middlewares/requestBody.ts";
import { publicWriteLimit } from "./middlewares/publicWriteLimit.ts";
import { requestGuards } from "./middlewares/requestGuards.ts";
import { sessionMiddleware } from "./middlewares/session.ts";
import { loadShareGrants } from "./middlewares/shareGrants.ts";
import { unknownMethods } from "./middlewares/unknownMethods.ts";
import { actorRoutes } from "./routes/actors/index.ts";
import { authRoutes } from "./routes/auth/index.ts";
import { callSheetPdfRoutes } from "./routes/callSheetPdf/index.ts";
import { refuseWhenQueueFull } from "./routes/callSheetPdf/refuseWhenQueueFull.ts";
import { callSheetRoutes } from "./routes/callSheets/index.ts";
import { calendarRoutes } from "./routes/calendar/index.ts";
import { createCallSheetWrites } from "./commands/callSheetWrites.ts";
import { extendInvitationsOnWrite } from "./commands/extendInvitations.ts";
import { callSheetConditionsRoutes } from "./routes/callSheetConditions/index.ts";
import { healthRoutes } from "./routes/health/index.ts";
import { createModelListCaches } from "./queries/listModels/caches.ts";
import { createSharedViewTexts } from "./revisions/parsedTexts.ts";
import { modelRoutes } from "./routes/models/index.ts";
import { photoRoutes } from "./routes/photos/index.ts";
import { userRoutes } from "./routes/users/index.ts";
import { accessRoutes } from "./routes/access/index.ts";
import { commentRoutes } from "./routes/comments/index.ts";
import { jobRoutes } from "./routes/jobs/index.ts";
import { shareRoutes } from "./routes/shares/index.ts";

/** The Koa app and its routers (health, api), from which tests list every route it serves (routes/authorization.test.ts). */
export type App = Koa & { readonly routers: readonly Router[] };

/** Builds the Koa app. Pure wiring: no I/O happens here or at import time. */
export function createApp(deps: AppDeps): App {
  // Behind the gateway: one proxy hop, so the client address is the last X-Forwarded-For entry (the one
  // nginx appended), never a first entry the client may have written itself.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  // Failures are logged once by errorHandler with the request id; Koa's default stderr dump would repeat them.
  app.silent = true;

  // Health and readiness answer before the session is read: a cookie must not make them touch the database.
  const health = new Router({ prefix: "/api" });
  health.use(healthRoutes(deps).routes());
  const api = new Router({ prefix: "/api" });
  for (const routes of [authRoutes(deps), userRoutes(deps), modelRoutes(deps, createModelListCaches()), callSheetRoutes(deps, createCallSheetWrites(deps.db, { groupCommit: deps.config.callSheetGroupCommit, afterWrite: [extendInvitationsOnWrite(deps.clock)] })), actorRoutes(deps), callSheetPdfRoutes(deps), callSheetConditionsRoutes(deps), photoRoutes(deps), shareRoutes(deps), accessRoutes(deps, createSharedViewTexts()), commentRoutes(deps), jobRoutes(deps), calendarRoutes(deps)]) {
    api.use(routes.routes(), routes.allowedMethods());
  }

  app.use(requestContext(deps.logger));
  app.use(drainUnreadBodies());
  app.use(errorHandler());
  app.use(unknownMethods([health, api]));
  app.use(refuseCompressedBodies());
  app.use(health.routes());
  app.use(health.allowedMethods());
  app.use(requestGuards(deps.config.publicOrigins ?? []));
  const { clock } = deps;
  const perAddress = deps.config.publicWritesPerAddress ?? PUBLIC_WRITE_RATE_LIMIT.perAddress;
  app.use(publicWriteLimit({ db: deps.db, perAddress, windowMs: PUBLIC_WRITE_RATE_LIMIT.windowMs, clock }));
  // A PDF download while the print queue is full: 503 before the session is read (docs/pdf.md).
  app.use(refuseWhenQueueFull(deps.pdf));
  app.use(sessionMiddleware(app, deps.db, deps.config.sessionSecret, clock));
  app.use(loadUser(deps.db));
  app.use(loadShareGrants(deps.db, clock, deps.config.adminEmail));
  // Each call's JSON body with its declared limit: 7 MB for the few that carry a photo or a sheet, 64 KB otherwise.
  app.use(jsonBodies());
  app.use(api.routes());
  app.use(api.allowedMethods());
  return Object.assign(app, { routers: [health, api] });
}
