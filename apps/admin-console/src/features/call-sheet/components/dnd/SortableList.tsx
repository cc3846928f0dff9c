import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { REORDER_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { VisuallyHidden } from "shell/VisuallyHidden";
import { ItemList } from "../EditorCard.tsx";
import { moveItem } from "./moveItem.ts";
import { SortableDndProvider } from "./SortableDndProvider.tsx";
import { SortableRow, type MoveDirection } from "./SortableRow.tsx";

type SortableListProps<Item extends { id: number }> = {
  items: readonly Item[];
  /** The list's accessible name ("Scenes", "Props"). */
  label: string;
  /** How a row is named in its Move buttons and in the announcement. */
  itemName: (item: Item) => string;
  /** The new order, after a drop or a Move button; the caller saves it (or keeps it as a draft). */
  onReorder: (next: Item[]) => void;
  /** One row's content; `moveControls` (Move up / Move down) belong among the row's own action buttons. */
  renderItem: (item: Item, moveControls: ReactNode) => ReactNode;
};

/**
 * A list whose rows can be dragged (react-dnd: mouse, or touch on coarse pointers) or moved with their
 * Move up / Move down buttons, and which says the new position in a polite live region. During a drag
 * the order changes only here; the caller hears of it once, on the drop (a drop outside puts it back).
 */
export function SortableList<Item extends { id: number }>({ items, label, itemName, onReorder, renderItem }: SortableListProps<Item>) {
  const type = useId();
  const [dragOrder, setDragOrder] = useState<Item[] | null>(null);
  // The same order, for the drop: react-dnd may call `end` with the spec of an earlier render.
  const dragOrderNow = useRef<Item[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: number; direction: MoveDirection } | null>(null);
  const shown = dragOrder ?? items;

  // A button's node moves (or turns disabled at either end) when its row moves: put the focus back on it.
  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    const same = moveButtons.current.get(`${wanted.id}:${wanted.direction}`);
    const other = moveButtons.current.get(`${wanted.id}:${-wanted.direction}`);
    const target = same && !same.disabled ? same : other;
    if (target && document.activeElement !== target) target.focus();
    focusAfterMove.current = null;
  });

  const announce = (item: Item, order: readonly Item[]) =>
    setAnnouncement(REORDER_TEXTS.moved(itemName(item), order.findIndex((entry) => entry.id === item.id) + 1, order.length));

  const hover = (from: number, to: number) => {
    const next = moveItem(dragOrderNow.current ?? items, from, to);
    dragOrderNow.current = next;
    setDragOrder(next);
  };

  const endDrag = (item: Item, dropped: boolean) => {
    const order = dragOrderNow.current;
    dragOrderNow.current = null;
    setDragOrder(null);
    if (!dropped || !order || order.every((entry, index) => entry.id === items[index]?.id)) return;
    onReorder(order);
    announce(item, order);
  };

  const move = (index: number, direction: MoveDirection) => {
    const next = moveItem(items, index, index + direction);
    const item = items[index];
    if (!item) return;
    focusAfterMove.current = { id: item.id, direction };
    onReorder(next);
    announce(item, next);
  };

  return (
    <SortableDndProvider>
      <ItemList aria-label={label}>
        {shown.map((item, index) => (
          <SortableRow
            key={item.id}
            item={{ id: item.id, index }}
            total={shown.length}
            type={type}
            name={itemName(item)}
            onHover={hover}
            onDragEnd={(dropped) => endDrag(item, dropped)}
            onMove={(direction) => move(index, direction)}
            moveButtonRef={(direction, button) => {
              const key = `${item.id}:${direction}`;
              if (button) moveButtons.current.set(key, button);
              else moveButtons.current.delete(key);
            }}
          >
            {(moveControls) => renderItem(item, moveControls)}
          </SortableRow>
        ))}
      </ItemList>
      {/* Heard, not seen: the reorder announcement. */}
      <VisuallyHidden as="p" role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </SortableDndProvider>
  );
}
