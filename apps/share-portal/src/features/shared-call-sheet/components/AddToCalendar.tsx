import styled from "styled-components";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";

// Looks like the bar's outline buttons; a link, because it downloads a file (the .ics) with no script.
const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`;

/**
 * 'Add to calendar': the collaborator's calendar event for the shoot (the API's .ics, the same event the
 * e-mails carry: one UID per sheet and collaborator, so adding it again updates it).
 */
export function AddToCalendar({ callSheetId, revision }: { callSheetId: number; revision: number | null }) {
  return (
    <Link href={CONFIRMATION_URLS.calendar(callSheetId)} download aria-label={REVISION_VIEW_TEXTS.addToCalendarLabel(revision)}>
      {REVISION_VIEW_TEXTS.addToCalendar}
    </Link>
  );
}
