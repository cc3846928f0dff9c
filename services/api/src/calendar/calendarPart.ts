import type { Knex } from "knex";
import { CALENDAR_CONSTANTS, CALENDAR_TEXTS } from "@repo/contracts/sharing/calendar";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import type { MailCalendar } from "../mail/Mailer.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetRevision } from "../models/CallSheetRevision.ts";
import { callSheetEvent, type CalendarMethod, type CallSheetEvent, type CallSheetEventSheet } from "./callSheetEvent.ts";

/** What every event of this installation is made with. */
export type CalendarContext = {
  /** The public origin the invitation links use (PUBLIC_ORIGINS' first, else the request's own). */
  origin: string;
  /** MAIL_FROM: its address is the ORGANIZER and its domain the right side of every UID. */
  mailFrom: string;
  /** COMPANY_NAME: the ORGANIZER's name is `{company} via Call Sheets`, as the invitations' From. */
  companyName: string;
  now: Date;
};

/** MAIL_FROM's bare address (`"Name" <a@b>` or `a@b`). */
export function mailFromAddress(mailFrom: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/**
 * The event's UID: one per sheet and collaborator, for as long as the share exists (a revision, a resend,
 * a role change keep it; a revoke cancels that UID). The admin's own copy (no share) has its own.
 */
export function calendarUid(callSheetId: number, shareId: number | null, mailFrom: string): string {
  const domain = (mailFromAddress(mailFrom).split("@")[1] ?? "localhost").toLowerCase();
  return `call-sheet-${callSheetId}-${shareId === null ? "organizer" : `share-${shareId}`}@${domain}`;
}

/** The sheet collaborators are shown: the latest published revision, else the sheet as it is (nothing published yet: sequence 0). */
export async function publishedSheet(db: Knex, callSheetId: number, current?: CallSheetEventSheet): Promise<{ sheet: CallSheetEventSheet; sequence: number } | undefined> {
  const revision = await CallSheetRevision.latest(db, callSheetId);
  if (revision) return { sheet: revision.publishedSheet(), sequence: revision.number };
  const sheet = current ?? (await CallSheet.load(db, callSheetId));
  return sheet ? { sheet, sequence: 0 } : undefined;
}

/** The event of one published sheet for one collaborator (attendee) or for the admin (null: METHOD:PUBLISH, no attendee). */
export function eventForSheet(
  published: { sheet: CallSheetEventSheet; sequence: number },
  who: { callSheetId: number; shareId: number; email: string } | { callSheetId: number; shareId: null },
  method: CalendarMethod,
  context: CalendarContext,
): CallSheetEvent | undefined {
  return callSheetEvent({
    sheet: published.sheet,
    uid: calendarUid(who.callSheetId, who.shareId, context.mailFrom),
    sequence: published.sequence,
    method: who.shareId === null ? "PUBLISH" : method,
    link: `${context.origin}${sharedViewPath(who.callSheetId)}`,
    organizer: { name: CALENDAR_TEXTS.organizerName(context.companyName), email: mailFromAddress(context.mailFrom) },
    ...(who.shareId === null ? {} : { attendee: { email: who.email } }),
    now: context.now,
  });
}

/**
 * The calendar part of a collaborator's e-mail (MailMessage.calendar): the event of the sheet's latest
 * published revision, SEQUENCE = its number, METHOD:REQUEST (invitation, revision notice, reminder) or
 * METHOD:CANCEL (revoked). Undefined when the share or sheet is gone or the sheet has no date. The share
 * is read whatever its state: a revoked one still gets its CANCEL.
 */
export async function calendarPartFor(db: Knex, ids: { callSheetId: number; shareId: number }, method: "REQUEST" | "CANCEL", context: CalendarContext): Promise<MailCalendar | undefined> {
  const share = await db("call_sheet_shares").where({ id: ids.shareId, callSheetId: ids.callSheetId }).first<{ email: string } | undefined>("email");
  if (!share) return undefined;
  const published = await publishedSheet(db, ids.callSheetId);
  if (!published) return undefined;
  const event = eventForSheet(published, { ...ids, email: share.email }, method, context);
  return event && { method: event.method, filename: CALENDAR_CONSTANTS.fileName(ids.callSheetId), content: event.content };
}
