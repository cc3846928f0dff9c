import { describe, expect, it } from "vitest";
import { PATCH_MESSAGES } from "./messages.ts";

describe("PATCH_MESSAGES.tooLong", () => {
  it("should write the limit with thousands separators, as toLocaleString('en') does", () => {
    for (const max of [0, 7, 255, 999, 1_000, 20_000, 100_000, 1_000_000, 12_345_678]) {
      expect(PATCH_MESSAGES.tooLong("setNotes", max)).toBe(`setNotes must be at most ${max.toLocaleString("en")} characters`);
    }
    expect(PATCH_MESSAGES.tooLong("setNotes", 20_000)).toBe("setNotes must be at most 20,000 characters");
  });
});
