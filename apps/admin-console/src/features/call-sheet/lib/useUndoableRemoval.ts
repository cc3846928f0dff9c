import { useCallback, useLayoutEffect, useRef } from "react";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import { toast } from "shell/toast";
import type { SectionEditor } from "../components/sectionEditor.ts";

/** How long 'Removed …' and its Undo stay up: the default toast's 5 s is short to read it and reach the button. */
export const UNDO_REMOVAL_MS = 8000;

/** A toast names an item in a line: a long concept is cut, not printed whole. */
const NAME_MAX = 60;
const shortName = (name: string) => {
  const line = name.replace(/\s+/g, " ").trim();
  return line.length > NAME_MAX ? `${line.slice(0, NAME_MAX - 1)}…` : line;
};

/** `list` without the item whose key is `key`. */
export function withoutItem<Item>(list: readonly Item[], keyOf: (item: Item) => number, key: number): Item[] {
  return list.filter((item) => keyOf(item) !== key);
}

/**
 * `item` put back into `list` at the place it had in `before` (the list it was removed from): after the
 * nearest item that came before it and is still there, or first when none is. The list may have changed
 * meanwhile (items added, moved or removed, here or in another tab), so the neighbours are found by key,
 * not by index. A list that already holds the item (restored elsewhere) is returned as it is.
 */
export function withItemBack<Item>(list: readonly Item[], before: readonly Item[], item: Item, keyOf: (item: Item) => number): Item[] {
  const key = keyOf(item);
  if (list.some((entry) => keyOf(entry) === key)) return [...list];
  const at = before.findIndex((entry) => keyOf(entry) === key);
  for (let index = at - 1; index >= 0; index -= 1) {
    const neighbour = keyOf(before[index]!);
    const position = list.findIndex((entry) => keyOf(entry) === neighbour);
    if (position >= 0) return [...list.slice(0, position + 1), item, ...list.slice(position + 1)];
  }
  return [item, ...list];
}

/**
 * Removal with Undo for a card (issue 24: ✕ took a team member's contact details with it at once). `remove`
 * saves `removed(value)` through the card's section editor, like any edit, and raises 'Removed {name}' with
 * an Undo action for UNDO_REMOVAL_MS; Undo saves `restored(value)` the same way. Both read the section as
 * it is when they run (not when the card rendered), so edits made in between, here or arriving from
 * another tab, are kept.
 */
export function useUndoableRemoval<Value>(editor: SectionEditor<Value>) {
  const latest = useRef(editor);
  useLayoutEffect(() => {
    latest.current = editor;
  });
  return useCallback((name: string, removed: (value: Value) => Value, restored: (value: Value) => Value) => {
    void latest.current.update(removed(latest.current.value));
    toast({
      title: EDIT_IN_PLACE_TEXTS.removed(shortName(name)),
      durationMs: UNDO_REMOVAL_MS,
      action: { label: EDIT_IN_PLACE_TEXTS.undo, onClick: () => void latest.current.update(restored(latest.current.value)) },
    });
  }, []);
}
