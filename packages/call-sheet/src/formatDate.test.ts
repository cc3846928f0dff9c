import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheets/constants";
import { formatDate } from "./formatDate.ts";

// Every pattern the documents and the share portal format with (the spec's two and the comments' time stamp).
const PATTERNS = [CALL_SHEET_CONSTANTS.itemDateFormat, CALL_SHEET_CONSTANTS.birthDateFormat, "MMM d, yyyy, HH:mm", "yyyy-MM-dd", "M/d/yyyy"];

describe("formatDate", () => {
  it("should write every day of 1999 to 2032 exactly as date-fns' format does, in each pattern we use", () => {
    const mismatches: string[] = [];
    for (let day = new Date(1999, 0, 1, 7, 5); day.getFullYear() < 2033; day.setDate(day.getDate() + 1)) {
      for (const pattern of PATTERNS) {
        const ours = formatDate(day, pattern);
        const theirs = format(day, pattern);
        if (ours !== theirs && mismatches.length < 5) mismatches.push(`${pattern}: ${ours} != ${theirs}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("should write the years 1 to 2100, and the years before 1, as date-fns does (unpadded in the long date)", () => {
    const mismatches: string[] = [];
    for (let year = -5; year <= 2100; year++) {
      const day = new Date(2000, 0, 1);
      day.setFullYear(year, 6, 4);
      for (const pattern of PATTERNS) {
        const ours = formatDate(day, pattern);
        const theirs = format(day, pattern);
        if (ours !== theirs && mismatches.length < 5) mismatches.push(`${year} ${pattern}: ${ours} != ${theirs}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("should write hours and minutes of a timestamp in local time, as date-fns does", () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const time = new Date(2026, 5, 5, 0, minute).getTime();
      expect(formatDate(time, "MMM d, yyyy, HH:mm")).toBe(format(time, "MMM d, yyyy, HH:mm"));
    }
  });

  it("should write the ordinals of the long date", () => {
    expect(formatDate(new Date(1998, 3, 1), "PPP")).toBe("April 1st, 1998");
    expect(formatDate(new Date(1998, 3, 12), "PPP")).toBe("April 12th, 1998");
    expect(formatDate(new Date(1998, 3, 22), "PPP")).toBe("April 22nd, 1998");
    expect(formatDate(new Date(1998, 3, 23), "PPP")).toBe("April 23rd, 1998");
  });

  it("should refuse a pattern letter it does not know instead of printing it", () => {
    expect(() => formatDate(new Date(2026, 0, 1), "EEEE")).toThrow(RangeError);
    // Runs of known letters are tokens of their own in date-fns ("yy" is "26", not "2026" twice).
    for (const pattern of ["yy", "MMMMM", "ddd", "HHH"]) expect(() => formatDate(new Date(2026, 0, 1), pattern)).toThrow(RangeError);
  });
});
