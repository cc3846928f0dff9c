import { describe, expect, it } from "vitest";
import { invitationLocation } from "./invitationLocation.ts";

const place = (id: number, country: string, city: string, address: string) => ({ id, country, city, address, date: "", time: "" });
const sheet = (locations: unknown[], street: Partial<{ locations: string; streetAddress: string; streetNumber: string }> = {}) => ({
  locationsList: JSON.stringify(locations),
  locations: "",
  streetAddress: "",
  streetNumber: "",
  ...street,
});

describe("the location an e-mail states (invitation, revision notice, reminder)", () => {
  it("should name the country as the calendar event does where the location holds its ISO code (the spec's default 'RS')", () => {
    expect(invitationLocation(sheet([place(1, "RS", "Belgrade", "Kalemegdan")]))).toBe("Kalemegdan, Belgrade, Serbia");
    expect(invitationLocation(sheet([place(1, " rs ", "Belgrade", "Kalemegdan")]))).toBe("Kalemegdan, Belgrade, Serbia");
  });

  it("should name each listed location's country, keep a name as written and a code nobody knows as it is", () => {
    const locations = [place(1, "RS", "Belgrade", "Studio 3"), place(2, "Serbia", "Novi Sad", "Petrovaradin Fortress"), place(3, "QQ", "Nowhere", "")];
    expect(invitationLocation(sheet(locations))).toBe("Studio 3, Belgrade, Serbia; Petrovaradin Fortress, Novi Sad, Serbia; Nowhere, QQ");
  });

  it("should fall back to the sheet's street and place without a listed location", () => {
    expect(invitationLocation(sheet([], { streetAddress: "Kalemegdan", streetNumber: "1", locations: "Belgrade" }))).toBe("Kalemegdan 1, Belgrade");
  });
});
