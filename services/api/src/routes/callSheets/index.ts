import Router from "@koa/router";
import { CALL_SHEET_MESSAGES, callSheetCreateSchema, type CallSheetCreate } from "@repo/contracts/callSheets";
import type { AppDeps } from "../../app.ts";
import { HttpError } from "../../errors.ts";
import { validateBody } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import type { User } from "../../models/User.ts";
import { authorize } from "../../policies/index.ts";
import { presentCallSheetSummary } from "../../presenters/presentCallSheet.ts";

function callSheetId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
  return id;
}

/** The dashboard's call sheet calls (spec §7): list, create, delete. The editor's calls come with it. */
export function callSheetRoutes({ db }: AppDeps): Router {
  const router = new Router();

  router.get("/call-sheets", authorize("callSheets:manage"), async (ctx) => {
    const sheets = await CallSheet.query(db).orderBy("createdAt", "desc").orderBy("id", "desc");
    ctx.set("Cache-Control", "no-store");
    ctx.body = sheets.map(presentCallSheetSummary);
  });

  router.post("/call-sheets", authorize("callSheets:manage"), validateBody(callSheetCreateSchema), async (ctx) => {
    const input = ctx.state.input as CallSheetCreate;
    const sheet = await CallSheet.query(db).insertAndFetch({ ...input, createdBy: (ctx.state.user as User).id });
    ctx.status = 201;
    ctx.body = presentCallSheetSummary(sheet);
  });

  router.delete("/call-sheets/:id", authorize("callSheets:manage"), async (ctx) => {
    const deleted = await CallSheet.query(db).deleteById(callSheetId(ctx.params.id));
    if (!deleted) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    ctx.body = { success: true };
  });
  return router;
}
