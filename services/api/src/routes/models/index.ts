import Router from "@koa/router";
import { modelListQuerySchema, type ModelListQuery } from "@repo/contracts/models";
import { modelRegistrationSchema, type ModelRegistration } from "@repo/contracts/registration";
import type { AppDeps } from "../../app.ts";
import { registerModel } from "../../commands/registerModel.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { Model } from "../../models/Model.ts";
import { authorize } from "../../policies/index.ts";
import { presentModel } from "../../presenters/presentModel.ts";
import { presentRegistration } from "../../presenters/presentRegistration.ts";

/** `/api/models`: the public registration and the admin's list (also the spec's admin probe, `limit=1`). */
export function modelRoutes({ db, clock }: AppDeps): Router {
  const router = new Router();
  router.post("/models", validateBody(modelRegistrationSchema), async (ctx) => {
    const input = ctx.state.input as ModelRegistration;
    const model = await registerModel(db, ctx.state.log, input, clock?.());
    ctx.status = 201;
    ctx.body = presentRegistration(model);
  });
  router.get("/models", authorize("models:list"), validateQuery(modelListQuerySchema), async (ctx) => {
    const { page, limit } = ctx.state.query as ModelListQuery;
    const [models, total] = await Promise.all([
      Model.query(db).orderBy("regDate", "desc").orderBy("id", "desc").limit(limit).offset((page - 1) * limit),
      Model.query(db).resultSize(),
    ]);
    ctx.set("Cache-Control", "no-store");
    ctx.body = { models: models.map(presentModel), total };
  });
  return router;
}
