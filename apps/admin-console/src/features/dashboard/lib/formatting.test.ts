import { describe, expect, it } from "vitest";
import { visiblePages } from "../components/Pagination.tsx";
import { formatBirthDate, formatShootingDate, socialLinks } from "./formatting.ts";

describe("dashboard formats", () => {
  it("should show dates of birth as dd/MM/yyyy and call sheet dates as MMM d, yyyy or 'Not set'", () => {
    expect(formatBirthDate("1999-03-07")).toBe("07/03/1999");
    expect(formatBirthDate(null)).toBe("");
    expect(formatShootingDate("2027-04-09")).toBe("Apr 9, 2027");
    expect(formatShootingDate(null)).toBe("Not set");
  });

  it("should build profile links from the handles, leaving out empty ones", () => {
    expect(socialLinks({ instagramHandle: "@jovana.dj", facebookHandle: "", tiktokHandle: "@jo" })).toEqual([
      { network: "Instagram", handle: "@jovana.dj", url: "https://www.instagram.com/jovana.dj" },
      { network: "TikTok", handle: "@jo", url: "https://www.tiktok.com/@jo" },
    ]);
  });
});

describe("visiblePages", () => {
  it("should show first, last and the pages within 2 of the current one, with gaps", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, "gap", 10]);
    expect(visiblePages(6, 12)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 12]);
    expect(visiblePages(10, 10)).toEqual([1, "gap", 8, 9, 10]);
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
