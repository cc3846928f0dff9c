import type { Forecast, WeatherProvider } from "./provider.ts";

export type WeatherCacheOptions = {
  /** How long an answer (a forecast or "out of range") is reused. Forecasts change every few hours. */
  ttlMs?: number;
  /** How long a failure is reused: a provider that is down is asked again this often, not on every request. */
  failureTtlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * A provider that remembers answers per place and day. The key rounds coordinates to 0.01° (about 1 km;
 * one city is one entry). Requests that arrive while the first is under way wait for it instead of
 * asking again, so a burst of page loads is one call to the provider.
 */
export function cachedWeather(provider: WeatherProvider, { ttlMs = 30 * 60_000, failureTtlMs = 60_000, maxEntries = 1000, now = Date.now }: WeatherCacheOptions = {}): WeatherProvider {
  const entries = new Map<string, { answer: Promise<Forecast>; expiresAt: number }>();
  return {
    horizonDays: provider.horizonDays,
    forecast(query) {
      const key = `${query.lat.toFixed(2)},${query.lon.toFixed(2)},${query.date}`;
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.answer;
      entries.delete(key);

      const entry = { answer: provider.forecast(query), expiresAt: Number.POSITIVE_INFINITY };
      entry.answer.then(
        () => (entry.expiresAt = now() + ttlMs),
        () => (entry.expiresAt = now() + failureTtlMs),
      );
      entries.set(key, entry);
      // A Map iterates in insertion order, so its first key is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.answer;
    },
  };
}
