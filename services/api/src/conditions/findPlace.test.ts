import { describe, expect, it } from "vitest";
import { countryCodeOf, findPlace } from "./findPlace.ts";

describe("findPlace (the offline city database)", () => {
  it("should find a city by the country list's name and by the ISO code the default location uses", () => {
    const belgrade = findPlace("Serbia", "Belgrade");
    expect(belgrade).toMatchObject({ timeZone: "Europe/Belgrade" });
    expect(belgrade!.lat).toBeCloseTo(44.804, 2);
    expect(belgrade!.lon).toBeCloseTo(20.465, 2);
    expect(findPlace("RS", "Belgrade")).toEqual(belgrade);
    expect(findPlace("rs", "Belgrade")).toEqual(belgrade);
  });

  it.each([
    ["Serbia", "novi sad"],
    ["Serbia", "NOVI SAD"],
    ["Serbia", "  Novi   Sad "],
    ["Brazil", "São Paulo"],
    ["Brazil", "Sao Paulo"],
    ["brazil", "sao paulo"],
    ["Serbia", "Nis"],
    ["Norway", "Tromso"],
  ])("should match %s / %s whatever the case and accents", (country, city) => {
    expect(findPlace(country, city)).toBeDefined();
  });

  it("should take the most populous of cities sharing a name in one country", () => {
    // Springfield, Missouri (~170k) over Illinois, Massachusetts and some forty smaller ones.
    expect(findPlace("United States", "Springfield")).toMatchObject({ timeZone: "America/Chicago" });
    expect(findPlace("United States", "Springfield")!.lat).toBeCloseTo(37.2, 1);
  });

  it("should find a city GeoNames names with 'City' when it is written without it", () => {
    expect(findPlace("United States", "New York")).toMatchObject({ timeZone: "America/New_York" });
    expect(findPlace("United States", "new york city")).toMatchObject({ timeZone: "America/New_York" });
    expect(findPlace("Mexico", "Mexico")).toMatchObject({ timeZone: "America/Mexico_City" });
  });

  it("should look only within the location's country", () => {
    expect(findPlace("Australia", "Sydney")).toMatchObject({ timeZone: "Australia/Sydney" });
    expect(findPlace("Canada", "Sydney")).toMatchObject({ timeZone: "America/Glace_Bay" });
    expect(findPlace("Serbia", "Sydney")).toBeUndefined();
  });

  it("should find a territory's towns under the sovereign country the list offers", () => {
    expect(findPlace("Norway", "Longyearbyen")).toMatchObject({ timeZone: "Arctic/Longyearbyen" });
    expect(findPlace("Finland", "Mariehamn")).toMatchObject({ timeZone: "Europe/Mariehamn" });
  });

  it("should answer undefined for a city or country it does not know, not a guess", () => {
    expect(findPlace("Serbia", "Atlantis")).toBeUndefined();
    expect(findPlace("Serbia", "Beograd")).toBeUndefined(); // the database has English names only
    expect(findPlace("Narnia", "Belgrade")).toBeUndefined();
    expect(findPlace("", "")).toBeUndefined();
  });

  it("should read country names case- and accent-insensitively", () => {
    expect(countryCodeOf("Serbia")).toBe("RS");
    expect(countryCodeOf("serbia")).toBe("RS");
    expect(countryCodeOf("Turkiye")).toBe("TR"); // the list says Türkiye
    expect(countryCodeOf("Narnia")).toBeUndefined();
  });
});
