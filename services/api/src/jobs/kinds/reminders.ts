import { z } from "zod";
import { runAutomaticReminder } from "../../commands/reminders.ts";
import type { Database } from "../../db/connect.ts";
import type { Logger } from "../../logger.ts";
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from "../jobKind.ts";
import { collaboratorMessage, type CollaboratorMailDeps, DEFAULT_SEND_DEADLINE_MS, failureText, isPermanent, loadCollaborator, reachable, withDeadline } from "./collaboratorMail.ts";

/** One reminder e-mail to one collaborator who had not confirmed `revision` (the latest when it was queued). */
export const reminderSendJob = defineJobKind({
  name: "reminder.send",
  payload: z.object({ shareId: z.number().int().positive(), revision: z.number().int().positive(), origin: z.string().url().max(500) }),
  maxAttempts: 8,
});

/** A sheet's automatic reminder, due N hours before the call time; `arm` says which arming it belongs to (commands/reminders.ts). */
export const automaticReminderJob = defineJobKind({
  name: "reminder.automatic",
  payload: z.object({ callSheetId: z.number().int().positive(), arm: z.number().int().positive() }),
  maxAttempts: 8,
});

/**
 * Sends the reminder unless it no longer applies when its turn comes: the share revoked, ended or never
 * delivered, the collaborator confirmed the latest revision meanwhile, or a revision was published after the
 * one it reminds of: that revision's notice (or the invitation that tells it) already asks them to confirm,
 * and a reminder beside it would be a second e-mail within the minute (the repeat window is there to stop that).
 */
export function reminderSendHandler(deps: CollaboratorMailDeps): JobHandler {
  const clock = deps.clock ?? (() => new Date());
  return handleJob(reminderSendJob, async (payload, attempt) => {
    const { db } = deps;
    const share = await loadCollaborator(db, payload.shareId);
    if (!reachable(share, clock())) return;
    const latest = (await db("call_sheet_revisions").where({ callSheetId: share.callSheetId }).max({ number: "number" }))[0] as { number: number | string | null } | undefined;
    if (latest?.number !== null && latest?.number !== undefined && Number(latest.number) > payload.revision) return;
    const { revision } = payload;
    const confirmed = await db("call_sheet_share_revisions").where({ shareId: share.id, revision }).whereNotNull("confirmed_at").first("id");
    if (confirmed) return;
    const message = await collaboratorMessage(deps, share, revision, "reminder", payload.origin, attempt.pass);
    if (!message) return;
    try {
      await withDeadline(deps.mailer.send(message), deps.sendDeadlineMs ?? DEFAULT_SEND_DEADLINE_MS);
    } catch (error) {
      if (isPermanent(error) || attempt.attempt >= attempt.maxAttempts) throw new PermanentJobError(failureText(error));
      throw error;
    }
  });
}

/** Runs a sheet's automatic reminder once per arm (runAutomaticReminder), queueing the pending collaborators' reminders. */
export function automaticReminderHandler(deps: { db: Database; clock?: () => Date; logger?: Logger }): JobHandler {
  const clock = deps.clock ?? (() => new Date());
  return handleJob(automaticReminderJob, async (payload) => {
    const queued = await runAutomaticReminder(deps.db, payload.callSheetId, payload.arm, clock());
    deps.logger?.info({ callSheetId: payload.callSheetId, arm: payload.arm, queued }, queued === null ? "automatic reminder: not this arm's to run" : "automatic reminder: queued");
  });
}
