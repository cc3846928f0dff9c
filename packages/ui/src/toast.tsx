import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { TOAST_LIMIT } from "@repo/contracts/common/constants";
import { media, theme } from "./theme.ts";

export type ToastVariant = "default" | "destructive";
export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  durationMs?: number;
  /** The control the toast must not cover; by default the focused one (the control that caused it). */
  avoid?: Element | null;
  /** One button in the toast (e.g. 'Undo'): pressing it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
};
type Toast = ToastInput & { id: number };

const DEFAULT_DURATION_MS = 5000;

// One store per shell instance: the Toaster mounted by AppProviders and every toast() call share it.
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

// What a page keeps clear of toasts while it is mounted (its sticky bar: useKeepToastsOff). A change tells
// the same listeners as a toast does, so the Toaster places its region again: a toast raised on one page
// may still be up when the next page's bar mounts.
const keptClear = new Set<Element>();
let keptClearVersion = 0;
function changeKeptClear(change: () => void) {
  change();
  keptClearVersion++;
  for (const listener of listeners) listener();
}

/**
 * Keeps toasts off `ref`'s element while the calling component is mounted: a sticky bar on a phone, where
 * toasts sit at the top for 5 s. The region moves to the other end when it would cover the element, unless
 * that end covers the control that caused the toast.
 */
export function useKeepToastsOff(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    changeKeptClear(() => keptClear.add(element));
    return () => changeKeptClear(() => keptClear.delete(element));
  }, [ref]);
}

// Where the one region is drawn: in place on the page, or inside the modal dialog on top (useToastLayer).
const layers: Element[] = [];
let topLayer: Element | null = null;
function changeLayers(change: () => void) {
  change();
  topLayer = layers[layers.length - 1] ?? null;
  for (const listener of listeners) listener();
}

/**
 * While `active`, the toast region is drawn inside `ref`'s element, the last one registered winning (the
 * dialog on top). A modal <dialog> puts the rest of the page under its backdrop and makes it inert, the
 * page's toast region with it: dimmed (grey on white), unclickable, unannounced. The kit's Dialog registers
 * a slot of its own; nothing else needs to. One region, so one toast per message wherever it is drawn.
 */
export function useToastLayer(ref: RefObject<Element | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    changeLayers(() => layers.push(element));
    return () => changeLayers(() => layers.splice(layers.indexOf(element), 1));
  }, [ref, active]);
}

/** Shows a toast. The newest replaces older ones beyond TOAST_LIMIT (the spec keeps one on screen). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const focused = typeof document === "undefined" ? null : document.activeElement;
  const avoid = input.avoid !== undefined ? input.avoid : focused === document.body ? null : focused;
  emit([{ ...input, avoid, id }, ...toasts].slice(0, TOAST_LIMIT));
  setTimeout(() => dismissToast(id), input.durationMs ?? DEFAULT_DURATION_MS);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}

/** Phones show toasts at the top, wider screens at the bottom; `$flipped` swaps that end for the other one. */
const Region = styled.ol<{ $flipped: boolean }>`
  position: fixed;
  z-index: 100;
  top: ${({ $flipped }) => ($flipped ? "auto" : "0")};
  bottom: ${({ $flipped }) => ($flipped ? "0" : "auto")};
  right: 0;
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
  ${media.md} {
    top: ${({ $flipped }) => ($flipped ? "0" : "auto")};
    bottom: ${({ $flipped }) => ($flipped ? "auto" : "0")};
    max-width: 420px;
  }
`;

const Item = styled.li<{ $variant: ToastVariant }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  border: 0;
  background: ${({ theme, $variant }) => ($variant === "destructive" ? theme.colors.destructive : theme.colors.toastSurface)};
  color: ${({ theme, $variant }) => ($variant === "destructive" ? theme.colors.destructiveText : theme.colors.toastText)};
  /* Doubled: drawn inside a dialog, the dialog's own 'p' (muted grey) must not reach the toast's text. */
  && strong { display: block; color: inherit; }
  && p { margin: ${({ theme }) => theme.space(1)} 0 0; font-size: 0.875rem; color: inherit; }
  button { background: none; border: 0; color: inherit; font-size: 1.25rem; line-height: 1; cursor: pointer; }
  button:focus-visible { outline-color: currentColor; }
`;

const ToastAction = styled.button<{ $variant: ToastVariant }>`
  && {
    color: ${({ theme, $variant }) => ($variant === "destructive" ? theme.colors.destructiveText : theme.colors.toastAction)};
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: underline;
    white-space: nowrap;
    align-self: center;
  }
`;

/** Whether the region, at its usual end of the screen (or the other one when `flipped`), would overlap `target`. */
function covers(region: HTMLElement, target: Element, flipped: boolean): boolean {
  const box = region.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  const atBottom = window.matchMedia(`(min-width: ${theme.breakpoints.md})`).matches !== flipped;
  const top = atBottom ? window.innerHeight - box.height : 0;
  return rect.left < box.right && rect.right > box.left && rect.top < top + box.height && rect.bottom > top;
}

/**
 * Whether the region should sit at its other end: its usual end covers the cause or a kept-clear element
 * and the other end covers neither; when both ends cover something, the cause (the control in use) wins.
 */
function shouldFlip(region: HTMLElement, avoid: Element | null | undefined): boolean {
  const cause = avoid?.isConnected ? avoid : undefined;
  const targets = [...(cause ? [cause] : []), ...[...keptClear].filter((element) => element.isConnected)];
  const coversAny = (flipped: boolean) => targets.some((target) => covers(region, target, flipped));
  if (!coversAny(false)) return false;
  if (!coversAny(true)) return true;
  return Boolean(cause && covers(region, cause, false) && !covers(region, cause, true));
}

/**
 * The toast region, mounted once (UiProviders). Destructive toasts are alerts; the others are polite status
 * messages. A toast never covers the control that caused it (e.g. 'GO' beside a bad page number) nor, where
 * it can, what the page keeps clear (useKeepToastsOff): the region moves to the other end. While a modal
 * dialog is open the region is drawn inside it (useToastLayer), above its backdrop, and not on the page.
 */
export function Toaster() {
  const items = useToasts();
  const region = useRef<HTMLOListElement>(null);
  const [flipped, setFlipped] = useState(false);
  const avoid = items[0]?.avoid;
  const kept = useSyncExternalStore(subscribe, () => keptClearVersion, () => keptClearVersion);
  const layer = useSyncExternalStore(subscribe, () => topLayer, () => null);
  useLayoutEffect(() => {
    setFlipped(Boolean(region.current && items.length > 0 && shouldFlip(region.current, avoid)));
  }, [avoid, items.length, kept, layer]);
  const drawn = (
    <Region ref={region} aria-label="Notifications" $flipped={flipped}>
      {items.map((item) => {
        const variant = item.variant ?? "default";
        return (
          // The role sits inside the <li>: a list item with another role breaks the list (axe: 'list', serious).
          <Item key={item.id} $variant={variant} data-variant={variant}>
            <div role={variant === "destructive" ? "alert" : "status"}>
              <strong>{item.title}</strong>
              {item.description ? <p>{item.description}</p> : null}
            </div>
            {item.action ? (
              <ToastAction
                type="button"
                $variant={variant}
                onClick={() => {
                  dismissToast(item.id);
                  item.action?.onClick();
                }}
              >
                {item.action.label}
              </ToastAction>
            ) : null}
            <button type="button" aria-label="Close notification" onClick={() => dismissToast(item.id)}>
              ×
            </button>
          </Item>
        );
      })}
    </Region>
  );
  return layer ? createPortal(drawn, layer) : drawn;
}
