import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheetSections";
import { format, isValid, parseISO } from "date-fns";

/**
 * Only the calendar day of a stored date is read: a birth date sent as a UTC timestamp
 * ("1998-04-12T00:00:00.000Z") would otherwise show the day before in any zone west of Greenwich.
 */
function calendarDay(text: string): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(text.trim())?.[0];
  if (!day) return null;
  const date = parseISO(day);
  return isValid(date) ? date : null;
}

/** Scene and location dates, 'MMM d, yyyy' (spec §9). Text that is not a date is shown as it is. */
export function formatItemDate(text: string | null | undefined): string {
  if (!text) return "";
  const date = calendarDay(text);
  return date ? format(date, CALL_SHEET_CONSTANTS.itemDateFormat) : text;
}

/** Actor birth dates in the long format, 'PPP' (spec §9): "April 12th, 1998". */
export function formatBirthDate(text: string | null | undefined): string {
  if (!text) return "";
  const date = calendarDay(text);
  return date ? format(date, CALL_SHEET_CONSTANTS.birthDateFormat) : text;
}

/** "09:00–10:30", "09:00", or "" when neither is set. */
export function formatTimeRange(start: string, end: string): string {
  if (start && end) return `${start}–${end}`;
  return start || end;
}
