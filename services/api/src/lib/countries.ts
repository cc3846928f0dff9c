import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import countries from "world-countries";
import { buildCountryOptions, type CountryOption, isValidPhoneForCountry } from "@repo/contracts/registration/rules";

/** The same list the registration form offers, keyed by the name the form sends. */
const byName = new Map<string, CountryOption>(
  buildCountryOptions(countries, (iso2) => (isSupportedCountry(iso2) ? getCountryCallingCode(iso2) : undefined)).map((option) => [
    option.label,
    option,
  ]),
);

/** Every country the form offers, by name. */
export function allCountries(): CountryOption[] {
  return [...byName.values()];
}

export function findCountry(name: string): CountryOption | undefined {
  return byName.get(name);
}

/** The shared phone rule (@repo/contracts/registration/rules) with libphonenumber-js loaded eagerly. */
export function isValidPhone(phoneNumber: string, country: CountryOption): boolean {
  return isValidPhoneForCountry(phoneNumber, country, parsePhoneNumberFromString);
}
