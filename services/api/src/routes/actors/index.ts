import Router from "@koa/router";
import { ACTORS_PAGE_SIZE } from "@repo/contracts/callSheets/constants";
import { type ActorsPage, actorsQuerySchema } from "@repo/contracts/callSheets/schemas/editor";
import type { AppDeps } from "../../deps.ts";
import { validateQuery } from "../../middlewares/validate.ts";
import { authorize } from "../../policies/index.ts";
import { presentActor } from "../../presenters/presentCallSheet.ts";
import { createActorCaches, listActors } from "../../queries/listActors.ts";

/** `GET /api/actors`: the call sheet editor's actor picker (spec §5), read from the models database. */
export function actorRoutes({ db, clock }: AppDeps): Router {
  const caches = createActorCaches();
  const router = new Router();
  router.get("/actors", authorize("models:list", validateQuery(actorsQuerySchema)), async (ctx) => {
    const { page } = ctx.state.query;
    const { actors, total } = await listActors(db, caches, ctx.state.query, clock().getTime());
    const body: ActorsPage = { actors: actors.map(presentActor), total, page, pageSize: ACTORS_PAGE_SIZE };
    ctx.set("Cache-Control", "no-store");
    ctx.body = body;
  });
  return router;
}
