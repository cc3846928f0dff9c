import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import countries from "world-countries";
import { describe, expect, it } from "vitest";
import { buildCountryOptions } from "@repo/contracts/registration/rules";
import { COUNTRY_OPTIONS, countryByValue } from "./countryOptions.ts";

describe("the location form's country list", () => {
  it("should be exactly the registration form's list (rebuilt here the way its build plugin builds it)", () => {
    const rebuilt = buildCountryOptions(countries, (iso2) => (isSupportedCountry(iso2) ? getCountryCallingCode(iso2) : undefined));
    expect(COUNTRY_OPTIONS).toEqual(rebuilt);
  });

  it("should hold the spec's default country, RS, named Serbia", () => {
    expect(countryByValue("RS")?.label).toBe("Serbia");
  });
});
