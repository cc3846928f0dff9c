import Router from "@koa/router";
import { modelRegistrationSchema, type ModelRegistration } from "@repo/contracts/registration";
import type { AppDeps } from "../../app.ts";
import { registerModel } from "../../commands/registerModel.ts";
import { validateBody } from "../../middlewares/validate.ts";
import { presentRegistration } from "../../presenters/presentRegistration.ts";

/** `/api/models`: the public registration (the admin's model calls join this router later). */
export function modelRoutes({ db, clock }: AppDeps): Router {
  const router = new Router();
  router.post("/models", validateBody(modelRegistrationSchema), async (ctx) => {
    const input = ctx.state.input as ModelRegistration;
    const model = await registerModel(db, ctx.state.log, input, clock?.());
    ctx.status = 201;
    ctx.body = presentRegistration(model);
  });
  return router;
}
