import { formatDate } from "@repo/call-sheet/formatDate";

/** A server timestamp for people ('Jun 5, 2026, 14:30', the spec's date style plus the time); junk stays as sent. */
export function formatWhen(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? timestamp : formatDate(time, "MMM d, yyyy, HH:mm");
}
