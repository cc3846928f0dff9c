import { createEvent, type EventAttributes } from "ics";
import { CALENDAR_TEXTS } from "@repo/contracts/sharing/calendar";
import { allCountries } from "../lib/countries.ts";
import type { MailCalendar } from "../mail/Mailer.ts";
import { foldLines } from "./foldLines.ts";
import { addDays, eventListFacts, eventWhen, sheetLocations, type EventSheet, type EventWhen } from "./eventTimes.ts";
import { localDateTimeStamp, instantIn, vtimezone } from "./vtimezone.ts";

export type CalendarMethod = MailCalendar["method"];

/** What the event is made from: the sheet as its collaborators see it (the latest published revision). */
export type CallSheetEventSheet = EventSheet & { shootingTitle: string; locations: string; streetAddress: string; streetNumber: string };

export type CallSheetEventInput = {
  sheet: CallSheetEventSheet;
  /** Stable per sheet and collaborator (calendarUid): a new revision updates the event instead of adding one. */
  uid: string;
  /** The latest published revision's number (0: none yet). Calendars keep the event of the highest. */
  sequence: number;
  method: CalendarMethod;
  /** The shared view's address on the public origin: never a token or a password. */
  link: string;
  /** The sender the invitations use: `"{company} via Call Sheets" <MAIL_FROM's address>`. */
  organizer: { name: string; email: string };
  /** The collaborator; none for the admin's own copy (then METHOD:PUBLISH, RFC 5546 wants attendees for REQUEST). */
  attendee?: { email: string };
  /** DTSTAMP. */
  now: Date;
};

/** The event itself, ready for a message's calendar part or a download. */
export type CallSheetEvent = { content: string; method: CalendarMethod; when: EventWhen };

export class CalendarEventError extends Error {
  override name = "CalendarEventError";
}

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * User text as an iCalendar TEXT value gets it: one kind of line break (\n, which ics writes as "\n"), and
 * no other control characters (a lone CR or a NUL would end or break the line). ics escapes the rest
 * (backslash, ';', ',', line breaks); callSheetEvent folds the lines again at 75 octets between graphemes
 * (foldLines.ts), so Cyrillic, CJK, emoji and RTL text survive as they are.
 */
export function eventText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.normalize("NFC").replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " ");
}

/** A parameter value (CN=): ics quotes it; a double quote cannot appear inside one (RFC 5545 §3.2), nor a line break. */
const paramText = (value: string) => eventText(value).replace(/["\n]/g, "'");

let countryNames: Map<string, string> | undefined;
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/**
 * A location's country as words: an ISO code ("RS", the spec's default location) becomes the English name
 * the editor's country list shows ("Serbia"; a code outside that list, "XK", the name Intl knows, "Kosovo").
 * A name, or a code nobody knows, stays as written.
 */
export function countryName(country: string): string {
  const trimmed = country.trim();
  if (!/^[A-Za-z]{2}$/.test(trimmed)) return country;
  const code = trimmed.toUpperCase();
  countryNames ??= new Map(allCountries().map((option) => [option.value, option.label]));
  // CLDR names the code ZZ "Unknown Region": no place to print.
  return countryNames.get(code) ?? (code === "ZZ" ? undefined : regionNames.of(code)) ?? country;
}

/** Where: the first location in full ("Studio 3, Bulevar Mihajla Pupina 10, Belgrade, Serbia"), else the sheet's street and place. */
export function eventLocation(sheet: CallSheetEventSheet): string {
  const joined = (parts: string[], separator: string) => parts.map((part) => part.replace(/\s+/g, " ").trim()).filter(Boolean).join(separator);
  const first = sheetLocations(sheet.locationsList)[0];
  if (first) return joined([first.address, first.city, countryName(first.country)], ", ");
  return joined([joined([sheet.streetAddress, sheet.streetNumber], " "), sheet.locations], ", ");
}

/**
 * Only what callSheetEvent reads of a sheet, from which it makes the same event: carried by a job that runs
 * after the sheet and its revisions are gone (a deleted sheet's CANCELs, commands/deleteCallSheet.ts). A
 * value of another type than the event reads is written as the event reads it (no date, no text).
 */
export function eventFacts(sheet: CallSheetEventSheet): CallSheetEventSheet {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const optional = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    shootingTitle: text(sheet.shootingTitle),
    shootingDate: optional(sheet.shootingDate),
    shootingTime: optional(sheet.shootingTime),
    ...eventListFacts(sheet),
    locations: text(sheet.locations),
    streetAddress: text(sheet.streetAddress),
    streetNumber: text(sheet.streetNumber),
  };
}

const dateArray = (date: string) => date.split("-").map(Number) as [number, number, number];

/**
 * The sheet's event as iCalendar text (made with `ics`), or undefined when the sheet has no date. Timed
 * events are written in the location's time zone (DTSTART;TZID=Europe/Belgrade:20261201T070000 with its
 * VTIMEZONE), floating when the place is unknown, all-day when there is no time at all (eventTimes.ts).
 */
export function callSheetEvent(input: CallSheetEventInput): CallSheetEvent | undefined {
  const when = eventWhen(input.sheet);
  if (!when) return undefined;
  const { method } = input;
  const title = eventText(input.sheet.shootingTitle).trim();
  const description = [CALENDAR_TEXTS.open, input.link, ...(input.sequence > 0 ? [CALENDAR_TEXTS.revision(input.sequence)] : [])].join("\n");
  const location = eventText(eventLocation(input.sheet));
  // `timestamp` (DTSTAMP) is read by ics (its schema and format) but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: "-//Call Sheets//Call sheet events//EN",
    method,
    uid: input.uid,
    sequence: input.sequence,
    timestamp: input.now.getTime(),
    ...(when.kind === "allDay"
      ? { start: dateArray(when.startDate), end: dateArray(when.endDate) }
      : // Strings pass through ics as they are: the local DATE-TIME, given its TZID below (none: floating).
        { start: localDateTimeStamp(when.start), end: localDateTimeStamp(when.end) }),
    ...(title ? { title } : {}),
    description,
    url: input.link,
    ...(location ? { location } : {}),
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: paramText(input.organizer.name), email: input.organizer.email },
    ...(input.attendee
      ? { attendees: [{ name: paramText(input.attendee.email), email: input.attendee.email, rsvp: false, partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" }] }
      : {}),
  };
  const made = createEvent(attributes);
  if (made.error || !made.value) throw new CalendarEventError(`The calendar event could not be made: ${made.error?.message ?? "no output"}`);
  let content = made.value;
  if (when.kind === "timed" && when.timeZone) {
    const zone = when.timeZone;
    content = content.replace(/^(DTSTART|DTEND):(\d{8}T\d{6})\r$/gm, `$1;TZID=${zone}:$2\r`);
    const from = new Date(instantIn(when.start, zone).getTime() - YEAR_MS);
    const to = new Date(instantIn({ date: addDays(when.end.date, 1), time: "00:00" }, zone).getTime() + YEAR_MS);
    content = content.replace("BEGIN:VEVENT\r\n", `${vtimezone(zone, from, to)}BEGIN:VEVENT\r\n`);
  }
  // ics folds at 75 code points (a Cyrillic SUMMARY was a 127-octet line); RFC 5545 counts octets.
  return { content: foldLines(content), method, when };
}
