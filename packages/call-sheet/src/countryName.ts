/**
 * Locations store the country list's value, an ISO code ("RS", spec §4); the document names the
 * country. Intl knows the names in Node and in every browser, so no country table ships with the sheet.
 * Anything that is not a known two-letter code is shown as typed.
 */
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

export function countryName(value: string): string {
  const code = value.trim();
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** "Belgrade, Serbia" from the parts that are set. */
export function placeName(city: string, country: string): string {
  return [city.trim(), countryName(country)].filter(Boolean).join(", ");
}
