import { z } from "zod";
import { CALENDAR_CONSTANTS } from "@repo/contracts/sharing/calendar";
import { cancelledSheet, eventForSheet, publishedSheet } from "../../calendar/calendarPart.ts";
import type { CallSheetEventSheet } from "../../calendar/callSheetEvent.ts";
import { renderCancelMail } from "../../calendar/cancelMail.ts";
import type { Database } from "../../db/connect.ts";
import { DEFAULT_MAIL_FROM } from "../../mail/mailFrom.ts";
import type { Mailer } from "../../mail/Mailer.ts";
import { MailError } from "../../mail/MailError.ts";
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from "../jobKind.ts";

const factText = z.string().max(100_000);
const factList = z.string().max(1_000_000);

/**
 * A deleted sheet's event, as the CANCEL needs it: the share, the sheet and its revisions are gone when the
 * job runs (commands/deleteCallSheet.ts). The collaborator's address, the event's generation (its UID with
 * the sheet and share ids), the SEQUENCE and the sheet the event is made from (eventFacts: only what the
 * event reads), the subject's title (the latest revision's) and the inviting admin's e-mail (the Reply-To).
 */
export const deletedEventSchema = z.object({
  callSheetId: z.number().int().positive(),
  email: z.string().min(1).max(254),
  generation: z.number().int().min(0),
  sequence: z.number().int().min(0),
  subjectTitle: factText,
  inviterEmail: z.string().max(400).nullable(),
  sheet: z.object({
    shootingTitle: factText,
    shootingDate: factText.nullable(),
    shootingTime: factText.nullable(),
    locationsList: factList,
    sceneSchedule: factList,
    locations: factText,
    streetAddress: factText,
    streetNumber: factText,
  }),
});

/**
 * Tells a revoked collaborator's calendar that the shoot's event is cancelled: an e-mail whose calendar
 * part is the same event (same UID) with METHOD:CANCEL and STATUS:CANCELLED. Queued with the revoke, in
 * its transaction (commands/revokeShare.ts); `origin` is the public origin of the event's URL. A deleted
 * sheet's CANCELs carry their event in `deleted` (commands/deleteCallSheet.ts).
 */
export const calendarCancelJob = defineJobKind({
  name: "calendar.cancel",
  payload: z.object({ shareId: z.number().int().positive(), origin: z.string().url().max(500), deleted: deletedEventSchema.optional() }),
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
 * Sends the CANCEL, unless there is nothing to cancel: the share is gone (its sheet deleted: the delete
 * queued the CANCEL with its event, see below), active again (shared anew since:
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
 *
 * A deleted sheet's CANCEL (`deleted`) reads nothing: its share is gone (so a revoke's job still queued for
 * it ends here, its CANCEL carried by the delete's), and its event is the one the delete found uncancelled.
 */
export function calendarCancelHandler(deps: CalendarCancelDeps): JobHandler {
  const clock = deps.clock ?? (() => new Date());
  return handleJob(calendarCancelJob, async (payload, attempt) => {
    const { db } = deps;
    if (payload.deleted) {
      const { sheet, sequence, subjectTitle, ...who } = payload.deleted;
      await mailCancel(deps, clock(), { ...who, shareId: payload.shareId, origin: payload.origin, subjectTitle, dated: { sheet, sequence } });
      // The payload names the collaborator: forgotten once the CANCEL went out, as a mail job's.
      return (trx) => trx("jobs").where({ id: attempt.id }).update({ payload: null });
    }
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
    if (published && dated) {
      const who = { callSheetId: share.callSheetId, shareId: share.id, email: share.email, generation, inviterEmail: share.inviterEmail };
      await mailCancel(deps, clock(), { ...who, origin: payload.origin, subjectTitle: published.sheet.shootingTitle, dated });
    }
    await db("call_sheet_shares").where({ id: share.id, calendarCancelGeneration: generation }).update({ calendarCancelGeneration: null });
  }, {
    // A deleted sheet's CANCEL that died (a 5xx, or all its tries failed) must not keep the collaborator's and
    // the deleted sheet's details: its payload goes, as when it was sent.
    onDead: async (payload, dead) => {
      if (payload.deleted) await deps.db("jobs").where({ id: dead.id }).update({ payload: null });
    },
  });
}

/** One CANCEL: its event, the mail naming the shoot `subjectTitle`, sent; nothing when the sheet makes no event. */
type CancelMail = {
  callSheetId: number;
  shareId: number;
  email: string;
  generation: number;
  inviterEmail: string | null;
  origin: string;
  subjectTitle: string;
  dated: { sheet: CallSheetEventSheet; sequence: number };
};

/** Renders and sends one CANCEL; a 5xx refusal ends the job at once, other failures are retried. */
async function mailCancel(deps: CalendarCancelDeps, now: Date, cancel: CancelMail): Promise<void> {
  const who = { callSheetId: cancel.callSheetId, shareId: cancel.shareId, email: cancel.email, generation: cancel.generation };
  const event = eventForSheet(cancel.dated, who, "CANCEL", { origin: cancel.origin, mailFrom: deps.mailFrom ?? DEFAULT_MAIL_FROM, companyName: deps.companyName, now });
  if (!event) return;
  const calendar = { method: event.method, filename: CALENDAR_CONSTANTS.fileName(cancel.callSheetId), content: event.content };
  const replyTo = cancel.inviterEmail?.trim() || deps.adminEmail || undefined;
  const mail = renderCancelMail({ shootingTitle: cancel.subjectTitle, companyName: deps.companyName, recipientEmail: cancel.email });
  try {
    await deps.mailer.send({ to: cancel.email, ...mail, fromName: `${deps.companyName} via Call Sheets`, ...(replyTo ? { replyTo } : {}), calendar });
  } catch (error) {
    if (error instanceof MailError && error.responseCode !== undefined && error.responseCode >= 500) throw new PermanentJobError(error.message);
    throw error;
  }
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
