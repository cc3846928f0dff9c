import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { callSheetConditions } from "../../conditions/callSheetConditions.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { authorize } from "../../policies/index.ts";

/** `GET /api/call-sheets/{id}/conditions`: the light of each location and the weather (ARCHITECTURE.md). */
export function callSheetConditionsRoutes({ db, clock, weather }: AppDeps): Router {
  const router = new Router();
  router.get("/call-sheets/:id/conditions", authorize("callSheets:manage"), async (ctx) => {
    const id = pathId(ctx.params.id, CALL_SHEET_MESSAGES.notFound);
    const sheet = await CallSheet.query(db).findById(id).select("locationsList", "shootingDate");
    if (!sheet) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const conditions = await callSheetConditions(sheet, { now: clock(), weather, log: ctx.state.log });
    // Forecasts move and the sheet changes under the editor: always asked afresh (the provider is cached here).
    ctx.set("Cache-Control", "no-store");
    ctx.body = conditions;
  });
  return router;
}
