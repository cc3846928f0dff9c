import Router from "@koa/router";
import { CALL_SHEETS_TOTAL_HEADER } from "@repo/contracts/callSheets/constants";
import { CALL_SHEET_MESSAGES, PATCH_MESSAGES } from "@repo/contracts/callSheets/messages";
import { type CallSheetConflict, callSheetCreateSchema, callSheetPatchSchema } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetListQuerySchema } from "@repo/contracts/callSheets/schemas/list";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import type { CallSheetWrites } from "../../commands/callSheetWrites.ts";
import { deleteCallSheet } from "../../commands/deleteCallSheet.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { authorize } from "../../policies/index.ts";
import { presentCallSheet, presentCallSheetSummary } from "../../presenters/presentCallSheet.ts";
import { listCallSheets } from "./listCallSheets.ts";
import { confirmationRoutes } from "../confirmations/index.ts";
import { reminderRoutes } from "./reminders.ts";
import { revisionRoutes } from "./revisions.ts";

const callSheetId = (raw: string | undefined) => pathId(raw, CALL_SHEET_MESSAGES.notFound);

/**
 * The call sheet calls (spec §7): the dashboard's list, create and delete; the editor's read and edit.
 * Creates, edits and publishes (revisions.ts) go through `writes` (commands/applyPatch.ts, the one write path of a sheet).
 */
export function callSheetRoutes(deps: AppDeps, writes: CallSheetWrites): Router {
  const { db, clock, config } = deps;
  const router = new Router();

  // The spec's array; limit/offset/search/order page it, and the header says how many match in all.
  router.get("/call-sheets", authorize("callSheets:manage", validateQuery(callSheetListQuerySchema)), async (ctx) => {
    const { sheets, total, counts } = await listCallSheets(db, ctx.state.query, clock(), ctx.state.actor.user.id);
    ctx.set("Cache-Control", "no-store");
    ctx.set(CALL_SHEETS_TOTAL_HEADER, String(total));
    ctx.body = sheets.map((sheet) => presentCallSheetSummary(sheet, counts.get(sheet.id)));
  });

  router.post("/call-sheets", authorize("callSheets:manage", validateBody(callSheetCreateSchema)), async (ctx) => {
    const sheet = await writes.create(ctx.state.input, ctx.state.actor);
    ctx.status = 201;
    ctx.body = presentCallSheetSummary(sheet);
  });

  // The print view always refetches (spec §7): never from a cache.
  router.get("/call-sheets/:id", authorize("callSheets:manage"), async (ctx) => {
    const sheet = await CallSheet.load(db, callSheetId(ctx.params.id));
    if (!sheet) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    ctx.set("Cache-Control", "no-store");
    ctx.body = presentCallSheet(sheet);
  });

  // The editor's changes: all or nothing; a 409 names the fields someone else changed since baseVersion.
  router.patch("/call-sheets/:id", authorize("callSheets:manage", validateBody(callSheetPatchSchema)), async (ctx) => {
    const id = callSheetId(ctx.params.id);
    const result = await writes.patch(id, ctx.state.input, ctx.state.actor);
    if (result.outcome === "notFound") throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    ctx.set("Cache-Control", "no-store");
    if (result.outcome === "saved") {
      ctx.body = presentCallSheet(result.sheet);
      return;
    }
    const message = result.versionAhead ? PATCH_MESSAGES.versionAhead(ctx.state.input.baseVersion, result.sheet.version) : EDITOR_TEXTS.conflict;
    const conflict: CallSheetConflict = { message, conflicts: result.conflicts, callSheet: presentCallSheet(result.sheet) };
    ctx.status = 409;
    ctx.body = conflict;
  });

  router.delete("/call-sheets/:id", authorize("callSheets:manage"), async (ctx) => {
    // With the CANCEL of every collaborator's calendar event, in one transaction (docs/calendar.md). The
    // events' URL is on the origin the invitations use: the first public origin, else this request's.
    const origin = config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`;
    const deleted = await deleteCallSheet(db, callSheetId(ctx.params.id), { origin, now: clock() });
    if (!deleted) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    ctx.body = { success: true };
  });
  // Revisions publish through the same writes (issue 25).
  router.use(revisionRoutes(deps, writes).routes());
  // Issue 25: reminders of the collaborators who have not confirmed, and their confirmations.
  router.use(reminderRoutes(deps).routes());
  router.use(confirmationRoutes(deps).routes());
  return router;
}
