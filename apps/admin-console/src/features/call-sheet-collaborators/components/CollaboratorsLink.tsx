import { useQuery } from "@tanstack/react-query";
import { Link, type To } from "react-router-dom";
import styled from "styled-components";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { ButtonLink } from "shell/Button";
import { useIdle } from "../../../lib/useIdle.ts";
import { useRefetchWhenBack } from "../../../lib/useRefetchWhenBack.ts";
import { sharesQueryKey, sharesQueryOptions, usePrefetchShares } from "../api/shares.ts";

/** Muted while some are pending, green once everyone confirmed (both 4.5:1 or more on the bar's white). */
const Count = styled.span<{ $all: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $all }) => ($all ? theme.colors.success : theme.colors.mutedText)};
`;

/**
 * 'Collaborators' in the editor's bar (and the print view's controls), with who has confirmed the latest
 * revision (issue 25): 'Collaborators 12/15', read 'Collaborators, 12 of 15 confirmed'. Nothing more while
 * the sheet is shared with nobody or nothing is published, or while the list is not in yet (it never holds
 * up the editor: asked once the page is idle after its first paint; one GET, the panel's).
 *
 * The count is the panel's own query (same key): opening the panel shows the list at once, and Resend,
 * Revoke, Share and Send reminder, which invalidate that key, move the count too. Asked again when the
 * producer comes back to the tab, every minute while it is in front (collaborators confirm meanwhile), and
 * every few seconds while an invitation, a notice or a reminder is queued (the panel's polling).
 */
export function CollaboratorsLink({ callSheetId, to, current }: { callSheetId: number; to: To; current: boolean }) {
  const idle = useIdle();
  // Open (`?view=collaborators`), the panel asks at once and the link takes that answer: waiting for idle
  // here would ask again if the page turned idle more than the list's staleTime after it came (seen with
  // the CPU 8x slowed: two GETs).
  const shares = useQuery({ ...sharesQueryOptions(callSheetId), enabled: idle || current });
  useRefetchWhenBack(sharesQueryKey(callSheetId), idle);
  const prefetchShares = usePrefetchShares(callSheetId);
  const summary = shares.data;
  const counted = summary && summary.latestRevision !== null && summary.total > 0 ? summary : null;
  return (
    <ButtonLink
      as={Link}
      $variant="outline"
      to={to}
      aria-current={current ? "page" : undefined}
      aria-label={counted ? TEXTS.openConfirmed(counted.confirmed, counted.total) : undefined}
      onClick={current ? undefined : prefetchShares}
    >
      {TEXTS.open}
      {counted ? (
        <Count aria-hidden="true" $all={counted.confirmed >= counted.total} data-confirmed-count="">
          {TEXTS.openCount(counted.confirmed, counted.total)}
        </Count>
      ) : null}
    </ButtonLink>
  );
}
