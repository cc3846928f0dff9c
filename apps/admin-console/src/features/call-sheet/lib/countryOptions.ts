import type { CountryOption } from "@repo/contracts/registration/rules";
import list from "./countryOptions.json";

/**
 * The public registration form's country list (~190 UN members, by English name), so a location's country
 * reads the same as a model's. The public site builds it at build time with a vite plugin of its own
 * (apps/public-site/countryList.plugin.ts) from world-countries, which is 1.4 MB of JSON: far too much to
 * ship to the browser, and another app's source is not ours to import. So the list is the plugin's output,
 * checked in (10 KB, ~3 KB gzip), and countryOptions.test.ts rebuilds it with the same function
 * (buildCountryOptions) and data and fails when they drift apart.
 */
export const COUNTRY_OPTIONS: readonly CountryOption[] = list;

export const countryByValue = (value: string) => COUNTRY_OPTIONS.find((option) => option.value === value);
