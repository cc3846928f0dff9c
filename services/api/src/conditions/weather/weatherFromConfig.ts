import type { Config } from "../../config.ts";
import { cachedWeather } from "./cachedWeather.ts";
import { createOpenWeatherProvider } from "./openWeather.ts";
import type { WeatherProvider } from "./provider.ts";

/** The configured provider behind its cache, or undefined when WEATHER_URL is unset. Does no I/O. */
export function weatherFromConfig(weather: Config["weather"]): WeatherProvider | undefined {
  return weather ? cachedWeather(createOpenWeatherProvider(weather)) : undefined;
}
