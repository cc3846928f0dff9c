import { describe, expect, it } from "vitest";
import { withThousands } from "./numbers.ts";

describe("withThousands", () => {
  it("should write a whole number as toLocaleString('en') does", () => {
    for (const value of [0, 7, 999, 1000, 20000, 123456, 1234567, 50_000_000]) expect(withThousands(value)).toBe(value.toLocaleString("en"));
  });
});
