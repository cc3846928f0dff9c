import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../../config.ts";

describe("readConfig: the weather provider", () => {
  it("should leave weather unconfigured without WEATHER_URL (an empty value counts as unset)", () => {
    expect(readConfig({}).weather).toBeUndefined();
    expect(readConfig({ WEATHER_URL: "" }).weather).toBeUndefined();
  });

  it("should read the URL, the key and a 3-second timeout by default", () => {
    expect(readConfig({ WEATHER_URL: "https://api.openweathermap.org/data/2.5", WEATHER_API_KEY: "k" }).weather).toEqual({
      url: "https://api.openweathermap.org/data/2.5",
      apiKey: "k",
      timeoutMs: 3000,
    });
    expect(readConfig({ WEATHER_URL: "http://weather.internal", WEATHER_TIMEOUT_MS: "1500" }).weather).toEqual({ url: "http://weather.internal", apiKey: undefined, timeoutMs: 1500 });
  });

  it.each([
    [{ WEATHER_URL: "api.openweathermap.org" }, /WEATHER_URL: must be an http\(s\) URL/],
    [{ WEATHER_URL: "ftp://weather.example.com" }, /WEATHER_URL: must be an http\(s\) URL/],
    [{ WEATHER_URL: "https://w.example.com", WEATHER_TIMEOUT_MS: "soon" }, /WEATHER_TIMEOUT_MS/],
    [{ WEATHER_URL: "https://w.example.com", WEATHER_TIMEOUT_MS: "10" }, /WEATHER_TIMEOUT_MS: must be at least 100/],
    [{ WEATHER_URL: "https://w.example.com", WEATHER_TIMEOUT_MS: "600000" }, /WEATHER_TIMEOUT_MS: must be at most 60000/],
    [{ WEATHER_API_KEY: "k" }, /WEATHER_URL: is required with WEATHER_API_KEY/],
  ])("should refuse %o with a message naming the variable", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it("should never put the key in a configuration error", () => {
    expect(() => readConfig({ WEATHER_API_KEY: "secret-key-0123" })).toThrow(expect.objectContaining({ message: expect.not.stringContaining("secret-key-0123") }));
  });
});
