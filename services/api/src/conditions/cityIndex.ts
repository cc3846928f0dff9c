import { normalizeForSearch } from "../lib/searchText.ts";
import { readCities, type SourceCity } from "./citiesFile.ts";

export type CityCoordinates = { lat: number; lon: number };

/**
 * The offline city database as a compact lookup: country code + folded name ("sao paulo") -> coordinates
 * of the most populous city of that name there. One string key and two numbers per name: 124k names in
 * ~14 MB of heap, built in ~0.6 s on first use (the package's own 135k decoded objects: ~52 MB, ~0.45 s).
 */
export type CityIndex = { find(countryCode: string, city: string): CityCoordinates | undefined; size: number };

let index: CityIndex | undefined;

/** The index, built on first use: an API that never asks for light never pays for it. */
export function cityIndex(): CityIndex {
  index ??= buildIndex();
  return index;
}

// Most names are plain single-spaced ASCII, which normalizeForSearch would only lower-case; skipping its
// Unicode passes for them halves the index's build time. None of these characters is a Unicode diacritic.
const PLAIN_ASCII = /^[A-Za-z0-9'().,-]+( [A-Za-z0-9'().,-]+)*$/;
export const foldCityName = (city: string) => (PLAIN_ASCII.test(city) ? city.toLowerCase() : normalizeForSearch(city));

const keyOf = (countryCode: string, city: string) => `${countryCode}\u0000${foldCityName(city)}`;

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
