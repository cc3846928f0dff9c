import { CALENDAR_CONSTANTS } from "@repo/contracts/sharing/calendar";
import type { LocationEntry, Scene } from "@repo/contracts/callSheets/schemas/sections";
import { findPlace } from "../conditions/findPlace.ts";

/** A wall-clock moment: a calendar date and a time of day, `YYYY-MM-DD` and `HH:mm`. */
export type LocalDateTime = { date: string; time: string };

/** What the event's end was worked out from (docs/calendar.md). */
export type EndSource = "lastSceneEnd" | "lastSceneStart" | "fallback";

/**
 * When a shoot happens, as a calendar sees it. `timed`: from the call time to the end of the last scene,
 * on the clocks of `timeZone` (an IANA name; null: the place is unknown, so the times are floating: the
 * reader's own clock). `allDay`: a sheet with a date and no time at all, `endDate` exclusive (iCalendar's
 * DTEND of a DATE).
 */
export type EventWhen =
  | { kind: "timed"; start: LocalDateTime; end: LocalDateTime; endSource: EndSource; timeZone: string | null }
  | { kind: "allDay"; startDate: string; endDate: string };

export type EventSheet = { shootingDate: string | null; shootingTime: string | null; locationsList: string; sceneSchedule: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d/;

const validDate = (value: string | null | undefined) => (value && ISO_DATE.test(value) ? value : "");
// Call times are stored HH:mm; a row read back from MySQL's TIME may say HH:mm:ss.
const validTime = (value: string | null | undefined) => (value && TIME.test(value) ? value.slice(0, 5) : "");

/** `date` + `days` (UTC calendar arithmetic, no clocks involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `at` + `minutes` on the same wall clock (a DST jump is the time zone's business, not this arithmetic's). */
function addMinutes(at: LocalDateTime, minutes: number): LocalDateTime {
  const [hours, mins] = at.time.split(":").map(Number) as [number, number];
  const total = hours * 60 + mins + minutes;
  const days = Math.floor(total / 1440);
  const rest = total - days * 1440;
  return { date: addDays(at.date, days), time: `${String(Math.floor(rest / 60)).padStart(2, "0")}:${String(rest % 60).padStart(2, "0")}` };
}

const key = (at: LocalDateTime) => `${at.date}T${at.time}`;
const later = (a: LocalDateTime | undefined, b: LocalDateTime) => (a === undefined || key(b) > key(a) ? b : a);

/** The items of a JSON list section, or [] when it is not one (rows older than validation). */
function listItems(json: string): Array<Record<string, unknown>> {
  try {
    const items: unknown = json.trim() === "" ? [] : JSON.parse(json);
    return Array.isArray(items) ? items.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object") : [];
  } catch {
    return [];
  }
}
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A sheet's locations and scenes read with JSON.parse, not their schemas: every section passed its schema
 * when it was written, and parsing 300 scenes with zod was ~30 ms of a ~35 ms event (one per collaborator
 * and revision notice). Only the fields the event reads, each a string or "".
 */
export function sheetLocations(locationsList: string): LocationEntry[] {
  return listItems(locationsList).map((item) => ({ id: Number(item.id), country: textOf(item.country), city: textOf(item.city), address: textOf(item.address), date: textOf(item.date), time: textOf(item.time) }));
}

function sheetScenes(sceneSchedule: string): Array<Pick<Scene, "date" | "time" | "endTime">> {
  return listItems(sceneSchedule).map((item) => ({ date: textOf(item.date), time: textOf(item.time), endTime: textOf(item.endTime) }));
}

/**
 * A sheet's locations and scenes with only the fields the event reads (sheetLocations, sheetScenes), as
 * JSON: eventWhen and eventLocation make the same event from them. What a job carries when the sheet
 * will be gone when it runs (a deleted sheet's CANCELs): 300 scenes in a few kilobytes.
 */
export function eventListFacts(sheet: Pick<EventSheet, "locationsList" | "sceneSchedule">): Pick<EventSheet, "locationsList" | "sceneSchedule"> {
  return { locationsList: JSON.stringify(sheetLocations(sheet.locationsList)), sceneSchedule: JSON.stringify(sheetScenes(sheet.sceneSchedule)) };
}

/**
 * The time zone of the shoot: the first location's city found in the offline city database (its
 * coordinates, then @photostructure/tz-lookup: conditions/findPlace.ts), else the next location's that is
 * found; null when none is (the event's times are then floating).
 */
export function eventTimeZone(locations: readonly LocationEntry[]): string | null {
  for (const location of locations) {
    const place = findPlace(location.country, location.city);
    if (place) return place.timeZone;
  }
  return null;
}

/**
 * The day: the sheet's shooting date, else the first location's date, else the earliest scene date.
 * The start: the call time, else the first location's time, else the earliest scene's time that day.
 * The end: the latest scene end (a scene's own date, else the day; an end before its start is past
 * midnight), else the latest scene start + CALENDAR_CONSTANTS.lastSceneFallbackMinutes, else the start +
 * CALENDAR_CONSTANTS.fallbackDurationHours; an end not after the start falls back the same way.
 * Undefined: no date anywhere, so no event.
 */
export function eventWhen(sheet: EventSheet): EventWhen | undefined {
  const locations = sheetLocations(sheet.locationsList);
  const scenes = sheetScenes(sheet.sceneSchedule);
  const sceneDates = scenes.map((scene) => validDate(scene.date)).filter(Boolean).sort();
  const date = validDate(sheet.shootingDate) || validDate(locations[0]?.date) || sceneDates[0] || "";
  if (!date) return undefined;

  const sceneStarts = scenes
    .filter((scene) => validTime(scene.time))
    .map((scene) => ({ date: validDate(scene.date) || date, time: validTime(scene.time) }))
    .sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const time = validTime(sheet.shootingTime) || validTime(locations[0]?.time) || sceneStarts.find((start) => start.date === date)?.time || "";
  if (!time) {
    const lastDate = [date, ...sceneDates].sort().at(-1)!;
    return { kind: "allDay", startDate: date, endDate: addDays(lastDate, 1) };
  }
  const start = { date, time };

  let sceneEnd: LocalDateTime | undefined;
  for (const scene of scenes) {
    const endTime = validTime(scene.endTime);
    if (!endTime) continue;
    const day = validDate(scene.date) || date;
    const startTime = validTime(scene.time);
    sceneEnd = later(sceneEnd, { date: startTime && endTime < startTime ? addDays(day, 1) : day, time: endTime });
  }
  const lastStart = sceneStarts.at(-1);
  const fallback = { end: addMinutes(start, CALENDAR_CONSTANTS.fallbackDurationHours * 60), endSource: "fallback" as const };
  const chosen =
    sceneEnd && key(sceneEnd) > key(start)
      ? { end: sceneEnd, endSource: "lastSceneEnd" as const }
      : lastStart && key(lastStart) >= key(start)
        ? { end: addMinutes(lastStart, CALENDAR_CONSTANTS.lastSceneFallbackMinutes), endSource: "lastSceneStart" as const }
        : fallback;
  return { kind: "timed", start, ...chosen, timeZone: eventTimeZone(locations) };
}
