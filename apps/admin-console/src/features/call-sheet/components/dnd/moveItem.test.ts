import { describe, expect, it } from "vitest";
import { moveItem } from "./moveItem.ts";

describe("moveItem", () => {
  it("should move an item down and shift the ones between up", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
  });

  it("should move an item up and shift the ones between down", () => {
    expect(moveItem(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });

  it("should leave the list as it was when an index is outside it, and never change the input", () => {
    const items = ["a", "b"];
    expect(moveItem(items, 1, 2)).toEqual(["a", "b"]);
    expect(moveItem(items, -1, 0)).toEqual(["a", "b"]);
    expect(moveItem(items, 0, 1)).not.toBe(items);
    expect(items).toEqual(["a", "b"]);
  });
});
