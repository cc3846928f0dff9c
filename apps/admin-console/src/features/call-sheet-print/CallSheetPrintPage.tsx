import { useMemo, type ReactNode } from "react";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { CallSheetDocument } from "@repo/call-sheet/CallSheetDocument";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import { PRINT_VIEW_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { serverMessageIn } from "shell/apiClient";
import { ErrorScreen } from "shell/ErrorScreen";
import { Skeleton } from "shell/Skeleton";
import { usePrintCallSheet, usePrintConditions, usePrintRevision } from "./api/printCallSheet.ts";
import { PrintControls } from "./components/PrintControls.tsx";
import { PrintNotFound } from "./components/PrintNotFound.tsx";
import { usePrintedAt } from "./usePrintedAt.ts";

// On screen a sheet of paper on the page; in print the page box (@page, from the document) is the frame.
const Paper = styled.main`
  max-width: 1040px;
  margin: ${({ theme }) => theme.space(4)} auto;
  background: #ffffff;
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media print {
    margin: 0;
    box-shadow: none;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
`;

/** /admin/call-sheet-print/{id}: the read-only call sheet as it prints, with Back to editor and Print above it. */
export function CallSheetPrintPage({ sharing }: { sharing?: (callSheetId: number) => ReactNode }) {
  const id = useParams().id ?? "";
  const valid = /^\d+$/.test(id);
  const sheet = usePrintCallSheet(id, valid);
  const found = valid && Boolean(sheet.data);
  const conditions = usePrintConditions(id, found);
  const parsed = useMemo(() => (sheet.data ? parseCallSheet(sheet.data) : null), [sheet.data]);
  const revision = usePrintRevision(id, sheet.data?.version);
  const printedAt = usePrintedAt();
  // The console is served on the public origin the share portal is (the gateway), as the invitation's links are.
  const sharedUrl = `${window.location.origin}${sharedViewPath(id)}`;

  if (!valid || sheet.data === null) return <PrintNotFound />;
  // The console speaks English: a Serbian server message (a lost session's 'Niste prijavljeni') is said in English.
  if (sheet.isError) return <ErrorScreen message={serverMessageIn("en", sheet.error, CONSOLE_SERVER_FALLBACK) ?? sheet.error.message} />;
  return (
    <>
      <PrintControls id={id} sharing={sharing?.(Number(id))} />
      <Paper>
        {parsed ? (
          <CallSheetDocument
            sheet={parsed}
            light={conditions.data?.locations}
            weather={conditions.data?.weather}
            // Paper leads back: the QR stamp once it is known whether this is a published revision or a draft
            // (none if the revisions cannot be read: better no stamp than a wrong 'REV N' or 'Draft').
            revision={revision.data ?? undefined}
            sharedUrl={revision.isSuccess ? sharedUrl : undefined}
            printedAt={printedAt}
            paper
          />
        ) : (
          <Loading role="status" aria-label={PRINT_VIEW_TEXTS.loading}>
            <Skeleton $height="2.5rem" $width="60%" />
            <Skeleton $height="8rem" />
            <Skeleton $height="8rem" />
          </Loading>
        )}
      </Paper>
    </>
  );
}
