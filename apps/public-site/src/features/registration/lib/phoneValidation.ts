import countries from "virtual:country-list";
import { isValidPhoneForCountry } from "@repo/contracts/registration/rules";

/**
 * The phone check of the registration form. libphonenumber-js (~40 KB) is fetched the first time a number
 * is validated, not with the page.
 */
export async function isValidPhone(phoneNumber: string, countryName: string): Promise<boolean> {
  const country = countries.find((option) => option.label === countryName);
  if (!country) return false;
  const { parsePhoneNumberFromString } = await import("libphonenumber-js");
  return isValidPhoneForCountry(phoneNumber, country, parsePhoneNumberFromString);
}
