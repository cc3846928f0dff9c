import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { type ShareCreated, shareCreateSchema, type ShareList } from "@repo/contracts/sharing/schemas";
import { shareCallSheet } from "../../commands/shareCallSheet.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { ShareAccess } from "../../models/ShareAccess.ts";
import { authorize } from "../../policies/index.ts";
import { presentAccessLogEntry, presentShare } from "../../presenters/presentShare.ts";

/** The access log the admin sees: the newest lines, enough for a shoot's crew opening the sheet many times. */
export const ACCESS_LOG_LIMIT = 200;

/** The admin's share calls (spec §7): share with one collaborator, list the shares and the log, revoke one. */
export function shareRoutes({ db, clock, mailer, config, logger }: AppDeps): Router {
  const router = new Router();

  router.post("/call-sheet-shares", authorize("callSheets:manage", validateBody(shareCreateSchema)), async (ctx) => {
    const { callSheetId, email, role, message } = ctx.state.input;
    ctx.set("Cache-Control", "no-store");
    const sheet = await CallSheet.query(db).findById(callSheetId);
    if (!sheet) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const outcome = await shareCallSheet(db, {
      sheet,
      email,
      role,
      message,
      createdBy: ctx.state.actor.user.id,
      now: clock(),
      expiryDays: config.shareExpiryDays ?? SHARING_CONSTANTS.defaultExpiryDays,
      // The address people open the link at: the first configured public origin, else the one this request
      // came to, read as requestGuards reads it (Koa's ctx.origin is the Origin header, not ours).
      origin: config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`,
      mailer,
    });
    if (!outcome.sent) {
      (ctx.state.log ?? logger).warn({ err: outcome.reason, callSheetId }, "share invitation not sent; share rolled back");
      // Answered here, not thrown: the error handler keeps 5xx messages to itself, and this one is for the admin.
      ctx.status = 502;
      ctx.body = { message: SHARING_MESSAGES.mailFailed(email) };
      return;
    }
    const body: ShareCreated = { share: presentShare(outcome.share), delivery: outcome.delivery };
    ctx.status = 201;
    ctx.body = body;
  });

  router.get("/call-sheet-shares/:callSheetId", authorize("callSheets:manage"), async (ctx) => {
    const callSheetId = pathId(ctx.params.callSheetId, CALL_SHEET_MESSAGES.notFound);
    const sheet = await CallSheet.query(db).findById(callSheetId).select("id");
    if (!sheet) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const [shares, accessLog] = await Promise.all([
      CallSheetShare.query(db).where({ callSheetId, isActive: true }).orderBy("id"),
      ShareAccess.query(db).where({ callSheetId }).orderBy([{ column: "accessedAt", order: "desc" }, { column: "id", order: "desc" }]).limit(ACCESS_LOG_LIMIT),
    ]);
    const body: ShareList = { shares: shares.map(presentShare), accessLog: accessLog.map(presentAccessLogEntry) };
    ctx.set("Cache-Control", "no-store");
    ctx.body = body;
  });

  // Revoking keeps the row (the access log and a later re-share refer to it) and ends it at once: every
  // session's grant is re-checked against `is_active` on its next request (middlewares/shareGrants.ts).
  router.delete("/call-sheet-shares/:shareId", authorize("callSheets:manage"), async (ctx) => {
    const shareId = pathId(ctx.params.shareId, SHARING_MESSAGES.shareNotFound);
    const revoked = await CallSheetShare.query(db).findById(shareId).where({ isActive: true }).patch({ isActive: false });
    if (!revoked) throw new HttpError(404, SHARING_MESSAGES.shareNotFound);
    ctx.set("Cache-Control", "no-store");
    ctx.body = { success: true };
  });
  return router;
}
