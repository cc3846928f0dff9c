import { useRef, type ReactNode } from "react";
import { useDrag, useDrop } from "react-dnd";
import styled from "styled-components";
import { REORDER_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { Button } from "shell/Button";
import { Item } from "../EditorCard.tsx";

/** What a dragged row carries: its id, and its index in the order shown while the drag goes on. */
export type DraggedRow = { id: number; index: number };
export type MoveDirection = -1 | 1;

// The editor's bordered item row; a dragged row fades, so the gap where it will land shows.
const Row = styled(Item)<{ $dragging: boolean }>`
  gap: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
`;

/* touch-action: none, or the browser scrolls the page instead of handing the touch to the touch backend. */
const Grip = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  min-height: 40px;
  color: ${({ theme }) => theme.colors.mutedText};
  cursor: grab;
  touch-action: none;
  user-select: none;
  font-size: 1.25rem;
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Moves = styled.span`
  flex: none;
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  button { width: 40px; padding: 0; }
`;

type SortableRowProps = {
  item: DraggedRow;
  total: number;
  /** react-dnd item type: one per list, so a row cannot be dropped into another card's list. */
  type: string;
  name: string;
  onHover: (from: number, to: number) => void;
  onDragEnd: (dropped: boolean) => void;
  onMove: (direction: MoveDirection) => void;
  /** Registers the Move buttons, so the list can put the focus back on them after the row moved. */
  moveButtonRef: (direction: MoveDirection, button: HTMLButtonElement | null) => void;
  /** The row's content; it places the Move buttons among its own actions, so they wrap with them on a phone. */
  children: (moveControls: ReactNode) => ReactNode;
};

/**
 * One row of a sortable list: a grip to drag it by (mouse or touch) and Move up / Move down buttons, the
 * way to reorder without a pointer. The whole row is the drop target and the drag preview.
 */
export function SortableRow({ item, total, type, name, onHover, onDragEnd, onMove, moveButtonRef, children }: SortableRowProps) {
  const row = useRef<HTMLLIElement | null>(null);
  const [, drop] = useDrop<DraggedRow>({
    accept: type,
    hover(dragged, monitor) {
      const box = row.current?.getBoundingClientRect();
      const pointer = monitor.getClientOffset();
      if (!box || !pointer || dragged.index === item.index) return;
      // Swap only once the pointer is past the row's middle, or two rows of different heights swap back and forth.
      const middle = box.top + box.height / 2;
      if (dragged.index < item.index && pointer.y < middle) return;
      if (dragged.index > item.index && pointer.y > middle) return;
      onHover(dragged.index, item.index);
      dragged.index = item.index;
    },
  });
  const [{ dragging }, drag, preview] = useDrag({
    type,
    item: () => ({ id: item.id, index: item.index }),
    // By id, not by the monitor's source: the row keeps its look while it moves through the list.
    isDragging: (monitor) => monitor.getItem<DraggedRow>().id === item.id,
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
    end: (_dragged, monitor) => onDragEnd(monitor.didDrop()),
  });
  const moves = (
    <Moves>
      <Button $variant="outline" ref={(node) => moveButtonRef(-1, node)} aria-label={REORDER_TEXTS.moveUp(name)} disabled={item.index === 0} onClick={() => onMove(-1)}>
        ↑
      </Button>
      <Button $variant="outline" ref={(node) => moveButtonRef(1, node)} aria-label={REORDER_TEXTS.moveDown(name)} disabled={item.index === total - 1} onClick={() => onMove(1)}>
        ↓
      </Button>
    </Moves>
  );
  return (
    <Row
      ref={(node) => {
        row.current = node;
        preview(drop(node));
      }}
      $dragging={dragging}
    >
      <Grip ref={(node) => void drag(node)} title={REORDER_TEXTS.dragHandle} aria-hidden>
        ⠿
      </Grip>
      <Content>{children(moves)}</Content>
    </Row>
  );
}
