import { tzOffset, tzScan } from "@date-fns/tz";
import type { LocalDateTime } from "./eventTimes.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** "+0100", "-0430": an offset in minutes as iCalendar's UTC-OFFSET. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall-clock time of `instant` at UTC+`offsetMinutes` as iCalendar's local DATE-TIME (no Z). */
function localStamp(instant: Date, offsetMinutes: number): string {
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}`;
}

/** `YYYYMMDDTHHMMSS` of a wall-clock moment (the value of a DTSTART;TZID=...). */
export function localDateTimeStamp(at: LocalDateTime): string {
  return `${at.date.replace(/-/g, "")}T${at.time.replace(":", "")}00`;
}

/** The instant a wall-clock moment is in `timeZone` (the earlier one when a fall-back hour repeats it). */
export function instantIn(at: LocalDateTime, timeZone: string): Date {
  const [year, month, day] = at.date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = at.time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  // Two passes: the offset at the guess, then at the corrected instant (right across a DST change).
  let instant = asUtc - tzOffset(timeZone, new Date(asUtc)) * 60_000;
  instant = asUtc - tzOffset(timeZone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/**
 * The VTIMEZONE of `timeZone` from `from` to `to` (RFC 5545 §3.6.5), built from the runtime's own zone
 * data (Intl, through @date-fns/tz's tzScan): an observance for the offset in force at `from`, then one per
 * change (DAYLIGHT when the clocks go forward, STANDARD when back). A DTSTART;TZID= must come with the
 * VTIMEZONE that defines it; clients that know the IANA name (Google, Apple) use the name, others (Outlook)
 * these rules.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const start = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS);
  const initial = tzOffset(timeZone, start);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, "BEGIN:STANDARD", `DTSTART:${localStamp(start, initial)}`, `TZOFFSETFROM:${utcOffset(initial)}`, `TZOFFSETTO:${utcOffset(initial)}`, "END:STANDARD"];
  let previous = initial;
  for (const change of tzScan(timeZone, { start, end: to })) {
    const kind = change.offset > previous ? "DAYLIGHT" : "STANDARD";
    // An observance's DTSTART is the moment of change on the clocks of the offset it ends.
    lines.push(`BEGIN:${kind}`, `DTSTART:${localStamp(change.date, previous)}`, `TZOFFSETFROM:${utcOffset(previous)}`, `TZOFFSETTO:${utcOffset(change.offset)}`, `END:${kind}`);
    previous = change.offset;
  }
  lines.push("END:VTIMEZONE");
  return lines.map((line) => `${line}\r\n`).join("");
}
