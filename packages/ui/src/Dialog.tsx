import { useEffect, useId, useRef, type ReactNode } from "react";
import styled from "styled-components";
import { useToastLayer } from "./toast.tsx";

const Panel = styled.dialog`
  width: min(92vw, 480px);
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: rgba(15, 23, 42, 0.5); }
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.125rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.mutedText}; }
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Focus returns to the control that opened the dialog; when that control is gone or disabled (e.g. the
   * button of the row the dialog deleted), it goes here instead of to the page body.
   */
  returnFocus?: () => HTMLElement | null | undefined;
};

const FOCUSABLE = "a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex='-1'])";

/**
 * Chromium lets Tab leave a modal <dialog> for the browser's own UI (the page body, in a test) before it
 * cycles; this keeps Tab and Shift+Tab inside, from the last control to the first and back. A DOM listener,
 * not React's onKeyDown: the toasts drawn in the dialog are a portal of the page's Toaster, whose React
 * events bubble to the Toaster, not to the dialog, so Tab from a toast's button left the dialog.
 */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && dialog.contains(active) && active !== dialog;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (!inside || (event.shiftKey ? active === first : active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * A modal on the native <dialog>: the browser makes the page inert and closes on Escape; the kit keeps Tab
 * inside and puts focus back somewhere sensible on close (the opener may be gone, e.g. a deleted row's button).
 * Toasts raised while it is open show inside it, once (useToastLayer).
 */
export function Dialog({ open, onOpenChange, title, description, children, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const toastSlot = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useToastLayer(toastSlot, open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(dialog, event);
    dialog.addEventListener("keydown", onKeyDown);
    return () => dialog.removeEventListener("keydown", onKeyDown);
  }, []);

  const restoreFocus = () => {
    // A disabled opener (e.g. 'Delete Selected' once nothing is selected) cannot take focus either.
    const usable = opener.current?.isConnected && !opener.current.matches(":disabled");
    const target = usable ? opener.current : returnFocus?.();
    target?.focus();
    opener.current = null;
  };

  return (
    <Panel
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        onOpenChange(false);
        restoreFocus();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {description ? <p id={descriptionId}>{description}</p> : null}
      {children}
      {/* The page's toasts are drawn here while the dialog is open: the page below is dimmed and inert. */}
      <div ref={toastSlot} />
    </Panel>
  );
}
