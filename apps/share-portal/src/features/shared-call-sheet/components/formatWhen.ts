import { formatDate } from "@repo/call-sheet/formatDate";
import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheetSections";

/** A server timestamp for people ('Jun 5, 2026, 14:30', the spec's date style plus the time); junk stays as sent. */
export function formatWhen(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? timestamp : formatDate(time, `${CALL_SHEET_CONSTANTS.itemDateFormat}, HH:mm`);
}
