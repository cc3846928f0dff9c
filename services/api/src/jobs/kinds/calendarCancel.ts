import { z } from "zod";
import { CALENDAR_CONSTANTS } from "@repo/contracts/sharing/calendar";
import { cancelledSheet, eventForSheet, publishedSheet } from "../../calendar/calendarPart.ts";
import { renderCancelMail } from "../../calendar/cancelMail.ts";
import type { Database } from "../../db/connect.ts";
import { DEFAULT_MAIL_FROM } from "../../mail/mailFrom.ts";
import type { Mailer } from "../../mail/Mailer.ts";
import { MailError } from "../../mail/MailError.ts";
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from "../jobKind.ts";

/**
 * Tells a revoked collaborator's calendar that the shoot's event is cancelled: an e-mail whose calendar
 * part is the same event (same UID) with METHOD:CANCEL and STATUS:CANCELLED. Queued with the revoke, in
 * its transaction (commands/revokeShare.ts); `origin` is the public origin of the event's URL.
 */
export const calendarCancelJob = defineJobKind({
  name: "calendar.cancel",
  payload: z.object({ shareId: z.number().int().positive(), origin: z.string().url().max(500) }),
  maxAttempts: 8,
});

export type CalendarCancelDeps = {
  db: Database;
  mailer: Mailer;
  companyName: string;
  /** MAIL_FROM: the ORGANIZER and the UID's domain, as in the invitation's event. */
  mailFrom?: string;
  /** ADMIN_EMAIL: the Reply-To when the inviting admin has no e-mail. */
  adminEmail: string | undefined;
  clock?: () => Date;
};

type CancelSubject = {
  id: number;
  callSheetId: number;
  email: string;
  isActive: boolean | number;
  calendarGeneration: number;
  calendarRequestedGeneration: number | null;
  calendarCancelGeneration: number | null;
  inviterEmail: string | null;
};

/**
 * Sends the CANCEL, unless there is nothing to cancel: the share is gone, active again (shared anew since:
 * its new invitation's REQUEST, same UID, replaces the event), or its current event never reached the
 * collaborator (no REQUEST of it was accepted by a mail server: `calendar_requested_generation`, recorded
 * whatever the share's state, so an invitation sent while it was revoked, or an event delivered before a
 * re-share whose own invitation never went out, still counts), or no published revision ever had a date (no
 * event was sent). The e-mail names the shoot as the latest published revision does (the live sheet only
 * when there is none), not the producer's unpublished draft, which the collaborator never saw; the event is
 * that revision's, or, when it has no date, the newest earlier revision's that had one (the event still in
 * the calendar: cancelledSheet), with the latest's SEQUENCE and the same UID. A 5xx
 * refusal ends the job at once; other failures are retried.
 *
 * Before mailing, the job claims the event it cancels: the share's `calendar_generation` moves on (an
 * invitation of the share made from then on is a new event, a new UID) and `calendar_cancel_generation`
 * keeps the cancelled one until the CANCEL went out, so a retry after the collaborator was shared again
 * still cancels the old event and never the new one.
 */
export function calendarCancelHandler(deps: CalendarCancelDeps): JobHandler {
  const clock = deps.clock ?? (() => new Date());
  return handleJob(calendarCancelJob, async (payload, attempt) => {
    const { db } = deps;
    const share = (await db("call_sheet_shares as share")
      .join("call_sheets as sheet", "sheet.id", "share.call_sheet_id")
      .leftJoin("users as inviter", "inviter.id", "share.invited_by")
      .where("share.id", payload.shareId)
      .first(
        "share.id",
        "share.callSheetId",
        "share.email",
        "share.isActive",
        "share.calendarGeneration",
        "share.calendarRequestedGeneration",
        "share.calendarCancelGeneration",
        "inviter.email as inviterEmail",
      )) as CancelSubject | undefined;
    if (!share) return;
    if (share.calendarCancelGeneration !== null && (await otherCancelRunning(db, share.id, attempt.id))) return;
    const generation = share.calendarCancelGeneration === null ? await claimEvent(db, share) : Number(share.calendarCancelGeneration);
    if (generation === undefined) return;
    // The subject names the latest revision; the event is the newest one that had a date, at the latest's SEQUENCE.
    const published = await publishedSheet(db, share.callSheetId);
    const dated = published && (await cancelledSheet(db, share.callSheetId, published));
    const who = { callSheetId: share.callSheetId, shareId: share.id, email: share.email, generation };
    const event = dated && eventForSheet(dated, who, "CANCEL", { origin: payload.origin, mailFrom: deps.mailFrom ?? DEFAULT_MAIL_FROM, companyName: deps.companyName, now: clock() });
    if (published && event) {
      const calendar = { method: event.method, filename: CALENDAR_CONSTANTS.fileName(share.callSheetId), content: event.content };
      const replyTo = share.inviterEmail?.trim() || deps.adminEmail || undefined;
      const mail = renderCancelMail({ shootingTitle: published.sheet.shootingTitle, companyName: deps.companyName, recipientEmail: share.email });
      try {
        await deps.mailer.send({ to: share.email, ...mail, fromName: `${deps.companyName} via Call Sheets`, ...(replyTo ? { replyTo } : {}), calendar });
      } catch (error) {
        if (error instanceof MailError && error.responseCode !== undefined && error.responseCode >= 500) throw new PermanentJobError(error.message);
        throw error;
      }
    }
    await db("call_sheet_shares").where({ id: share.id, calendarCancelGeneration: generation }).update({ calendarCancelGeneration: null });
  });
}

/**
 * The generation whose CANCEL this job mails, moved past in the same statement that checks the share is
 * still revoked and its current event reached the collaborator; undefined when there is nothing to cancel
 * (or the share was shared again between the read and the claim).
 */
async function claimEvent(db: Database, share: CancelSubject): Promise<number | undefined> {
  const generation = Number(share.calendarGeneration);
  if (Boolean(share.isActive) || share.calendarRequestedGeneration === null || Number(share.calendarRequestedGeneration) !== generation) return undefined;
  const claimed = await db("call_sheet_shares")
    .where({ id: share.id, isActive: false, calendarGeneration: generation, calendarRequestedGeneration: generation })
    .whereNull("calendarCancelGeneration")
    .update({ calendarGeneration: generation + 1, calendarCancelGeneration: generation });
  return claimed === 1 ? generation : undefined;
}

/**
 * Whether another calendar.cancel of the share is running now: found claimed, the event is then most likely
 * that job's (it claimed it a moment ago and is mailing it, or retries it), so this one leaves it alone
 * rather than mail a second CANCEL. A claim nobody is running (its job failed and waits for a retry, or
 * died) is mailed by whichever job finds it.
 */
async function otherCancelRunning(db: Database, shareId: number, jobId: number): Promise<boolean> {
  const running = await db("jobs")
    .where({ kind: calendarCancelJob.name, reference: `share:${shareId}`, state: "running" })
    .whereNot("id", jobId)
    .first<{ id: number } | undefined>("id");
  return running !== undefined;
}
