import { getTimes } from "suncalc";
import type { LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import type { Place } from "./findPlace.ts";

export type Light = NonNullable<LocationLight["light"]>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** HH:mm on the place's own clocks (daylight saving included), to the nearest minute; null when it does not happen. */
function clockTime(instant: Date | null, timeZone: string): string | null {
  if (!instant) return null;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(Math.round(instant.getTime() / 60_000) * 60_000));
}

/**
 * Sunrise, sunset and the golden hours of `date` (YYYY-MM-DD) at `place`, in its time zone.
 *
 * SunCalc answers for the solar day around the instant it is given, so it gets the place's solar noon of
 * that date (12:00 UTC shifted by the longitude), never a UTC midnight that belongs to another local day.
 * Where the sun does not rise or set that day the times are null and `polar` says which (the sun never sets,
 * or never rises); a morning golden hour with no end (the sun never climbs 6° above the horizon) is null too.
 */
function computeSunTimes(place: Place, date: string): Light {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const solarNoon = new Date(Date.UTC(year, month - 1, day, 12) - (place.lon / 15) * 3_600_000);
  const times = getTimes(solarNoon, place.lat, place.lon);
  return {
    timeZone: place.timeZone,
    sunrise: clockTime(times.sunrise, place.timeZone),
    sunset: clockTime(times.sunset, place.timeZone),
    morningGoldenHourEnd: clockTime(times.goldenHourEnd, place.timeZone),
    eveningGoldenHourStart: clockTime(times.goldenHour, place.timeZone),
    polar: times.alwaysUp ? "day" : times.alwaysDown ? "night" : null,
  };
}

/** How many places and dates keep their answer: a city's light on a date never changes. */
export const SUN_TIMES_CACHE_SIZE = 5_000;
const remembered = new Map<string, Readonly<Light>>();

/**
 * Sunrise, sunset and the golden hours of `date` (YYYY-MM-DD) at `place`, in its time zone (see
 * computeSunTimes). Every read of a shared sheet asks again for the same few places and dates (suncalc
 * and Intl were about 5% of that call's CPU, bench/sharing's profile): the answers are kept, the least
 * recently asked going past SUN_TIMES_CACHE_SIZE.
 */
export function sunTimes(place: Place, date: string): Readonly<Light> {
  const key = `${place.lat},${place.lon},${place.timeZone},${date}`;
  let light = remembered.get(key);
  if (light) remembered.delete(key);
  else light = Object.freeze(computeSunTimes(place, date));
  remembered.set(key, light);
  if (remembered.size > SUN_TIMES_CACHE_SIZE) remembered.delete(remembered.keys().next().value!);
  return light;
}
