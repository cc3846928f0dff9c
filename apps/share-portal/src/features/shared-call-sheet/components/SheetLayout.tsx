import styled from "styled-components";
import { hiddenInPrint } from "@repo/call-sheet/printStyles";
import { CONFIRM_BAR_HEIGHT_VARIABLE, CONFIRM_BAR_MAX_WIDTH } from "./ConfirmRevision.tsx";
import { PENDING_DOCK_HEIGHT_VARIABLE } from "./PendingCommentsNotice.tsx";

const WIDE = "1200px";

/**
 * The sheet with its side column. From 1200 px the column stays on the right while the sheet scrolls (the
 * spec's "fixed on the right"); below it comes first, inline, above the sheet. Nothing is wider than a 375 px
 * phone: the grid's columns may shrink to zero and the document wraps its own text. With a collaborator's
 * Confirm fixed at the bottom of a phone's screen, the page ends that much lower, so it covers nothing.
 */
export const SheetLayout = styled.div<{ $withSide: boolean; $roomForConfirm?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ $withSide }) => ($withSide ? "1400px" : "1040px")};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  /* Room for the fixed notice of comments waiting or not sent while it shows (PendingCommentsNotice). */
  padding-bottom: calc(var(${PENDING_DOCK_HEIGHT_VARIABLE}, 0px) + ${({ theme }) => theme.space(4)});
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${WIDE}) {
    grid-template-columns: ${({ $withSide }) => ($withSide ? "minmax(0, 1fr) 320px" : "minmax(0, 1fr)")};
    align-items: start;
  }
  ${({ $roomForConfirm }) =>
    $roomForConfirm
      ? `@media (max-width: ${CONFIRM_BAR_MAX_WIDTH}) { padding-bottom: calc(var(${CONFIRM_BAR_HEIGHT_VARIABLE}, 96px) + var(${PENDING_DOCK_HEIGHT_VARIABLE}, 0px) + 16px); }`
      : ""}
  @media print {
    display: block;
    max-width: none;
    margin: 0;
    padding: 0;
  }
`;

export const SideColumn = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  @media (min-width: ${WIDE}) {
    grid-column: 2;
    grid-row: 1 / span 2;
    position: sticky;
    top: 72px;
    max-height: calc(100vh - 88px);
    overflow-y: auto;
  }
  ${hiddenInPrint}
`;

/** What comes before the sheet (what changed since the collaborator's last revision): above it, beside the side column. */
export const TopOfSheet = styled.div`
  min-width: 0;
  @media (min-width: ${WIDE}) {
    grid-column: 1;
    grid-row: 1;
  }
  ${hiddenInPrint}
`;

// On screen a sheet of paper; in print the page box (@page, from the document) is the frame. Sections keep
// clear of the sticky bar when a scroll link brings them to the top.
export const Paper = styled.div<{ $belowTop?: boolean }>`
  min-width: 0;
  background: #ffffff;
  box-shadow: ${({ theme }) => theme.shadows.card};
  section[id] { scroll-margin-top: 72px; }
  &:focus { outline: none; }
  @media (min-width: ${WIDE}) {
    grid-column: 1;
    grid-row: ${({ $belowTop }) => ($belowTop ? 2 : 1)};
  }
  @media print {
    box-shadow: none;
  }
`;
