import styled from "styled-components";
import { hiddenInPrint } from "@repo/call-sheet/printStyles";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { usePendingComments } from "../lib/commentOutbox.ts";
import { useCommentPanelOpen } from "../lib/openCommentPanels.ts";
import { CONFIRM_BAR_HEIGHT_VARIABLE } from "./ConfirmRevision.tsx";

// Fixed, so it moves nothing when it comes or goes (the server's render cannot know about it); above a
// phone's Confirm bar.
const Notice = styled.p`
  position: fixed;
  left: ${({ theme }) => theme.space(3)};
  bottom: calc(var(${CONFIRM_BAR_HEIGHT_VARIABLE}, 0px) + ${({ theme }) => theme.space(3)});
  z-index: 25;
  max-width: calc(100vw - 24px);
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid #f59e0b;
  border-radius: 999px;
  background: #fef3c7;
  color: #1f2937;
  font-weight: 600;
  font-size: 0.875rem;
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${hiddenInPrint}
`;

/**
 * 'N comments waiting to send' while comments written offline wait on this device (docs/on-set.md). While a
 * comment panel is open the panel says it instead (CommentPanel): fixed at the bottom of a phone's screen,
 * the notice covered the panel's box and buttons.
 */
export function PendingCommentsNotice({ callSheetId }: { callSheetId: string }) {
  const count = usePendingComments(callSheetId).length;
  const panelOpen = useCommentPanelOpen();
  return <div role="status">{count > 0 && !panelOpen ? <Notice title={ON_SET_TEXTS.waitingToSendHint}>{ON_SET_TEXTS.pendingComments(count)}</Notice> : null}</div>;
}
