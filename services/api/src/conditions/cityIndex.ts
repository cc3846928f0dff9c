import { normalizeForSearch } from "../lib/searchText.ts";
import { readCities, type SourceCity } from "./citiesFile.ts";

export type CityCoordinates = { lat: number; lon: number };

/**
 * The offline city database as a compact lookup: country code + folded name ("sao paulo") -> coordinates
 * of the most populous city of that name there. One string key and two numbers per name (see the README's
 * measurement), instead of the package's 135k decoded objects.
 */
export type CityIndex = { find(countryCode: string, city: string): CityCoordinates | undefined; size: number };

let index: CityIndex | undefined;

/** The index, built on first use: an API that never asks for light never pays for it. */
export function cityIndex(): CityIndex {
  index ??= buildIndex();
  return index;
}

const keyOf = (countryCode: string, city: string) => `${countryCode}\u0000${normalizeForSearch(city)}`;

function buildIndex(): CityIndex {
  const slots = new Map<string, number>();
  const coordinates: number[] = [];
  const population: number[] = [];
  const add = (key: string, city: SourceCity) => {
    const slot = slots.get(key);
    if (slot !== undefined && population[slot]! >= city.population) return;
    const target = slot ?? population.length;
    slots.set(key, target);
    population[target] = city.population;
    coordinates[target * 2] = city.lat;
    coordinates[target * 2 + 1] = city.lon;
  };
  readCities((city) => {
    add(keyOf(city.country, city.name), city);
    // altName is a second country code, not a second name: GeoNames files a few territories under two
    // (Mariehamn AX and FI, Longyearbyen SJ and NO), and the country list only offers the sovereign one.
    if (/^[A-Z]{2}$/.test(city.altName) && city.altName !== city.country) add(keyOf(city.altName, city.name), city);
  });
  const compact = Float64Array.from(coordinates);

  return {
    size: slots.size,
    find(countryCode, city) {
      const slot = slots.get(keyOf(countryCode, city));
      return slot === undefined ? undefined : { lat: compact[slot * 2]!, lon: compact[slot * 2 + 1]! };
    },
  };
}
