import { describe, expect, it } from "vitest";
import { retryDelay } from "./runnerOptions.ts";

describe("retryDelay", () => {
  const backoff = { baseMs: 10_000, maxMs: 60 * 60_000 };

  it("should double from the base with each attempt, capped at the most", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelay(backoff, attempt, middle))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelay(backoff, 20, middle)).toBe(60 * 60_000);
  });

  it("should spread a delay by at most 20% either way", () => {
    expect(retryDelay(backoff, 1, () => 0)).toBe(8_000);
    expect(retryDelay(backoff, 1, () => 0.999_999)).toBe(12_000);
    expect(retryDelay(backoff, 20, () => 0)).toBe(48 * 60_000);
  });
});
