import { z } from "zod";
import { CALENDAR_CONSTANTS } from "@repo/contracts/sharing/calendar";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { invitationPath } from "@repo/contracts/sharing/urls";
import { renderInvitation } from "@repo/mail/invitation";
import { eventForSheet, publishedSheet, type CalendarContext } from "../../calendar/calendarPart.ts";
import type { CallSheetEventSheet } from "../../calendar/callSheetEvent.ts";
import { holdSheetAgainstPublish, noticeRevisionsAfterInvitation } from "../../commands/collaboratorNotices.ts";
import { invitationEnd, lastShootingDay } from "../../commands/invitationExpiry.ts";
import { promoteInvitation, recordInvitationFailure } from "../../commands/invitationOutcome.ts";
import { hashSharePassword } from "../../commands/passwords.ts";
import { hashShareToken } from "../../commands/shareCredentials.ts";
import type { Database } from "../../db/connect.ts";
import { invitationLocation } from "../../mail/invitationLocation.ts";
import { DEFAULT_MAIL_FROM } from "../../mail/mailFrom.ts";
import type { MailCalendar, Mailer } from "../../mail/Mailer.ts";
import { MailError } from "../../mail/MailError.ts";
import type { CallSheet } from "../../models/CallSheet.ts";
import type { CallSheetShare } from "../../models/CallSheetShare.ts";
import { defineJobKind, handleJob, PermanentJobError, type DeadJob, type JobHandler } from "../jobKind.ts";

/**
 * Mails one share invitation (commands/shareCallSheet.ts writes it with the share). The payload holds the
 * plain token and password, the only copy: forgotten when the job succeeds (clearPayloadWhenDone) and when
 * it dies, however (recordInvitationFailure: invitationDied). 8 attempts with the runner's backoff: ~20 minutes of tries.
 */
export const invitationSendJob = defineJobKind({
  name: "invitation.send",
  payload: z.object({ shareId: z.number().int().positive(), token: z.string().min(1).max(200), password: z.string().min(1).max(256), origin: z.string().url().max(500) }),
  maxAttempts: 8,
  clearPayloadWhenDone: true,
});

export type InvitationSendDeps = {
  db: Database;
  mailer: Mailer;
  /** COMPANY_NAME: From `"{companyName} via Call Sheets" <MAIL_FROM's address>` and the e-mail's signature. */
  companyName: string;
  /** ADMIN_EMAIL: the Reply-To when the inviting admin's own e-mail is empty (the first admin). */
  adminEmail: string | undefined;
  /** SHARE_EXPIRY_DAYS: an invitation's shortest life. */
  expiryDays: number;
  /** MAIL_FROM (default DEFAULT_MAIL_FROM): the calendar event's ORGANIZER and UID domain (calendar/calendarPart.ts). */
  mailFrom?: string;
  clock?: () => Date;
  /** How long one attempt may wait for the mail server (default SHARING_CONSTANTS.invitationSendDeadlineMs). */
  sendDeadlineMs?: number;
};

/** Whether trying again cannot help: the server answered with a permanent refusal (5xx). 4xx, timeouts, refused connections are temporary. */
const isPermanent = (error: unknown) => error instanceof MailError && error.responseCode !== undefined && error.responseCode >= 500;

/** What the admin reads: the server's reply, without our "Sending mail through smtp://host failed: " lead. */
const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/^Sending mail through \S+ failed: /, "");

/** Rejects with a temporary MailError once `ms` pass; the send goes on (nodemailer ends it by its own timeouts) but is not waited for. */
function withDeadline<T>(sending: Promise<T>, ms: number): Promise<T> {
  sending.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailError(`The mail server did not accept the invitation within ${Math.round(ms / 1000)} s`, { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([sending, deadline]).finally(() => clearTimeout(timer));
}

/** The sheet's facts an invitation and its calendar event state. */
type InvitationSheet = Pick<CallSheet, "shootingTitle" | "shootingDate" | "shootingTime" | "locations" | "locationsList" | "streetAddress" | "streetNumber" | "sceneSchedule">;

type InvitationSubject = Pick<CallSheetShare, "id" | "email" | "role" | "message" | "isActive" | "pendingTokenHash"> &
  InvitationSheet & {
    callSheetId: number;
    /** The share's current event (calendar/calendarPart.ts calendarUid). */
    calendarGeneration: number;
    inviterEmail: string | null;
  };

/**
 * The share, its sheet and the inviting admin's e-mail in one joined read: three reads were three round
 * trips per invitation, on the runner that shares the process with the requests (bench/invitations.mjs).
 */
async function loadInvitationSubject(db: Database, shareId: number): Promise<InvitationSubject | undefined> {
  const row = await db("call_sheet_shares as share")
    .join("call_sheets as sheet", "sheet.id", "share.call_sheet_id")
    .leftJoin("users as inviter", "inviter.id", "share.invited_by")
    .where("share.id", shareId)
    .first(
      "share.id",
      "share.email",
      "share.role",
      "share.message",
      "share.isActive",
      "share.pendingTokenHash",
      "share.callSheetId",
      "share.calendarGeneration",
      "sheet.shootingTitle",
      "sheet.shootingDate",
      "sheet.shootingTime",
      "sheet.locations",
      "sheet.locationsList",
      "sheet.streetAddress",
      "sheet.streetNumber",
      "sheet.sceneSchedule",
      "inviter.email as inviterEmail",
    );
  return row as InvitationSubject | undefined;
}

/**
 * The sheet the invitation and its calendar event tell about, read once so both say the same: the latest
 * published revision, the one its link opens (the producer's later edits are a draft nobody was shown),
 * and its number, the event's SEQUENCE. Sharing and resending publish revision 1 first when there is none
 * (latestOrFirstRevision), so only a job queued before revisions existed can meet a sheet without one: it
 * is told the sheet as it is (sequence 0), as that sheet's shared view and event show it.
 */
async function sheetToTell(db: Database, share: InvitationSubject): Promise<{ sheet: CallSheetEventSheet; sequence: number }> {
  return (await publishedSheet(db, share.callSheetId, share)) ?? { sheet: share, sequence: 0 };
}

/** The invitation's calendar part; an event that cannot be made (a bug) must not hold the invitation back: it goes without one. */
function calendarPart(published: { sheet: CallSheetEventSheet; sequence: number }, who: Parameters<typeof eventForSheet>[1], context: CalendarContext): MailCalendar | undefined {
  try {
    const event = eventForSheet(published, who, "REQUEST", context);
    return event && { method: event.method, filename: CALENDAR_CONSTANTS.fileName(who.callSheetId), content: event.content };
  } catch {
    return undefined;
  }
}

/** The later of two shooting days (ISO days sort as text); null when neither has one. */
const laterDay = (a: string | null, b: string | null) => (a !== null && b !== null ? (a > b ? a : b) : (a ?? b));

/** What the panel says of an invitation whose job died of something else than the mail server's answer. */
const invitationNotSent = (reason: string) => `The invitation could not be sent: ${reason}`;

/**
 * The job died (jobKind.ts onDead), however: its last attempt failed with something other than a mail
 * error (the share or sheet could not be read, the password not hashed, the outcome not written), or its
 * lease ran out on the last attempt (its process died or hung). The share gets what a final mail failure
 * gives it (recordInvitationFailure: `failed` with the reason, its token no longer pending, so publishes
 * notify its collaborator again; a revision left to it gets its notice) and the payload is forgotten. A job
 * whose invitation the handler already failed, or that is no longer the share's pending one (resent since,
 * revoked, deleted), only has its payload cleared.
 */
async function invitationDied(db: Database, payload: z.output<typeof invitationSendJob.payload>, dead: DeadJob): Promise<void> {
  const tokenHash = hashShareToken(payload.token);
  const share = (await db("call_sheet_shares").where({ id: payload.shareId, pendingTokenHash: tokenHash }).first("callSheetId")) as { callSheetId: number } | undefined;
  if (!share) {
    await db("jobs").where({ id: dead.id }).whereNotNull("payload").update({ payload: null });
    return;
  }
  const failed = { shareId: payload.shareId, tokenHash, attempts: dead.attempts, callSheetId: Number(share.callSheetId), reason: invitationNotSent(dead.reason), final: true };
  await recordInvitationFailure(db, { ...failed, jobId: dead.id, origin: payload.origin, now: dead.now });
}

/**
 * Renders the invitation from the share as it is now (role, message, the real end date) and the sheet's
 * latest published revision (sheetToTell), sends it within the deadline, and records the outcome: sent (the
 * credentials go live, and a revision published meanwhile gets its notice), a temporary failure (retried),
 * or failed for good with the server's reply. A job whose invitation is no longer the share's pending one
 * (resent since, revoked, deleted) sends nothing: its credentials could never open.
 */
export function invitationSendHandler(deps: InvitationSendDeps): JobHandler {
  const clock = deps.clock ?? (() => new Date());
  const deadlineMs = deps.sendDeadlineMs ?? SHARING_CONSTANTS.invitationSendDeadlineMs;
  return handleJob(invitationSendJob, async (payload, attempt) => {
    const { db } = deps;
    const tokenHash = hashShareToken(payload.token);
    // A share gone with its sheet, revoked, or resent since (another pending token): nothing to send.
    const share = await loadInvitationSubject(db, payload.shareId);
    if (!share || !share.isActive || share.pendingTokenHash !== tokenHash) return;
    const published = await sheetToTell(db, share);
    const { sheet } = published;
    // Reply-To: the inviting admin's e-mail, else ADMIN_EMAIL, else none.
    const replyTo = share.inviterEmail?.trim() || deps.adminEmail || undefined;
    // The end counts from the later of the published shoot and the draft's: an edit that moves the shoot later
    // extends open invitations (commands/extendInvitations.ts), and this one must not end before either.
    const expiresAt = invitationEnd(laterDay(lastShootingDay(sheet), lastShootingDay(share)), clock(), deps.expiryDays);
    const invitation = renderInvitation({
      shootingTitle: sheet.shootingTitle,
      shootingDate: sheet.shootingDate,
      locationSummary: invitationLocation(sheet),
      role: share.role,
      message: share.message,
      link: `${payload.origin}${invitationPath(payload.token, share.email, share.callSheetId)}`,
      password: payload.password,
      expiresAt: expiresAt.toISOString(),
      recipientEmail: share.email,
      company: { name: deps.companyName, website: payload.origin },
    });
    // The shoot's calendar event (METHOD:REQUEST, SEQUENCE = the revision told): none for a sheet without a date.
    // Its UID is the share's current generation's; both are what the outcome records as delivered.
    const event = { generation: Number(share.calendarGeneration), sequence: published.sequence };
    const calendar = calendarPart(published, { callSheetId: share.callSheetId, shareId: share.id, email: share.email, generation: event.generation }, {
      origin: payload.origin,
      mailFrom: deps.mailFrom ?? DEFAULT_MAIL_FROM,
      companyName: deps.companyName,
      now: clock(),
    });
    const outcome = { shareId: share.id, tokenHash, attempts: attempt.attempt };
    let delivery;
    try {
      const message = { to: share.email, ...invitation, fromName: `${deps.companyName} via Call Sheets`, ...(replyTo ? { replyTo } : {}), ...(calendar ? { calendar } : {}) };
      delivery = await withDeadline(deps.mailer.send(message), deadlineMs);
    } catch (error) {
      const reason = failureText(error);
      const final = isPermanent(error) || attempt.attempt >= attempt.maxAttempts;
      await recordInvitationFailure(db, { ...outcome, callSheetId: share.callSheetId, reason, final, jobId: attempt.id, origin: payload.origin, now: clock() });
      if (final) throw new PermanentJobError(reason);
      throw error;
    }
    // Hashed once the mail server accepted it: a refused or retried attempt costs no argon2 work.
    const passwordHash = await hashSharePassword(payload.password);
    const sent = { ...outcome, passwordHash, expiresAt, outboxPath: delivery.outboxPath ?? null, event, now: clock() };
    // The credentials go live in the transaction that marks the job succeeded: one commit, not two. A revision
    // published since it was rendered gets its notice in that transaction too (the publish left it to this
    // invitation); the sheet is held first, so a publish is either seen here or sees the share promoted.
    return async (trx) => {
      await holdSheetAgainstPublish(trx, share.callSheetId);
      if (!(await promoteInvitation(trx, sent))) return;
      await noticeRevisionsAfterInvitation(trx, { shareId: share.id, callSheetId: share.callSheetId, told: published.sequence, origin: payload.origin, now: sent.now });
    };
  }, { onDead: (payload, dead) => invitationDied(deps.db, payload, dead) });
}
