import type { ReactNode } from "react";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { Link, useParams } from "react-router-dom";
import styled from "styled-components";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { ApiError, serverMessageIn } from "shell/apiClient";
import { Card } from "shell/Card";
import { PageLayout } from "shell/PageLayout";
import { Skeleton } from "shell/Skeleton";
import { useCallSheetQuery } from "./api/callSheet.ts";
import { CallSheetEditor, CardGrid } from "./components/CallSheetEditor.tsx";
import type { RevisionEntries } from "./components/EditorHeader.tsx";

const Loading = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/** The editor's outline while the sheet loads: the header and a few cards, where they will be. */
function EditorSkeleton() {
  return (
    <Loading aria-busy="true" aria-label="Loading call sheet">
      <Skeleton $height="3rem" $width="60%" />
      <CardGrid>
        {[0, 1, 2, 3].map((card) => (
          <Card key={card}>
            <Skeleton $height="1.5rem" $width="40%" />
            <br />
            <Skeleton $height="2.5rem" />
            <br />
            <Skeleton $height="2.5rem" />
          </Card>
        ))}
      </CardGrid>
    </Loading>
  );
}

/**
 * /admin/call-sheet/{id}: the call sheet editor (spec §2 "Editor (admin)"). `sharing` gives the bar's
 * sharing entries (the collaborators feature's, composed by the app: features do not import each other);
 * Share calls `beforeShare` first, which saves what is on screen and answers false when that failed.
 * `revisions` gives the revision entries (the revisions feature's, composed by the app the same way).
 */
export function CallSheetPage({
  sharing,
  revisions,
}: {
  sharing?: (callSheetId: number, beforeShare?: () => boolean | Promise<boolean>) => ReactNode;
  revisions?: (callSheetId: number) => RevisionEntries;
}) {
  const { id = "" } = useParams();
  const sheet = useCallSheetQuery(id);

  // Keyed by id: another sheet gets a fresh editor state, never this one's versions. A later refetch
  // (data already here) does not reset the editor: it follows its own saves from then on.
  if (sheet.data)
    return (
      <CallSheetEditor
        key={id}
        id={id}
        initial={sheet.data}
        sharing={sharing ? (beforeShare) => sharing(Number(id), beforeShare) : undefined}
        revisions={revisions?.(Number(id))}
      />
    );
  if (sheet.isPending) return <EditorSkeleton />;
  const missing = sheet.error instanceof ApiError && (sheet.error.status === 404 || sheet.error.status === 400);
  return (
    <PageLayout>
      <Card>
        <h1>{missing ? CALL_SHEET_MESSAGES.notFound : EDITOR_TEXTS.errorTitle}</h1>
        {missing ? null : <p role="alert">{serverMessageIn("en", sheet.error, CONSOLE_SERVER_FALLBACK) ?? sheet.error.message}</p>}
        <Link to="/admin/dashboard">{EDITOR_TEXTS.backToDashboard}</Link>
      </Card>
    </PageLayout>
  );
}
