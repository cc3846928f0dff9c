import type { Knex } from "knex";
import { CALENDAR_CONSTANTS, CALENDAR_TEXTS } from "@repo/contracts/sharing/calendar";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import type { MailCalendar } from "../mail/Mailer.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetRevision } from "../models/CallSheetRevision.ts";
import { callSheetEvent, type CalendarMethod, type CallSheetEvent, type CallSheetEventSheet } from "./callSheetEvent.ts";
import { eventWhen } from "./eventTimes.ts";

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
 * The event's UID: one per sheet and collaborator, for as long as the share lasts (a revision, a resend,
 * a role change keep it; a revoke cancels that UID). `generation` (the share's `calendar_generation`) moves
 * on once a CANCEL of the event went out, so a collaborator shared again gets a new event: clients keep a
 * cancelled UID cancelled when a REQUEST of the same SEQUENCE follows. Generation 0 keeps the original UID.
 * The admin's own copy (no share) has its own.
 */
export function calendarUid(callSheetId: number, shareId: number | null, mailFrom: string, generation = 0): string {
  const domain = (mailFromAddress(mailFrom).split("@")[1] ?? "localhost").toLowerCase();
  const who = shareId === null ? "organizer" : `share-${shareId}${generation > 0 ? `-${generation}` : ""}`;
  return `call-sheet-${callSheetId}-${who}@${domain}`;
}

/** A share's current event generation (calendarUid); 0 for a share that is gone. */
export async function calendarGeneration(db: Knex, shareId: number): Promise<number> {
  const row = await db("call_sheet_shares").where({ id: shareId }).first<{ calendarGeneration: number } | undefined>("calendarGeneration");
  return Number(row?.calendarGeneration ?? 0);
}

/** The sheet collaborators are shown: the latest published revision, else the sheet as it is (nothing published yet: sequence 0). */
export async function publishedSheet(db: Knex, callSheetId: number, current?: CallSheetEventSheet): Promise<{ sheet: CallSheetEventSheet; sequence: number } | undefined> {
  const revision = await CallSheetRevision.latest(db, callSheetId);
  if (revision) return { sheet: revision.publishedSheet(), sequence: revision.number };
  const sheet = current ?? (await CallSheet.load(db, callSheetId));
  return sheet ? { sheet, sequence: 0 } : undefined;
}

/**
 * What a CANCEL cancels: `published` (publishedSheet's) when it makes an event, else the newest earlier
 * revision that does (a date by eventForSheet's rule, eventTimes.ts's eventWhen), as the event a REQUEST
 * delivered before a revision without a date left in the collaborator's calendar. SEQUENCE stays
 * `published`'s: a CANCEL must not carry a lower one than the calendar holds. Undefined: no revision ever
 * had a date, so no event was ever sent.
 */
export async function cancelledSheet(db: Knex, callSheetId: number, published: { sheet: CallSheetEventSheet; sequence: number }): Promise<{ sheet: CallSheetEventSheet; sequence: number } | undefined> {
  if (eventWhen(published.sheet)) return published;
  for (let below = published.sequence; below > 1; ) {
    const revision = await CallSheetRevision.query(db).where({ callSheetId }).where("number", "<", below).orderBy("number", "desc").first();
    if (!revision) return undefined;
    const sheet = revision.publishedSheet();
    if (eventWhen(sheet)) return { sheet, sequence: published.sequence };
    below = revision.number;
  }
  return undefined;
}

/** The event of one published sheet for one collaborator (attendee) or for the admin (null: METHOD:PUBLISH, no attendee). */
export function eventForSheet(
  published: { sheet: CallSheetEventSheet; sequence: number },
  who: { callSheetId: number; shareId: number; email: string; generation: number } | { callSheetId: number; shareId: null },
  method: CalendarMethod,
  context: CalendarContext,
): CallSheetEvent | undefined {
  return callSheetEvent({
    sheet: published.sheet,
    uid: calendarUid(who.callSheetId, who.shareId, context.mailFrom, who.shareId === null ? 0 : who.generation),
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
 * is read whatever its state: a revoked one still gets its CANCEL. The event is the share's current
 * generation's unless `generation` names another (the one a CANCEL claimed: jobs/kinds/calendarCancel.ts).
 */
export async function calendarPartFor(
  db: Knex,
  ids: { callSheetId: number; shareId: number; generation?: number },
  method: "REQUEST" | "CANCEL",
  context: CalendarContext,
): Promise<MailCalendar | undefined> {
  const share = await db("call_sheet_shares")
    .where({ id: ids.shareId, callSheetId: ids.callSheetId })
    .first<{ email: string; calendarGeneration: number } | undefined>("email", "calendarGeneration");
  if (!share) return undefined;
  const published = await publishedSheet(db, ids.callSheetId);
  if (!published) return undefined;
  const who = { callSheetId: ids.callSheetId, shareId: ids.shareId, email: share.email, generation: ids.generation ?? Number(share.calendarGeneration) };
  const event = eventForSheet(published, who, method, context);
  return event && { method: event.method, filename: CALENDAR_CONSTANTS.fileName(ids.callSheetId), content: event.content };
}
