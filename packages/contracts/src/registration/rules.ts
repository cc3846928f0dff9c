import { FIRST_BIRTH_YEAR } from "./constants.ts";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date, year 1900 to the current year, not in the future. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= FIRST_BIRTH_YEAR && year <= today.getUTCFullYear() && date.getTime() <= today.getTime();
}

/** One entry of the registration form's country list (spec §3: label, value, phoneCode). */
export type CountryOption = { label: string; value: string; phoneCode: string };

type WorldCountry = { cca2: string; unMember: boolean; name: { common: string } };

/**
 * The country list: UN member states from `world-countries` (about 190, as the spec says), named in
 * English, with the dial code libphonenumber-js uses for validation, sorted by name. Pure: both the
 * public site's build and the API call it with the data they load.
 */
export function buildCountryOptions(countries: readonly WorldCountry[], callingCodeOf: (iso2: string) => string | undefined): CountryOption[] {
  const options: CountryOption[] = [];
  for (const country of countries) {
    if (!country.unMember) continue;
    const code = callingCodeOf(country.cca2);
    if (code) options.push({ label: country.name.common, value: country.cca2, phoneCode: `+${code}` });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label, "en"));
}

/**
 * Rewrites the dial code of `phone` to `phoneCode`, keeping the rest of the number (spec §4: choosing a
 * country replaces any previous code). `previousCode` is the code the number was given last time; a
 * number whose prefix was edited by hand loses a leading "+digits " group instead.
 */
export function withDialCode(phone: string, phoneCode: string, previousCode?: string): string {
  let rest = phone.trim();
  if (previousCode && rest.startsWith(previousCode)) rest = rest.slice(previousCode.length);
  else rest = rest.replace(/^\+\d{1,4}(\s+|$)/, "").replace(/^\+/, "");
  rest = rest.trim();
  return rest ? `${phoneCode} ${rest}` : `${phoneCode} `;
}

type ParsedPhone = { countryCallingCode: string; isValid(): boolean };

/**
 * The phone rule the form and the API share: a valid number whose dial code is the country's. The parser
 * (libphonenumber-js's parsePhoneNumberFromString) is passed in, so the browser can load it lazily.
 */
export function isValidPhoneForCountry(phoneNumber: string, country: CountryOption, parse: (text: string) => ParsedPhone | undefined): boolean {
  const parsed = parse(phoneNumber);
  return Boolean(parsed && `+${parsed.countryCallingCode}` === country.phoneCode && parsed.isValid());
}
