import { describe, expect, it } from "vitest";
import { withItemBack, withoutItem } from "./useUndoableRemoval.ts";

type Row = { id: number };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));
const idOf = (row: Row) => row.id;
const ids = (list: Row[]) => list.map(idOf);

describe("withItemBack (Undo of a removal)", () => {
  const before = rows(1, 2, 3, 4);
  const removed = { id: 3 };

  it("should put the item back where it was when nothing changed since", () => {
    expect(ids(withItemBack(withoutItem(before, idOf, 3), before, removed, idOf))).toEqual([1, 2, 3, 4]);
  });

  it("should put a first item back first", () => {
    expect(ids(withItemBack(rows(2, 3, 4), before, { id: 1 }, idOf))).toEqual([1, 2, 3, 4]);
  });

  it("should follow its neighbour by id when items were added or moved since, not its old index", () => {
    expect(ids(withItemBack(rows(9, 1, 4, 2), before, removed, idOf))).toEqual([9, 1, 4, 2, 3]);
  });

  it("should go after the nearest earlier neighbour still there when the one before it was removed too", () => {
    expect(ids(withItemBack(rows(1, 4), before, removed, idOf))).toEqual([1, 3, 4]);
    expect(ids(withItemBack(rows(4), before, removed, idOf))).toEqual([3, 4]);
  });

  it("should not add the item twice when the list already has it", () => {
    expect(ids(withItemBack(before, before, removed, idOf))).toEqual([1, 2, 3, 4]);
  });
});
