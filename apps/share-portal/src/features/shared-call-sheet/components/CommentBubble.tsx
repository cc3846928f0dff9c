import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { HIDDEN_IN_PRINT_CLASS } from "@repo/call-sheet/printStyles";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { CommentPanel } from "./CommentPanel.tsx";

const Bubble = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  min-width: 44px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: 600 0.8125rem ${({ theme }) => theme.fonts.body};
  cursor: pointer;
  &[aria-expanded="true"] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
`;

// In the document's flow, under the section's title row: the sections below move down instead of being
// covered (issue 24: a panel drawn over the page hid the next section's bubble).
const Inline = styled.div`
  margin: 0 0 12px;
`;

// Drawn, not an emoji: headless and kiosk browsers often have no emoji font and show a box instead.
function BubbleIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * Where the open panel goes: a node of its own right after the section's title row (the bubble sits in
 * that row, the document's sectionExtras slot, which is one flex line), hidden in print. Outside a
 * document section (a bubble on its own), right after the bubble.
 */
function usePanelSlot(open: boolean, bubble: React.RefObject<HTMLButtonElement | null>): HTMLElement {
  // The portal server renders every bubble closed: no slot there (docs/on-set.md).
  const [slot] = useState(() => Object.assign(import.meta.env.SSR ? ({} as HTMLElement) : document.createElement("div"), { className: HIDDEN_IN_PRINT_CLASS }));
  // Placed before the browser paints, so the open panel never shows anywhere else first.
  useLayoutEffect(() => {
    const button = bubble.current;
    if (!open || !button) return;
    (button.closest("section > header") ?? button).after(slot);
    return () => slot.remove();
  }, [open, bubble, slot]);
  return slot;
}

type Props = { callSheetId: string; sectionId: CallSheetSectionId; count: number; canComment: boolean; reader: string };

/**
 * A section's comment bubble with the section's comment count; it opens and closes that section's panel.
 * Esc, a click outside and the panel's own Cancel close it, and the focus goes back to the bubble.
 */
export function CommentBubble({ callSheetId, sectionId, count, canComment, reader }: Props) {
  const [open, setOpen] = useState(false);
  const bubble = useRef<HTMLButtonElement>(null);
  const slot = usePanelSlot(open, bubble);
  const panelId = `comments-${sectionId}`;
  const label = `${SHARE_PORTAL_TEXTS.commentsFor(SECTION_TITLES[sectionId])}, ${SHARE_PORTAL_TEXTS.commentCount(count)}`;

  const close = useCallback(() => {
    setOpen(false);
    bubble.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    // On the click, once the press has ended, not at its start: closing moves the sections below up, and a
    // press on the next section's bubble must still end on that bubble (and open its panel).
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || !target.isConnected || bubble.current?.contains(target) || slot.contains(target)) return;
      setOpen(false);
      // A press on something that takes the focus keeps it there (another bubble, a link); elsewhere the
      // focus would fall to the page's start with the panel it was in, so it goes back to the bubble.
      if (!target.closest(FOCUSABLE)) bubble.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open, slot, close]);

  return (
    <>
      <Bubble ref={bubble} type="button" aria-label={label} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <BubbleIcon />
        <span aria-hidden>{count}</span>
      </Bubble>
      {open
        ? createPortal(
            <Inline>
              <CommentPanel id={panelId} callSheetId={callSheetId} sectionId={sectionId} canComment={canComment} reader={reader} onClose={close} />
            </Inline>,
            slot,
          )
        : null}
    </>
  );
}
