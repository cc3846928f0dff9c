import http from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cachedWeather } from "./cachedWeather.ts";
import { createOpenWeatherProvider } from "./openWeather.ts";
import type { ForecastQuery } from "./provider.ts";
import { forecastEvery3Hours, startFakeOpenWeather, type FakeOpenWeather } from "./testing/fakeOpenWeather.ts";

const BELGRADE: ForecastQuery = { lat: 44.80401, lon: 20.46513, date: "2026-06-21", timeZone: "Europe/Belgrade" };
const LIST = forecastEvery3Hours("2026-06-20T00:00:00Z", 24, () => ({ temp: 21, icon: "01d" }));

describe("the weather cache (in front of a real provider on loopback)", () => {
  let fake: FakeOpenWeather;
  let now: number;
  const cached = (options: { maxEntries?: number } = {}) =>
    cachedWeather(createOpenWeatherProvider({ url: fake.url, apiKey: "key", timeoutMs: 1000 }), { ttlMs: 30 * 60_000, failureTtlMs: 60_000, now: () => now, ...options });

  beforeAll(async () => {
    fake = await startFakeOpenWeather();
    return () => fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.behave({ kind: "forecast", list: LIST });
    now = Date.parse("2026-06-19T10:00:00Z");
  });

  it("should ask the provider once for the same place and day, and again after 30 minutes", async () => {
    const weather = cached();
    const first = await weather.forecast(BELGRADE);
    expect(await weather.forecast(BELGRADE)).toEqual(first);
    expect(await weather.forecast({ ...BELGRADE, lat: 44.8011, lon: 20.4681 })).toEqual(first); // the same 0.01° cell
    expect(fake.requests).toHaveLength(1);
    now += 30 * 60_000 + 1;
    await weather.forecast(BELGRADE);
    expect(fake.requests).toHaveLength(2);
  });

  it("should ask again for another day or another place", async () => {
    const weather = cached();
    await weather.forecast(BELGRADE);
    await weather.forecast({ ...BELGRADE, date: "2026-06-22" });
    await weather.forecast({ ...BELGRADE, lat: 45.25167, lon: 19.83694 });
    expect(fake.requests).toHaveLength(3);
  });

  it("should make simultaneous requests share one call", async () => {
    const weather = cached();
    await Promise.all(Array.from({ length: 10 }, () => weather.forecast(BELGRADE)));
    expect(fake.requests).toHaveLength(1);
  });

  it("should remember a failure for a minute, so a provider in trouble is not asked on every page load", async () => {
    fake.behave({ kind: "status", status: 503 });
    const weather = cached();
    await expect(weather.forecast(BELGRADE)).rejects.toThrow("the provider answered 503");
    await expect(weather.forecast(BELGRADE)).rejects.toThrow("the provider answered 503");
    expect(fake.requests).toHaveLength(1);
    fake.behave({ kind: "forecast", list: LIST });
    now += 60_000 + 1;
    expect(await weather.forecast(BELGRADE)).toMatchObject({ status: "ok" });
    expect(fake.requests).toHaveLength(2);
  });

  it("should remember a refused connection too", async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    let calls = 0;
    const provider = createOpenWeatherProvider({ url: `http://127.0.0.1:${port}`, apiKey: "key", timeoutMs: 1000 });
    const weather = cachedWeather({ horizonDays: 5, forecast: (query) => (calls++, provider.forecast(query)) }, { now: () => now });
    await expect(weather.forecast(BELGRADE)).rejects.toThrow("ECONNREFUSED");
    await expect(weather.forecast(BELGRADE)).rejects.toThrow("ECONNREFUSED");
    expect(calls).toBe(1);
  });

  it("should keep at most maxEntries, dropping the oldest", async () => {
    const weather = cached({ maxEntries: 2 });
    for (const date of ["2026-06-20", "2026-06-21", "2026-06-22"]) await weather.forecast({ ...BELGRADE, date });
    await weather.forecast({ ...BELGRADE, date: "2026-06-22" });
    await weather.forecast({ ...BELGRADE, date: "2026-06-21" });
    expect(fake.requests).toHaveLength(3);
    await weather.forecast({ ...BELGRADE, date: "2026-06-20" });
    expect(fake.requests).toHaveLength(4);
  });
});
