import { useMemo } from "react";
import styled from "styled-components";
import { CallSheetDocument } from "@repo/call-sheet/CallSheetDocument";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { serverMessageIn } from "shell/apiClient";
import { useRevisionQuery } from "../api/revisions.ts";
import { formatPublishedAt } from "../lib/formatPublishedAt.ts";

const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 2px solid #92400e;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fffbeb;
  strong { display: inline-block; margin-right: ${({ theme }) => theme.space(2)}; padding: 2px 8px; border-radius: 999px; background: #92400e; color: #ffffff; font-size: 0.875rem; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; overflow-wrap: anywhere; white-space: pre-line; }
`;

// The document as paper, like the print view; it cannot be typed into (nothing in it is a control).
const Paper = styled.div`
  background: #ffffff;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One revision read-only: the document rendered from its snapshot, under a label saying which and that it is read-only. */
export function RevisionReadOnly({ callSheetId, number }: { callSheetId: number; number: number }) {
  const revision = useRevisionQuery(callSheetId, number);
  const sheet = useMemo(() => (revision.data ? parseCallSheet(revision.data.callSheet) : null), [revision.data]);
  if (revision.isPending) return <p role="status">{TEXTS.revisionLoading(number)}</p>;
  if (revision.isError) return <p role="alert">{TEXTS.loadFailed(serverMessageIn("en", revision.error, CONSOLE_SERVER_FALLBACK) ?? revision.error.message)}</p>;
  const published = formatPublishedAt(revision.data.publishedAt);
  return (
    <>
      <Banner role="note" aria-label={TEXTS.readOnly(number)}>
        <strong>{TEXTS.readOnly(number)}</strong>
        <span>
          {published} · {TEXTS.publishedBy(revision.data.publishedBy)}
        </span>
        <p>{TEXTS.readOnlyNote(number, published)}</p>
        {revision.data.note ? <p>“{revision.data.note}”</p> : null}
      </Banner>
      {/* The document says which revision it is too ('REV N · {date}' in its header), as the crew sees it. */}
      <Paper>{sheet ? <CallSheetDocument sheet={sheet} revision={{ number, publishedAt: revision.data.publishedAt }} /> : null}</Paper>
    </>
  );
}
