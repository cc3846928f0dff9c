import { Readable } from "node:stream";
import Router from "@koa/router";
import { z } from "zod";
import { modelIdsSchema, modelListQuerySchema, ratingUpdateSchema } from "@repo/contracts/models/schemas";
import { modelRegistrationSchema } from "@repo/contracts/registration/schemas";
import type { AppDeps } from "../../deps.ts";
import { deleteModels } from "../../commands/deleteModels.ts";
import { registerModel } from "../../commands/registerModel.ts";
import { replaceModelPhoto } from "../../commands/replaceModelPhoto.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { Model } from "../../models/Model.ts";
import { authorize } from "../../policies/index.ts";
import { presentModelList } from "../../presenters/modelListJson.ts";
import { presentModel } from "../../presenters/presentModel.ts";
import { csvField, MODELS_CSV_HEADER, modelCsvLine } from "../../presenters/modelsCsv.ts";
import { presentRegistration } from "../../presenters/presentRegistration.ts";
import type { ModelListCaches } from "../../queries/listModels/caches.ts";
import { eachFilteredModel } from "../../queries/listModels/csvBatches.ts";
import { listModels } from "../../queries/listModels/listModels.ts";

const photoUpdateSchema = z.strictObject({ photoPath: z.string({ error: "photoPath must be a JPEG data string" }).min(1, "photoPath must be a JPEG data string") });

const modelId = (raw: string | undefined) => pathId(raw, "Model not found");

/**
 * `/api/models`: the public registration and the admin's models database (the list is also the admin
 * probe). `modelList`: what the list remembers between requests, created with the app (createApp).
 */
export function modelRoutes({ db, clock }: AppDeps, modelList: ModelListCaches): Router {
  const router = new Router();

  router.post("/models", validateBody(modelRegistrationSchema), async (ctx) => {
    const input = ctx.state.input;
    const model = await registerModel(db, ctx.state.log, input, clock());
    ctx.status = 201;
    ctx.body = presentRegistration(model);
  });

  router.get("/models", authorize("models:list", validateQuery(modelListQuerySchema)), async (ctx) => {
    const { models, total } = await listModels(db, modelList, ctx.state.query, clock());
    ctx.set("Cache-Control", "no-store");
    ctx.type = "application/json";
    // As bytes: Koa would measure a string's UTF-8 length, and the socket encode it, in two passes.
    ctx.body = Buffer.from(presentModelList(models, total));
  });

  // The current filtered list as CSV, streamed (what people keeping a talent database expect to export).
  router.get("/models/export.csv", authorize("models:list", validateQuery(modelListQuerySchema)), async (ctx) => {
    const { page: _page, limit: _limit, ...filters } = ctx.state.query;
    const origin = `${ctx.protocol}://${ctx.host}`;
    const stamp = clock().toISOString().slice(0, 10);
    ctx.set("Content-Type", "text/csv; charset=utf-8");
    ctx.set("Content-Disposition", `attachment; filename="models-${stamp}.csv"`);
    ctx.set("Cache-Control", "no-store");
    const rows = eachFilteredModel(db, modelList, filters, clock());
    ctx.body = Readable.from(
      (async function* () {
        // A byte-order mark so spreadsheet programs read the names' diacritics as UTF-8.
        yield `\uFEFF${MODELS_CSV_HEADER.map(csvField).join(",")}\r\n`;
        for await (const model of rows) yield modelCsvLine(model, origin);
      })(),
    );
  });

  router.patch("/models/:id/rating", authorize("models:update", validateBody(ratingUpdateSchema)), async (ctx) => {
    const id = modelId(ctx.params.id);
    const { rating } = ctx.state.input;
    // One transaction: the patch, the models version it bumps (Model's hooks) and the read back.
    const updated = await db.transaction(async (trx) => await Model.query(trx).patchAndFetchById(id, { rating }));
    if (!updated) throw new HttpError(404, "Model not found");
    ctx.body = presentModel(updated);
  });

  router.patch("/models/:id/photo", authorize("models:update", validateBody(photoUpdateSchema)), async (ctx) => {
    const id = modelId(ctx.params.id);
    const { photoPath } = ctx.state.input;
    ctx.body = presentModel(await replaceModelPhoto(db, id, photoPath));
  });

  router.delete("/models", authorize("models:delete", validateBody(modelIdsSchema)), async (ctx) => {
    const { ids } = ctx.state.input;
    const deleted = await deleteModels(db, ids);
    ctx.state.log.info({ requested: ids.length, deleted }, "models deleted");
    ctx.body = { success: true, deleted };
  });
  return router;
}
