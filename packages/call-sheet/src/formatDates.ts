import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheets/constants";
import { formatDate } from "./formatDate.ts";

/**
 * Only the calendar day of a stored date is read: a birth date sent as a UTC timestamp
 * ("1998-04-12T00:00:00.000Z") would otherwise show the day before in any zone west of Greenwich.
 */
function calendarDay(text: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day); // new Date(year, ...) would read the years 0 to 99 as 1900 to 1999
  // 2026-02-30 is not a day (date-fns' parseISO refused it too), and neither is month 13.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Scene and location dates, 'MMM d, yyyy' (spec §9). Text that is not a date is shown as it is. */
export function formatItemDate(text: string | null | undefined): string {
  if (!text) return "";
  const date = calendarDay(text);
  return date ? formatDate(date, CALL_SHEET_CONSTANTS.itemDateFormat) : text;
}

/** Actor birth dates in the long format, 'PPP' (spec §9): "April 12th, 1998". */
export function formatBirthDate(text: string | null | undefined): string {
  if (!text) return "";
  const date = calendarDay(text);
  return date ? formatDate(date, CALL_SHEET_CONSTANTS.birthDateFormat) : text;
}

/** "09:00–10:30", "09:00", or "" when neither is set. */
export function formatTimeRange(start: string, end: string): string {
  if (start && end) return `${start}–${end}`;
  return start || end;
}

/** A server timestamp for people ('Jun 5, 2026, 14:30': the spec's date style plus the local time); junk stays as sent. */
export function formatTimestamp(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? timestamp : formatDate(time, `${CALL_SHEET_CONSTANTS.itemDateFormat}, HH:mm`);
}
