import { Link } from "react-router-dom";
import styled from "styled-components";
import { COLLABORATORS_TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { editorCommentsPath } from "@repo/contracts/sharing/urls";
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
`;

/**
 * '5 shared, 2 new comments' (issue 23): the new comments link to the editor's Comments view. Nothing for
 * a sheet shared with nobody and without new comments.
 */
export function SharingLine({ sheet }: { sheet: Pick<CallSheetSummary, "id" | "sharedCount" | "newCommentCount"> }) {
  if (!sheet.sharedCount && !sheet.newCommentCount) return null;
  const comments = sheet.newCommentCount ? <Link to={editorCommentsPath(sheet.id)}>{COLLABORATORS_TEXTS.newComments(sheet.newCommentCount)}</Link> : null;
  return (
    <Sharing>
      {sheet.sharedCount ? COLLABORATORS_TEXTS.sharedCount(sheet.sharedCount) : null}
      {sheet.sharedCount && comments ? ", " : null}
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
