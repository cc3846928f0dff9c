import { type RefObject, useEffect, useRef } from "react";
import styled from "styled-components";
import { hiddenInPrint } from "@repo/call-sheet/printStyles";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { usePendingComments } from "../lib/commentOutbox.ts";
import { useCommentPanelOpen } from "../lib/openCommentPanels.ts";
import { CONFIRM_BAR_HEIGHT_VARIABLE } from "./ConfirmRevision.tsx";
import { NotSentBox, NotSentNotices, useNotSentDrafts } from "./NotSentNotices.tsx";

// Fixed, so it moves nothing when it comes or goes (the server's render cannot know about it); above a
// phone's Confirm bar.
const Dock = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space(3)};
  bottom: calc(var(${CONFIRM_BAR_HEIGHT_VARIABLE}, 0px) + ${({ theme }) => theme.space(3)});
  z-index: 25;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(calc(100vw - 24px), 36rem);
  ${hiddenInPrint}
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid #f59e0b;
  border-radius: 999px;
  background: #fef3c7;
  color: #1f2937;
  font-weight: 600;
  font-size: 0.875rem;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

type Props = { callSheetId: string; reader: string; canComment: boolean };

/** The dock's height while it shows, as a CSS variable: the page ends that much lower (SheetLayout), so it covers nothing. */
export const PENDING_DOCK_HEIGHT_VARIABLE = "--pending-dock-height";

function useRoomForDock(dock: RefObject<HTMLDivElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = dock.current;
    const root = document.documentElement;
    if (!shown || !element || typeof ResizeObserver !== "function") return;
    // Its height and the gap below it (it sits that far above the screen's, or the Confirm bar's, edge).
    const measure = () => root.style.setProperty(PENDING_DOCK_HEIGHT_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height) + 12}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(PENDING_DOCK_HEIGHT_VARIABLE);
    };
  }, [dock, shown]);
}

/**
 * 'N comments waiting to send' while comments written offline wait on this device (docs/on-set.md), and
 * above it, until dismissed or sent, each comment that came back not sent ('Not sent: {why}. Your text is
 * back in the comment box of {section}.'). While a comment panel is open the panel says both instead
 * (CommentPanel): fixed at the bottom of a phone's screen, the notice covered the panel's box and buttons.
 */
export function PendingCommentsNotice({ callSheetId, reader, canComment }: Props) {
  const count = usePendingComments(callSheetId, reader).length;
  const notSent = useNotSentDrafts(callSheetId, reader);
  const panelOpen = useCommentPanelOpen();
  // Only a reader who may comment sends what waits (a viewer's page runs no round).
  const waiting = canComment && count > 0;
  const dock = useRef<HTMLDivElement>(null);
  const shown = !panelOpen && (waiting || notSent.length > 0);
  useRoomForDock(dock, shown);
  // A viewer's page has nothing to say until a text of theirs comes back (one status region the fewer).
  if (!canComment && notSent.length === 0) return null;
  return (
    <div role="status">
      {shown ? (
        <Dock ref={dock}>
          {notSent.length > 0 ? (
            <NotSentBox $raised>
              <NotSentNotices callSheetId={callSheetId} reader={reader} canComment={canComment} drafts={notSent} />
            </NotSentBox>
          ) : null}
          {waiting ? <Notice title={ON_SET_TEXTS.waitingToSendHint}>{ON_SET_TEXTS.pendingComments(count)}</Notice> : null}
        </Dock>
      ) : null}
    </div>
  );
}
