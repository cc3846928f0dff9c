import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { automaticReminderRequestSchema, type ConfirmationSummary, type RemindersQueued, remindersRequestSchema } from "@repo/contracts/sharing/confirmations";
import { sendReminders, setAutomaticReminder } from "../../commands/reminders.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { presentAutomaticReminder } from "../../models/CallSheetReminder.ts";
import { authorize } from "../../policies/index.ts";

const callSheetId = (raw: string | undefined) => pathId(raw, CALL_SHEET_MESSAGES.notFound);

/**
 * Reminders (issue 25), the admin's: 'Send reminder' (no body) queues one e-mail per collaborator who has
 * not confirmed the latest revision and was not just reminded of it (202 with how many, and how many were
 * just reminded: when, and when they can be again); the automatic
 * reminder N hours before the call time (per sheet, off by default) is set or turned off (200 with its
 * state: hours, when it will run, when it ran).
 */
export function reminderRoutes({ db, clock, config }: AppDeps): Router {
  const router = new Router();
  const originOf = (ctx: { protocol: string; get(name: string): string }) => config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`;

  router.post("/call-sheets/:id/reminders", authorize("callSheets:manage", validateBody(remindersRequestSchema)), async (ctx) => {
    const id = callSheetId(ctx.params.id);
    if (!(await CallSheet.query(db).findById(id).select("id"))) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const body: RemindersQueued = await sendReminders(db, id, originOf(ctx), clock());
    ctx.set("Cache-Control", "no-store");
    ctx.status = 202;
    ctx.body = body;
  });

  router.put("/call-sheets/:id/automatic-reminder", authorize("callSheets:manage", validateBody(automaticReminderRequestSchema)), async (ctx) => {
    const reminder = await setAutomaticReminder(db, callSheetId(ctx.params.id), ctx.state.input, originOf(ctx), clock());
    if (!reminder) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const body: ConfirmationSummary["automaticReminder"] = presentAutomaticReminder(reminder);
    ctx.set("Cache-Control", "no-store");
    ctx.body = body;
  });
  return router;
}
