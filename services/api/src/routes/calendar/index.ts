import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { COMPANY } from "@repo/contracts/common/constants";
import { CALENDAR_CONSTANTS, CALENDAR_MESSAGES, calendarQuerySchema } from "@repo/contracts/sharing/calendar";
import { calendarGeneration, eventForSheet, publishedSheet } from "../../calendar/calendarPart.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { DEFAULT_MAIL_FROM } from "../../mail/mailFrom.ts";
import { validateQuery } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { loadAuthorized } from "../../policies/index.ts";
import { noStore } from "../access/retryAfter.ts";

/**
 * `GET /api/call-sheet-calendar?callSheetId=` (issue 25, docs/calendar.md): the caller's calendar event of a
 * sheet as a `.ics` download, the same event its e-mails carry ('Add to calendar' on the shared view). A
 * grant of the sheet (either role) gets its own (its UID, METHOD:REQUEST, itself as ATTENDEE); the admin
 * the organizer's copy (METHOD:PUBLISH, no attendee). Anonymous 401, another account or sheet 403, an
 * ended grant 410 (policies: as the shared view), unknown sheet 404, a sheet without a date 409. Never cached.
 */
export function calendarRoutes({ db, clock, config }: AppDeps): Router {
  const router = new Router();
  router.get("/call-sheet-calendar", noStore, validateQuery(calendarQuerySchema), async (ctx) => {
    const { callSheetId } = ctx.state.query;
    const { resource: sheet, actor } = await loadAuthorized(ctx.state, "callSheets:read", () => CallSheet.load(db, callSheetId), () => new HttpError(404, CALL_SHEET_MESSAGES.notFound));
    // What collaborators are shown: the latest published revision (the live sheet when nothing is published).
    const published = await publishedSheet(db, callSheetId, sheet);
    const who =
      actor.kind === "shareGrant"
        ? { callSheetId, shareId: actor.shareId, email: actor.email, generation: await calendarGeneration(db, actor.shareId) }
        : { callSheetId, shareId: null };
    const event =
      published &&
      eventForSheet(published, who, "REQUEST", {
        // The address the invitation links use: the first public origin, else the one this request came to.
        origin: config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`,
        mailFrom: config.mail?.from ?? DEFAULT_MAIL_FROM,
        companyName: config.mail?.companyName ?? COMPANY.name,
        now: clock(),
      });
    if (!event) throw new HttpError(409, CALENDAR_MESSAGES.noDate);
    ctx.type = `text/calendar; charset=utf-8; method=${event.method}`;
    ctx.set("Content-Disposition", `attachment; filename="${CALENDAR_CONSTANTS.fileName(callSheetId)}"`);
    ctx.body = event.content;
  });
  return router;
}
