import { Link } from "react-router-dom";
import styled from "styled-components";
import { COLLABORATORS_TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { editorCollaboratorsPath, editorCommentsPath } from "@repo/contracts/sharing/urls";
import type { CallSheetSummary } from "@repo/contracts/callSheets/schemas/list";
import { Button } from "shell/Button";
import { formatShootingDate } from "../lib/formatting.ts";

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1rem; overflow-wrap: anywhere; }
  /* One line of details when it fits (Client, Date, Time, Location), so five sheets take little height. */
  dl { display: flex; flex-wrap: wrap; gap: 0 ${({ theme }) => theme.space(3)}; margin: 0; font-size: 0.875rem; }
  dl > div { display: flex; gap: ${({ theme }) => theme.space(1)}; }
  dt { color: ${({ theme }) => theme.colors.mutedText}; }
  dd { margin: 0; }
`;

const Sharing = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
  a { font-weight: 600; }
  [data-all-confirmed] { color: ${({ theme }) => theme.colors.success}; }
  a[data-failed] { color: ${({ theme }) => theme.colors.destructive}; }
`;

type SharingCounts = Pick<CallSheetSummary, "id" | "sharedCount" | "newCommentCount" | "confirmation" | "failedCount">;

/**
 * '5 shared · 3/4 confirmed REV 2 · 1 failed, 2 new comments' (issues 23, 25): who confirmed the latest
 * revision (green once all did) and whose e-mail failed, which links to the editor's Collaborators panel
 * (what to resend), the new comments to its Comments view. Nothing for a sheet shared with nobody and
 * without new comments.
 */
export function SharingLine({ sheet }: { sheet: SharingCounts }) {
  if (!sheet.sharedCount && !sheet.newCommentCount) return null;
  const { confirmation } = sheet;
  const collaborators = [
    sheet.sharedCount ? <span key="shared">{COLLABORATORS_TEXTS.sharedCount(sheet.sharedCount)}</span> : null,
    sheet.sharedCount && confirmation ? (
      <span key="confirmed" data-all-confirmed={confirmation.confirmed >= confirmation.total ? "" : undefined}>
        {COLLABORATORS_TEXTS.confirmedCount(confirmation.confirmed, confirmation.total, confirmation.revision)}
      </span>
    ) : null,
    sheet.sharedCount && sheet.failedCount ? (
      <Link key="failed" to={editorCollaboratorsPath(sheet.id)} data-failed="">
        {COLLABORATORS_TEXTS.failedCount(sheet.failedCount)}
      </Link>
    ) : null,
  ].filter((part) => part !== null);
  const comments = sheet.newCommentCount ? <Link to={editorCommentsPath(sheet.id)}>{COLLABORATORS_TEXTS.newComments(sheet.newCommentCount)}</Link> : null;
  return (
    <Sharing>
      {collaborators.flatMap((part, index) => (index === 0 ? [part] : [" · ", part]))}
      {collaborators.length > 0 && comments ? ", " : null}
      {comments}
    </Sharing>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** One call sheet of 'My Shootings' (spec §2): its details, view, print and delete. */
export function ShootingItem({ sheet, onDelete }: { sheet: CallSheetSummary; onDelete: (sheet: CallSheetSummary) => void }) {
  const texts = DASHBOARD.shootings;
  return (
    <Item>
      <div>
        <h3>{sheet.shootingTitle}</h3>
        <dl>
          {(
            [
              [texts.client, sheet.client || texts.notSet],
              [texts.date, formatShootingDate(sheet.shootingDate)],
              [texts.time, sheet.shootingTime || texts.notSet],
              [texts.location, sheet.locations || texts.notSet],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <SharingLine sheet={sheet} />
      </div>
      <Actions>
        <Link to={`/admin/call-sheet/${sheet.id}`}>{texts.viewDetails}</Link>
        <Link to={`/admin/call-sheet-print/${sheet.id}`}>{texts.printView}</Link>
        <Button $variant="destructive" aria-label={`${texts.delete} ${sheet.shootingTitle}`} onClick={() => onDelete(sheet)}>
          {texts.delete}
        </Button>
      </Actions>
    </Item>
  );
}
