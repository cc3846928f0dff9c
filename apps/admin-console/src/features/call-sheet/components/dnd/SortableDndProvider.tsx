import type { ReactNode } from "react";
import { DndProvider } from "react-dnd";
import { HTML5Backend } from "react-dnd-html5-backend";
import { TouchBackend } from "react-dnd-touch-backend";

/**
 * Phones and tablets get the touch backend: HTML5 drag and drop does not fire on touch in most mobile
 * browsers. Decided once per page load, because every DndProvider without its own `context` shares one
 * react-dnd manager, created with the backend of the first provider that mounts. A touch laptop whose
 * primary pointer is fine gets HTML5; its touch screen still has the Move up / Move down buttons.
 */
const coarsePointer = typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;

// Only the grip starts a drag, so a finger elsewhere still scrolls the page; the short delay keeps a tap
// on the grip from starting one.
const touchOptions = { enableMouseEvents: false, delayTouchStart: 120 } as const;

/** The drag-and-drop context of one card's sortable list (react-dnd stays inside the lazy editor route). */
export function SortableDndProvider({ children }: { children: ReactNode }) {
  return coarsePointer ? (
    <DndProvider backend={TouchBackend} options={touchOptions}>
      {children}
    </DndProvider>
  ) : (
    <DndProvider backend={HTML5Backend}>{children}</DndProvider>
  );
}
