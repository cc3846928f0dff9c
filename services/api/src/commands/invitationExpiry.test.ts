import { describe, expect, it } from "vitest";
import { invitationLocation } from "../mail/invitationLocation.ts";
import { invitationEnd, lastShootingDay } from "./invitationExpiry.ts";

const sheet = (fields: Partial<{ shootingDate: string | null; locationsList: string; sceneSchedule: string }>) => ({ shootingDate: null, locationsList: "[]", sceneSchedule: "[]", ...fields });

describe("lastShootingDay", () => {
  it("should take the latest of the shooting date, the location dates and the scene dates", () => {
    expect(lastShootingDay(sheet({ shootingDate: "2027-04-15", locationsList: '[{"date":"2027-04-20"},{"date":""}]', sceneSchedule: '[{"date":"2027-04-18"}]' }))).toBe("2027-04-20");
    expect(lastShootingDay(sheet({ shootingDate: "2027-04-15", sceneSchedule: '[{"date":"2027-05-01"}]' }))).toBe("2027-05-01");
  });

  it("should ignore what is not a day: empty dates, other shapes, lists that do not parse", () => {
    expect(lastShootingDay(sheet({}))).toBeNull();
    expect(lastShootingDay(sheet({ locationsList: "not json", sceneSchedule: '{"date":"2027-01-01"}' }))).toBeNull();
    expect(lastShootingDay(sheet({ shootingDate: "2027-02-01", sceneSchedule: '[{"date":"soon"},{"date":"2027-13-45"},null,{"date":7}]' }))).toBe("2027-02-01");
  });
});

describe("invitationEnd", () => {
  const sent = new Date("2026-11-25T09:00:00Z");
  it("should end at 23:59:59 UTC seven days after the last day, never sooner than the expiry days after sending", () => {
    expect(invitationEnd("2027-04-15", sent, 30).toISOString()).toBe("2027-04-22T23:59:59.000Z");
    expect(invitationEnd("2026-11-26", sent, 30).toISOString()).toBe("2026-12-25T09:00:00.000Z");
    expect(invitationEnd(null, sent, 30).toISOString()).toBe("2026-12-25T09:00:00.000Z");
    // Month and year roll over.
    expect(invitationEnd("2026-12-28", sent, 1).toISOString()).toBe("2027-01-04T23:59:59.000Z");
  });
});

describe("invitationLocation", () => {
  it("should give each listed location's full address, else the street before the place", () => {
    const listed = JSON.stringify([
      { address: "Studio 3, Bulevar Mihajla Pupina 10", city: "Belgrade", country: "Serbia" },
      { address: "", city: "Novi Sad", country: "Serbia" },
    ]);
    expect(invitationLocation({ locations: "Belgrade, Serbia", locationsList: listed, streetAddress: "", streetNumber: "" })).toBe("Studio 3, Bulevar Mihajla Pupina 10, Belgrade, Serbia; Novi Sad, Serbia");
    expect(invitationLocation({ locations: "Belgrade, Serbia", locationsList: "[]", streetAddress: "Kalemegdan", streetNumber: "1" })).toBe("Kalemegdan 1, Belgrade, Serbia");
    expect(invitationLocation({ locations: "", locationsList: "oops", streetAddress: "", streetNumber: "" })).toBe("");
  });
});
