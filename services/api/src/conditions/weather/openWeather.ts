import { z } from "zod";
import { providerIcon } from "@repo/contracts/callSheets/rules";
import { readBoundedJson } from "./readBoundedJson.ts";
import { WeatherUnavailableError, type Forecast, type ForecastQuery, type WeatherProvider } from "./provider.ts";

export type OpenWeatherOptions = {
  /** The API's base URL, e.g. https://api.openweathermap.org/data/2.5 (or a compatible service). */
  url: string;
  apiKey: string | undefined;
  /** The whole call, connection to last byte. */
  timeoutMs: number;
};

/** The part of a /forecast answer we read; anything else in it is ignored. */
const forecastAnswerSchema = z.object({
  list: z.array(
    z.object({
      dt: z.number().int(),
      main: z.object({ temp: z.number().finite() }),
      weather: z.array(z.object({ icon: z.string() })).min(1),
    }),
  ),
});
type ForecastEntry = z.infer<typeof forecastAnswerSchema>["list"][number];

const MAX_ANSWER_BYTES = 1_000_000;

/**
 * OpenWeather's 5-day / 3-hour forecast (`/forecast`, metric units): the entry nearest local noon of the
 * date stands for the day, since a call sheet plans a shoot day, not an hour. Today too comes from
 * /forecast (one endpoint, one cache entry per day): its remaining entries are today's weather.
 */
export function createOpenWeatherProvider({ url, apiKey, timeoutMs }: OpenWeatherOptions): WeatherProvider {
  const base = url.endsWith("/") ? url : `${url}/`;
  return {
    horizonDays: 5,
    async forecast(query) {
      const request = new URL("forecast", base);
      request.searchParams.set("lat", query.lat.toFixed(4));
      request.searchParams.set("lon", query.lon.toFixed(4));
      request.searchParams.set("units", "metric");
      if (apiKey) request.searchParams.set("appid", apiKey);
      const answer = await fetchJson(request, timeoutMs);
      const parsed = forecastAnswerSchema.safeParse(answer);
      if (!parsed.success) throw new WeatherUnavailableError("answer is not a forecast");
      return pickDay(parsed.data.list, query);
    },
  };
}

async function fetchJson(request: URL, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // No redirects: a redirect would carry the key in the URL to wherever it points.
    const response = await fetch(request, { signal, redirect: "error", headers: { accept: "application/json" } });
    if (response.status === 401) throw new WeatherUnavailableError("the provider refused the API key (401)");
    if (!response.ok) throw new WeatherUnavailableError(`the provider answered ${response.status}`);
    return await readBoundedJson(response, MAX_ANSWER_BYTES);
  } catch (error) {
    if (error instanceof WeatherUnavailableError) throw error;
    if (signal.aborted) throw new WeatherUnavailableError(`no answer within ${timeoutMs} ms`);
    // fetch's own errors name the cause by code (ECONNREFUSED...); their text is not passed on, so no URL is.
    const code = error instanceof Error && error.cause instanceof Error && "code" in error.cause ? String(error.cause.code) : "network error";
    throw new WeatherUnavailableError(`the provider is unreachable (${code})`);
  }
}

/** The entry of the query's local date nearest 12:00 there (the earlier of two as near); none: out of range. */
function pickDay(entries: ForecastEntry[], { date, timeZone }: ForecastQuery): Forecast {
  const local = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  let best: { entry: ForecastEntry; distance: number } | undefined;
  for (const entry of entries) {
    const parts = Object.fromEntries(local.formatToParts(new Date(entry.dt * 1000)).map((part) => [part.type, part.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` !== date) continue;
    const distance = Math.abs(Number(parts.hour) * 60 + Number(parts.minute) - 12 * 60);
    if (!best || distance < best.distance) best = { entry, distance };
  }
  if (!best) return { status: "out-of-range" };
  const { icon, condition } = providerIcon(best.entry.weather[0]!.icon);
  return { status: "ok", weather: { temperature: String(Math.round(best.entry.main.temp)), condition, icon } };
}
