import { describe, expect, it } from "vitest";
import { formatExpiry, formatShootingDate } from "./invitationDates.ts";

describe("formatShootingDate", () => {
  it("writes the weekday, day, month and year of a calendar day", () => {
    expect(formatShootingDate("2026-12-12")).toBe("Saturday, 12 December 2026");
    expect(formatShootingDate("2028-02-29")).toBe("Tuesday, 29 February 2028");
  });

  it("gives null for no date, a day that does not exist, or another format", () => {
    expect(formatShootingDate(null)).toBeNull();
    expect(formatShootingDate("2026-02-31")).toBeNull();
    expect(formatShootingDate("12.12.2026")).toBeNull();
  });
});

describe("formatExpiry", () => {
  it("states the moment in UTC, whatever the runtime's time zone", () => {
    expect(formatExpiry("2027-01-11T09:30:00.000Z")).toBe("11 January 2027 at 09:30 UTC");
    expect(formatExpiry("2027-01-11T23:30:00-02:00")).toBe("12 January 2027 at 01:30 UTC");
  });
});
