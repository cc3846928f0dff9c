import { z } from "zod/mini";
import { queryIdSchema } from "./schemas.ts";

/**
 * A collaborator's calendar event of a call sheet (issue 25, docs/calendar.md): the `.ics` the invitation,
 * revision and cancel e-mails carry and `GET /api/call-sheet-calendar?callSheetId=` answers. The URL is
 * CONFIRMATION_URLS.calendar (./confirmations.ts).
 */

export const CALENDAR_MESSAGES = {
  callSheetIdRequired: "Call sheet ID is required",
  /** 409: an event needs a day; a sheet with no shooting date (and no dated location or scene) has none. */
  noDate: "This call sheet has no shooting date yet, so it has no calendar event",
} as const;

const callSheetId = z
  .number({ error: CALENDAR_MESSAGES.callSheetIdRequired })
  .check(z.int(CALENDAR_MESSAGES.callSheetIdRequired), z.positive(CALENDAR_MESSAGES.callSheetIdRequired), z.maximum(Number.MAX_SAFE_INTEGER));

/** `GET /api/call-sheet-calendar` query. */
export const calendarQuerySchema = z.object({
  callSheetId: queryIdSchema(callSheetId, CALENDAR_MESSAGES.callSheetIdRequired),
});
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

export const CALENDAR_CONSTANTS = {
  /** With no scene end time and no scene start time: the event lasts this long from the call time. */
  fallbackDurationHours: 10,
  /** With no scene end time but scene start times: the last scene is taken to last this long. */
  lastSceneFallbackMinutes: 60,
  /** The attachment's name: `call-sheet-{id}.ics`. */
  fileName: (callSheetId: number) => `call-sheet-${callSheetId}.ics`,
} as const;

/** Words of the event and of the e-mail that cancels it (English: the shared view's language). */
export const CALENDAR_TEXTS = {
  /** DESCRIPTION's first line; the sheet's link follows on the next. */
  open: "Call sheet (opens with the password from your invitation):",
  revision: (number: number) => `Revision ${number}`,
  organizerName: (companyName: string) => `${companyName} via Call Sheets`,
  cancelSubject: (title: string) => `Cancelled: ${title}`,
  cancelIntro: (companyName: string) => `${companyName} has withdrawn your access to this call sheet.`,
  cancelBody: "The calendar event of the shoot is cancelled; your calendar removes it when you open this e-mail's event.",
  shoot: "Shoot",
  sentTo: (email: string) => `This e-mail was sent to ${email}.`,
} as const;
