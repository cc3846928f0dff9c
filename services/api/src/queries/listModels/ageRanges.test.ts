import { describe, expect, it } from "vitest";
import { birthDateBounds, yearsBefore } from "./ageRanges.ts";

describe("age ranges", () => {
  it("should count whole years: lower bound in, upper bound out, 80-100 including 100", () => {
    const today = new Date("2026-11-22T12:00:00Z");
    expect(birthDateBounds("20-40", today)).toEqual({ onOrAfter: "1986-11-23", onOrBefore: "2006-11-22" });
    expect(birthDateBounds("80-100", today)).toEqual({ onOrAfter: "1925-11-23", onOrBefore: "1946-11-22" });
  });

  it("should treat 29 February as the 28th in a year without it", () => {
    expect(yearsBefore(new Date("2028-02-29T00:00:00Z"), 101)).toBe("1927-02-28");
    expect(yearsBefore(new Date("2028-02-29T00:00:00Z"), 4)).toBe("2024-02-29");
    // On 2028-02-29 someone born 1927-03-01 is still 100, so 80-100 must include them.
    expect(birthDateBounds("80-100", new Date("2028-02-29T00:00:00Z")).onOrAfter).toBe("1927-03-01");
  });
});
