import { useState } from "react";
import { Link, useNavigate, type To } from "react-router-dom";
import styled from "styled-components";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import type { RevisionSummary } from "@repo/contracts/callSheets/schemas/revisions";
import { serverMessageIn } from "shell/apiClient";
import { useRevisionsQuery } from "../api/revisions.ts";
import { formatPublishedAt } from "../lib/formatPublishedAt.ts";
import type { RevisionView } from "../lib/revisionView.ts";
import { ComparePicker } from "./ComparePicker.tsx";

const List = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 { margin: 0; font-size: 1rem; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; overflow-wrap: anywhere; white-space: pre-line; }
  .meta { color: ${({ theme }) => theme.colors.mutedText}; font-size: 0.875rem; }
  .none { color: ${({ theme }) => theme.colors.mutedText}; font-style: italic; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(2)};
  a { display: inline-flex; align-items: center; min-height: 32px; font-weight: 600; color: ${({ theme }) => theme.colors.focus}; }
`;

function RevisionItem({ revision, linkTo }: { revision: RevisionSummary; linkTo: (view: RevisionView) => To }) {
  const { number } = revision;
  return (
    <Item aria-label={TEXTS.revisionLabel(number)}>
      <h3>{TEXTS.revisionLabel(number)}</h3>
      <p className="meta">
        {formatPublishedAt(revision.publishedAt)} · {TEXTS.publishedBy(revision.publishedBy)}
      </p>
      {revision.note ? <p>{revision.note}</p> : <p className="none">{TEXTS.noNote}</p>}
      <Links>
        <Link to={linkTo({ kind: "revision", number })}>{TEXTS.open(number)}</Link>
        {number > 1 ? <Link to={linkTo({ kind: "compare", from: number - 1, to: number })}>{TEXTS.changesFromPrevious(number)}</Link> : null}
      </Links>
    </Item>
  );
}

/** The history: every revision newest first (number, date, publisher, note), each to open or compare. */
export function RevisionHistory({ callSheetId, linkTo }: { callSheetId: number; linkTo: (view: RevisionView) => To }) {
  const revisions = useRevisionsQuery(callSheetId);
  const navigate = useNavigate();
  const [picked, setPicked] = useState<{ from: number; to: number } | null>(null);
  if (revisions.isPending) return <p role="status">{TEXTS.loading}</p>;
  if (revisions.isError)
    return <p role="alert">{TEXTS.loadFailed(serverMessageIn("en", revisions.error, CONSOLE_SERVER_FALLBACK) ?? revisions.error.message)}</p>;
  const list = revisions.data;
  if (list.length === 0) return <p>{TEXTS.none}</p>;
  const numbers = list.map((revision) => revision.number);
  const chosen = picked ?? { from: numbers[1] ?? numbers[0]!, to: numbers[0]! };
  return (
    <>
      {numbers.length > 1 ? (
        <ComparePicker numbers={numbers} from={chosen.from} to={chosen.to} onChange={setPicked} onCompare={() => navigate(linkTo({ kind: "compare", ...chosen }))} />
      ) : null}
      <List aria-label={TEXTS.historyList}>
        {list.map((revision) => (
          <RevisionItem key={revision.number} revision={revision} linkTo={linkTo} />
        ))}
      </List>
    </>
  );
}
