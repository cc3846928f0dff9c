import { Readable } from "node:stream";
import Router from "@koa/router";
import { z } from "zod";
import { modelIdsSchema, modelListQuerySchema, ratingUpdateSchema, type ModelListQuery } from "@repo/contracts/models";
import { modelRegistrationSchema, type ModelRegistration } from "@repo/contracts/registration";
import type { AppDeps } from "../../app.ts";
import { deleteModels } from "../../commands/deleteModels.ts";
import { registerModel } from "../../commands/registerModel.ts";
import { replaceModelPhoto } from "../../commands/replaceModelPhoto.ts";
import { HttpError } from "../../errors.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { Model } from "../../models/Model.ts";
import { authorize } from "../../policies/index.ts";
import { presentModelList } from "../../presenters/modelListJson.ts";
import { presentModel } from "../../presenters/presentModel.ts";
import { csvField, MODELS_CSV_HEADER, modelCsvLine } from "../../presenters/modelsCsv.ts";
import { presentRegistration } from "../../presenters/presentRegistration.ts";
import { eachFilteredModel, listModels } from "../../queries/listModels.ts";
import { bumpModelsVersion } from "../../queries/modelsVersion.ts";

const photoUpdateSchema = z.strictObject({ photoPath: z.string({ error: "photoPath must be a JPEG data string" }).min(1, "photoPath must be a JPEG data string") });

/** The `:id` of a model route: a positive integer, or a 404 (never a database error). */
function modelId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "Model not found");
  return id;
}

/** `/api/models`: the public registration and the admin's models database (the list is also the admin probe). */
export function modelRoutes({ db, clock }: AppDeps): Router {
  const now = () => clock?.() ?? new Date();
  const router = new Router();

  router.post("/models", validateBody(modelRegistrationSchema), async (ctx) => {
    const input = ctx.state.input as ModelRegistration;
    const model = await registerModel(db, ctx.state.log, input, clock?.());
    ctx.status = 201;
    ctx.body = presentRegistration(model);
  });

  router.get("/models", authorize("models:list"), validateQuery(modelListQuerySchema), async (ctx) => {
    const { models, total } = await listModels(db, ctx.state.query as ModelListQuery, now());
    ctx.set("Cache-Control", "no-store");
    ctx.type = "application/json";
    // As bytes: Koa would measure a string's UTF-8 length, and the socket encode it, in two passes.
    ctx.body = Buffer.from(presentModelList(models, total));
  });

  // The current filtered list as CSV, streamed (what people keeping a talent database expect to export).
  router.get("/models/export.csv", authorize("models:list"), validateQuery(modelListQuerySchema), async (ctx) => {
    const { page: _page, limit: _limit, ...filters } = ctx.state.query as ModelListQuery;
    const origin = `${ctx.protocol}://${ctx.host}`;
    const stamp = now().toISOString().slice(0, 10);
    ctx.set("Content-Type", "text/csv; charset=utf-8");
    ctx.set("Content-Disposition", `attachment; filename="models-${stamp}.csv"`);
    ctx.set("Cache-Control", "no-store");
    const rows = eachFilteredModel(db, filters, now());
    ctx.body = Readable.from(
      (async function* () {
        // A byte-order mark so spreadsheet programs read the names' diacritics as UTF-8.
        yield `\uFEFF${MODELS_CSV_HEADER.map(csvField).join(",")}\r\n`;
        for await (const model of rows) yield modelCsvLine(model, origin);
      })(),
    );
  });

  router.patch("/models/:id/rating", authorize("models:update"), validateBody(ratingUpdateSchema), async (ctx) => {
    const id = modelId(ctx.params.id);
    const { rating } = ctx.state.input as z.infer<typeof ratingUpdateSchema>;
    const updated = await db.transaction(async (trx) => {
      const model = await Model.query(trx).patchAndFetchById(id, { rating });
      if (model) await bumpModelsVersion(trx);
      return model;
    });
    if (!updated) throw new HttpError(404, "Model not found");
    ctx.body = presentModel(updated);
  });

  router.patch("/models/:id/photo", authorize("models:update"), validateBody(photoUpdateSchema), async (ctx) => {
    const id = modelId(ctx.params.id);
    const { photoPath } = ctx.state.input as z.infer<typeof photoUpdateSchema>;
    ctx.body = presentModel(await replaceModelPhoto(db, id, photoPath));
  });

  router.delete("/models", authorize("models:delete"), validateBody(modelIdsSchema), async (ctx) => {
    const { ids } = ctx.state.input as z.infer<typeof modelIdsSchema>;
    const deleted = await deleteModels(db, ids);
    ctx.state.log.info({ requested: ids.length, deleted }, "models deleted");
    ctx.body = { success: true, deleted };
  });
  return router;
}
