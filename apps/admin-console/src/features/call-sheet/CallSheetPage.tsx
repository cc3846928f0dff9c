import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import styled from "styled-components";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets";
import { EDITOR_TEXTS } from "@repo/contracts/callSheetEditor";
import { ApiError, serverMessage } from "shell/apiClient";
import { Card } from "shell/Card";
import { PageLayout } from "shell/PageLayout";
import { Skeleton } from "shell/Skeleton";
import { useCallSheetQuery } from "./api/callSheet.ts";
import { CallSheetEditor, CardGrid } from "./components/CallSheetEditor.tsx";

const Loading = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/**
 * shell/Checkbox and shell/Select are the shell modules only this route uses, so nothing loads them before
 * this chunk does: module federation fills the chunk's bindings for them when the shell answers, after the
 * chunk has run. A sheet that arrives first would render `undefined` (React #130, "Something went wrong";
 * one direct load in two in the browser tests). The editor waits for both; the dynamic imports share the
 * static ones' pending load, and the extra task lets the chunk's own bindings be filled first.
 */
let shellModulesLoaded = false;
const shellModulesReady = Promise.all([import("shell/Checkbox"), import("shell/Select")])
  .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  // A failed load renders anyway: the route's error screen then says what went wrong, as for any chunk.
  .catch(() => undefined)
  .then(() => {
    shellModulesLoaded = true;
  });

function useShellModules(): boolean {
  const [ready, setReady] = useState(shellModulesLoaded);
  useEffect(() => {
    if (!ready) void shellModulesReady.then(() => setReady(true));
  }, [ready]);
  return ready;
}

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

/** /admin/call-sheet/{id}: the call sheet editor (spec §2 "Editor (admin)"). */
export function CallSheetPage() {
  const { id = "" } = useParams();
  const sheet = useCallSheetQuery(id);
  const shellReady = useShellModules();

  // Keyed by id: another sheet gets a fresh editor state, never this one's versions. A later refetch
  // (data already here) does not reset the editor: it follows its own saves from then on.
  if (sheet.data) return shellReady ? <CallSheetEditor key={id} id={id} initial={sheet.data} /> : <EditorSkeleton />;
  if (sheet.isPending) return <EditorSkeleton />;
  const missing = sheet.error instanceof ApiError && (sheet.error.status === 404 || sheet.error.status === 400);
  return (
    <PageLayout>
      <Card>
        <h1>{missing ? CALL_SHEET_MESSAGES.notFound : EDITOR_TEXTS.errorTitle}</h1>
        {missing ? null : <p role="alert">{serverMessage(sheet.error) ?? sheet.error.message}</p>}
        <Link to="/admin/dashboard">{EDITOR_TEXTS.backToDashboard}</Link>
      </Card>
    </PageLayout>
  );
}
