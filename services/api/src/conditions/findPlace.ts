import tzLookup from "@photostructure/tz-lookup";
import { allCountries, findCountry } from "../lib/countries.ts";
import { normalizeForSearch } from "../lib/searchText.ts";
import { cityIndex } from "./cityIndex.ts";

/** A city found in the offline database: where it is and the time zone its clocks show. */
export type Place = { lat: number; lon: number; timeZone: string };

let countriesByFoldedName: Map<string, string> | undefined;

/**
 * The ISO code of a location entry's country: the country list's name as the editor saves it ("Serbia"),
 * the same name in any case or accents, or an ISO code ("RS", the spec's default location).
 */
export function countryCodeOf(country: string): string | undefined {
  const trimmed = country.trim();
  const exact = findCountry(trimmed);
  if (exact) return exact.value;
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  countriesByFoldedName ??= new Map(allCountries().map((option) => [normalizeForSearch(option.label), option.value]));
  return countriesByFoldedName.get(normalizeForSearch(trimmed));
}

/**
 * The city of a location entry, matched on its name case- and accent-insensitively within its country
 * ("sao paulo" finds São Paulo), the most populous of equal names; a name GeoNames spells with "City" is found
 * without it ("New York"). undefined: not in the database, so no
 * sun times are made up for it.
 */
export function findPlace(country: string, city: string): Place | undefined {
  const code = countryCodeOf(country);
  if (!code) return undefined;
  // GeoNames names a few cities with "City" that people write without it ("New York" is "New York City").
  const found = cityIndex().find(code, city) ?? (/\bcity\s*$/i.test(city) ? undefined : cityIndex().find(code, `${city.trim()} City`));
  if (!found) return undefined;
  return { ...found, timeZone: tzLookup(found.lat, found.lon) };
}
