import { useState } from "react";
import styled from "styled-components";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import type { Comment } from "@repo/contracts/sharing/schemas";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { CommentPanel } from "./CommentPanel.tsx";

// The bubble sits in the section's title row (the document's sectionExtras slot); the panel opens under it,
// over the section, so the document's own layout (and its print) stays exactly the document's.
const Anchor = styled.div`
  position: relative;
`;

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

const Popover = styled.div`
  position: absolute;
  z-index: 15;
  top: calc(100% + 6px);
  right: 0;
  width: min(420px, calc(100vw - 40px));
  max-height: 70vh;
  overflow-y: auto;
`;

// Drawn, not an emoji: headless and kiosk browsers often have no emoji font and show a box instead.
function BubbleIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

type Props = { callSheetId: string; sectionId: CallSheetSectionId; comments: Comment[]; canComment: boolean };

/** A section's comment bubble with its count; it opens and closes that section's panel. */
export function CommentBubble({ callSheetId, sectionId, comments, canComment }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = `comments-${sectionId}`;
  const label = `${SHARE_PORTAL_TEXTS.commentsFor(SECTION_TITLES[sectionId])}, ${SHARE_PORTAL_TEXTS.commentCount(comments.length)}`;
  return (
    <Anchor>
      <Bubble type="button" aria-label={label} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <BubbleIcon />
        <span aria-hidden>{comments.length}</span>
      </Bubble>
      {open ? (
        <Popover>
          <CommentPanel id={panelId} callSheetId={callSheetId} sectionId={sectionId} comments={comments} canComment={canComment} onClose={() => setOpen(false)} />
        </Popover>
      ) : null}
    </Anchor>
  );
}
