import { describe, expect, it } from "vitest";
import { countryName, eventLocation, type CallSheetEventSheet } from "./callSheetEvent.ts";

const sheet = (country: string): CallSheetEventSheet => ({
  shootingTitle: "Stairs",
  shootingDate: "2026-12-01",
  shootingTime: "07:00",
  sceneSchedule: "[]",
  locationsList: JSON.stringify([{ id: 1, country, city: "Belgrade", address: "Kalemegdan 1", date: "", time: "" }]),
  locations: "",
  streetAddress: "",
  streetNumber: "",
});

describe("the event's LOCATION (docs/calendar.md)", () => {
  it("should name the country in English where the location holds its ISO code (the spec's default location is 'RS')", () => {
    expect(eventLocation(sheet("RS"))).toBe("Kalemegdan 1, Belgrade, Serbia");
    expect(eventLocation(sheet(" rs "))).toBe("Kalemegdan 1, Belgrade, Serbia");
  });

  it("should keep a name as written, use Intl's English name for a code outside the country list, and keep a code nobody knows", () => {
    expect(eventLocation(sheet("Serbia"))).toBe("Kalemegdan 1, Belgrade, Serbia");
    expect(countryName("United States")).toBe("United States");
    expect(countryName("US")).toBe("United States");
    expect(countryName("XK")).toBe("Kosovo");
    expect(countryName("QQ")).toBe("QQ");
    expect(countryName("ZZ")).toBe("ZZ");
  });
});
