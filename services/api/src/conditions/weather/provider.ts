import type { FetchedWeather } from "@repo/contracts/callSheets/schemas/editor";

/** Where and when: coordinates, the local calendar date (YYYY-MM-DD) and the time zone that date is in. */
export type ForecastQuery = { lat: number; lon: number; date: string; timeZone: string };

/** A forecast, or the provider's word that it has none for that date. */
export type Forecast = { status: "ok"; weather: FetchedWeather } | { status: "out-of-range" };

/**
 * A weather service behind one interface (ARCHITECTURE.md, "External parts"). Trouble (down, slow, refused,
 * nonsense) is a rejected promise with a WeatherUnavailableError; callers turn it into "unavailable".
 */
export interface WeatherProvider {
  /** How many days ahead of today the provider forecasts: later dates are not asked for. */
  readonly horizonDays: number;
  forecast(query: ForecastQuery): Promise<Forecast>;
}

/** Why the provider could not answer, in words safe to log: never a URL, so never the API key. */
export class WeatherUnavailableError extends Error {
  override name = "WeatherUnavailableError";
}
