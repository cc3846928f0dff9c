import { describe, expect, it, vi } from "vitest";
import { formatBirthDate, formatItemDate, formatTimeRange, formatTimestamp } from "./formatDates.ts";

describe("formatItemDate", () => {
  it("formats a scene or location date as 'MMM d, yyyy'", () => {
    expect(formatItemDate("2026-06-05")).toBe("Jun 5, 2026");
  });
  it("shows text that is not a date as it is", () => {
    expect(formatItemDate("next Friday")).toBe("next Friday");
  });
  it("shows nothing for an empty date", () => {
    expect(formatItemDate("")).toBe("");
    expect(formatItemDate(null)).toBe("");
  });
});

describe("formatBirthDate", () => {
  it("formats a birth date in the long format", () => {
    expect(formatBirthDate("1998-04-12")).toBe("April 12th, 1998");
  });
  it("keeps the calendar day of a UTC timestamp, also west of Greenwich", () => {
    try {
      // Node reads TZ again when it changes: there a UTC midnight is the evening before. (unstubAllEnvs
      // deletes TZ when it was unset; assigning undefined back would leave the string "undefined", i.e. UTC.)
      vi.stubEnv("TZ", "America/Los_Angeles");
      expect(formatBirthDate("1998-04-12T00:00:00.000Z")).toBe("April 12th, 1998");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("formatTimeRange", () => {
  it("joins start and end with an en dash", () => {
    expect(formatTimeRange("09:00", "10:30")).toBe("09:00–10:30");
  });
  it("shows the one time that is set", () => {
    expect(formatTimeRange("09:00", "")).toBe("09:00");
    expect(formatTimeRange("", "")).toBe("");
  });
});

describe("formatItemDate with dates that are not days", () => {
  it("should show a day that does not exist as it was typed", () => {
    expect(formatItemDate("2026-02-30")).toBe("2026-02-30");
    expect(formatItemDate("2026-13-01")).toBe("2026-13-01");
  });
  it("should keep a year below 100 in its century", () => {
    expect(formatItemDate("0099-05-01")).toBe("May 1, 0099");
    expect(formatBirthDate("0099-05-01")).toBe("May 1st, 99");
  });
});

describe("formatTimestamp", () => {
  it("shows a server timestamp as the spec's date and the local time", () => {
    expect(formatTimestamp(new Date(2026, 5, 5, 14, 30).toISOString())).toBe("Jun 5, 2026, 14:30");
  });
  it("shows text that is not a timestamp as it is", () => {
    expect(formatTimestamp("soon")).toBe("soon");
  });
});
