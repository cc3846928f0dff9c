import http from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenWeatherProvider } from "./openWeather.ts";
import { WeatherUnavailableError, type ForecastQuery } from "./provider.ts";
import { forecastEvery3Hours, startFakeOpenWeather, type FakeOpenWeather } from "./testing/fakeOpenWeather.ts";

const API_KEY = "secret-key-0123456789";
const BELGRADE_MIDSUMMER: ForecastQuery = { lat: 44.80401, lon: 20.46513, date: "2026-06-21", timeZone: "Europe/Belgrade" };
// From 2026-06-20 00:00 UTC every 3 hours; item 11 is 2026-06-21 09:00 UTC = 11:00 in Belgrade, the nearest to noon.
const NOON_ITEM = 11;
const forecast = (noon: { temp: number; icon: string }) => forecastEvery3Hours("2026-06-20T00:00:00Z", 16, (index) => (index === NOON_ITEM ? noon : { temp: 5, icon: "13n" }));

/** A loopback port nobody listens on: a server opened and closed again. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function failure(promise: Promise<unknown>): Promise<WeatherUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WeatherUnavailableError);
  return error as WeatherUnavailableError;
}

describe("the OpenWeather-compatible provider", () => {
  let fake: FakeOpenWeather;
  beforeAll(async () => {
    fake = await startFakeOpenWeather();
    return () => fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const provider = (timeoutMs = 3000) => createOpenWeatherProvider({ url: fake.url, apiKey: API_KEY, timeoutMs });

  it("should ask /forecast in metric units with the key, for the place's coordinates", async () => {
    fake.behave({ kind: "forecast", list: forecast({ temp: 23.6, icon: "10d" }) });
    await provider().forecast(BELGRADE_MIDSUMMER);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.pathname).toBe("/data/2.5/forecast");
    expect(Object.fromEntries(request!.searchParams)).toEqual({ lat: "44.8040", lon: "20.4651", units: "metric", appid: API_KEY });
  });

  it("should take the entry nearest local noon of the date, the temperature in whole degrees and 10d as showers (rain)", async () => {
    fake.behave({ kind: "forecast", list: forecast({ temp: 23.6, icon: "10d" }) });
    expect(await provider().forecast(BELGRADE_MIDSUMMER)).toEqual({ status: "ok", weather: { temperature: "24", condition: "rain", icon: "showers" } });
  });

  it.each([
    ["01d", "clear", "sunny"],
    ["02n", "cloud", "partly-cloudy"],
    ["03n", "cloud", "cloudy"],
    ["04d", "cloud", "cloudy"],
    ["09d", "rain", "rain"],
    ["10n", "showers", "rain"],
    ["11d", "thunder", "storm"],
    ["13d", "snow", "snow"],
    ["50n", "mist", "cloudy"],
    ["99d", "default", "cloudy"],
    ["", "default", "cloudy"],
  ])("should show icon code %s as %s (%s)", async (code, icon, condition) => {
    fake.behave({ kind: "forecast", list: forecast({ temp: -3.5, icon: code }) });
    expect(await provider().forecast(BELGRADE_MIDSUMMER)).toEqual({ status: "ok", weather: { temperature: "-3", condition, icon } });
  });

  it("should say out-of-range when the answer has no entry on the date", async () => {
    fake.behave({ kind: "forecast", list: forecast({ temp: 20, icon: "01d" }) });
    expect(await provider().forecast({ ...BELGRADE_MIDSUMMER, date: "2026-06-25" })).toEqual({ status: "out-of-range" });
  });

  it("should send no appid when no key is configured (a keyless compatible service)", async () => {
    fake.behave({ kind: "forecast", list: forecast({ temp: 20, icon: "01d" }) });
    await createOpenWeatherProvider({ url: fake.url, apiKey: undefined, timeoutMs: 3000 }).forecast(BELGRADE_MIDSUMMER);
    expect(fake.requests[0]!.searchParams.has("appid")).toBe(false);
  });

  it("should fail at once, naming the cause, when nothing listens (connection refused)", async () => {
    // A 20 s timeout: failing well before it (bounded loosely, CI machines are busy) is failing at once.
    const down = createOpenWeatherProvider({ url: `http://127.0.0.1:${await closedPort()}/data/2.5`, apiKey: API_KEY, timeoutMs: 20_000 });
    const started = Date.now();
    const error = await failure(down.forecast(BELGRADE_MIDSUMMER));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error.message).toContain("ECONNREFUSED");
  });

  it("should give up on a provider that does not answer after the timeout, not later", async () => {
    fake.behave({ kind: "hang" });
    const started = Date.now();
    const error = await failure(provider(300).forecast(BELGRADE_MIDSUMMER));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5000);
    expect(error.message).toBe("no answer within 300 ms");
  });

  it.each([
    [401, "the provider refused the API key (401)"],
    [429, "the provider answered 429"],
    [500, "the provider answered 500"],
  ])("should fail on a %i", async (status, message) => {
    fake.behave({ kind: "status", status });
    expect((await failure(provider().forecast(BELGRADE_MIDSUMMER))).message).toBe(message);
  });

  it.each([
    ["not JSON", "<html>Bad gateway</html>", "answer is not JSON"],
    ["not a forecast", JSON.stringify({ list: [{ dt: "soon", main: {}, weather: [] }] }), "answer is not a forecast"],
    ["too large", JSON.stringify({ list: [], padding: "x".repeat(1_100_000) }), "answer larger than 1000000 bytes"],
  ])("should fail on an answer that is %s", async (_, body, message) => {
    fake.behave({ kind: "body", body });
    expect((await failure(provider().forecast(BELGRADE_MIDSUMMER))).message).toBe(message);
  });

  it("should keep the key out of every failure's message", async () => {
    for (const behaviour of [{ kind: "status", status: 401 }, { kind: "body", body: "nonsense" }, { kind: "hang" }] as const) {
      fake.behave(behaviour);
      const error = await failure(provider(200).forecast(BELGRADE_MIDSUMMER));
      expect(`${error.message} ${String(error.cause)} ${error.stack}`).not.toContain(API_KEY);
    }
  });
});
