import { describe, expect, it } from "vitest";
import { checkedOnly } from "./checkedOnly.ts";

const item = (id: number, isChecked: boolean) => ({ id, name: `Item ${id}`, isChecked });

describe("checkedOnly", () => {
  it("shows only the checked items when at least one is checked", () => {
    expect(checkedOnly([item(1, false), item(2, true), item(3, false), item(4, true)]).map((entry) => entry.id)).toEqual([2, 4]);
  });

  it("shows every item when none is checked", () => {
    expect(checkedOnly([item(1, false), item(2, false)]).map((entry) => entry.id)).toEqual([1, 2]);
  });

  it("keeps the order of the list", () => {
    expect(checkedOnly([item(3, true), item(1, true), item(2, true)]).map((entry) => entry.id)).toEqual([3, 1, 2]);
  });

  it("gives an empty list for an empty list", () => {
    expect(checkedOnly([])).toEqual([]);
  });

  it("never hands back the caller's array, so the caller's list cannot be changed through it", () => {
    const items = [item(1, false)];
    expect(checkedOnly(items)).not.toBe(items);
  });
});
