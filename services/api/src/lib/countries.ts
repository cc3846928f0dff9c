import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import countries from "world-countries";
import { buildCountryOptions, type CountryOption } from "@repo/contracts/countries";

/** The same list the registration form offers, keyed by the name the form sends. */
const byName = new Map<string, CountryOption>(
  buildCountryOptions(countries, (iso2) => (isSupportedCountry(iso2) ? getCountryCallingCode(iso2) : undefined)).map((option) => [
    option.label,
    option,
  ]),
);

export function findCountry(name: string): CountryOption | undefined {
  return byName.get(name);
}

/** A possible, valid number with the country's dial code (the form writes "+381 64..."). */
export function isValidPhoneForCountry(phoneNumber: string, country: CountryOption): boolean {
  const parsed = parsePhoneNumberFromString(phoneNumber);
  return Boolean(parsed && `+${parsed.countryCallingCode}` === country.phoneCode && parsed.isValid());
}
