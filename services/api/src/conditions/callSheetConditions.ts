import type { CallSheetConditions } from "@repo/contracts/callSheets/schemas/editor";
import { parseSectionText, type SectionParseResult } from "@repo/contracts/callSheets/schemas/sections";
import type { Logger } from "../logger.ts";
import { findPlace, type Place } from "./findPlace.ts";
import { sunTimes } from "./sunTimes.ts";
import { WeatherUnavailableError, type WeatherProvider } from "./weather/provider.ts";

export type ConditionsContext = {
  now: Date;
  weather: WeatherProvider | undefined;
  log: Logger;
  /** How the locations list is parsed (unset: parseSectionText each time; the shared view keeps its parses, revisions/parsedTexts.ts). */
  parseLocations?: (text: string) => SectionParseResult<"locationsList">;
};

/** The calendar date (YYYY-MM-DD) of `instant` on the clocks of `timeZone`. */
function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The light of every location of a sheet and the weather of the first one the city database knows.
 * A location's date is its own, else the shoot date, else today where the city is. A locations list that
 * does not parse (rows older than validation) counts as no locations rather than an error.
 */
export async function callSheetConditions(sheet: { locationsList: string; shootingDate: string | null }, { now, weather, log, parseLocations = (text) => parseSectionText("locationsList", text) }: ConditionsContext): Promise<CallSheetConditions> {
  const parsed = parseLocations(sheet.locationsList);
  const entries = parsed.success ? parsed.data : [];
  // Written through a validating schema; a row from before that is not trusted to be a date.
  const shootDate = sheet.shootingDate && ISO_DATE.test(sheet.shootingDate) ? sheet.shootingDate : null;
  const located = entries.map((entry) => {
    const place = findPlace(entry.country, entry.city);
    const date = entry.date || shootDate || dateIn(now, place?.timeZone ?? "UTC");
    return { locationId: entry.id, date, place };
  });
  const locations = located.map(({ locationId, date, place }) => ({ locationId, date, light: place ? sunTimes(place, date) : null }));

  const first = located.find((location): location is typeof location & { place: Place } => location.place !== undefined);
  const weatherFor = first ? { locationId: first.locationId, date: first.date } : null;
  const answer = (weatherStatus: CallSheetConditions["weatherStatus"], fetched: CallSheetConditions["weather"] = null): CallSheetConditions => ({
    locations,
    weather: fetched,
    weatherFor,
    weatherStatus,
  });
  if (!weather) return answer("not-configured");
  if (!first) return answer("no-location");

  const today = dateIn(now, first.place.timeZone);
  if (first.date < today || first.date > addDays(today, weather.horizonDays)) return answer("out-of-range");
  try {
    const forecast = await weather.forecast({ lat: first.place.lat, lon: first.place.lon, date: first.date, timeZone: first.place.timeZone });
    return forecast.status === "ok" ? answer("ok", forecast.weather) : answer("out-of-range");
  } catch (error) {
    // The provider's trouble is the page's "unavailable", never a 5xx; the reason is logged (no URL, no key).
    if (!(error instanceof WeatherUnavailableError)) throw error;
    log.warn({ reason: error.message }, "weather unavailable");
    return answer("unavailable");
  }
}
