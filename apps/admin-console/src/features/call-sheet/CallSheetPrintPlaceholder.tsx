import { Link, useParams } from "react-router-dom";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets";
import { Card } from "shell/Card";
import { PageLayout } from "shell/PageLayout";
import { Skeleton } from "shell/Skeleton";
import { useCallSheetQuery } from "./api/callSheet.ts";

/**
 * /admin/call-sheet-print/{id} until the print view (features/call-sheet-print) lands: the sheet's title
 * and a plain note, nothing pretending to be more.
 */
export function CallSheetPrintPlaceholder() {
  const { id = "" } = useParams();
  const sheet = useCallSheetQuery(id);
  return (
    <PageLayout>
      <Card>
        {sheet.isPending ? (
          <Skeleton $height="2rem" />
        ) : sheet.data ? (
          <>
            <h1>{sheet.data.shootingTitle}</h1>
            <p>The printable call sheet is built in a later issue.</p>
          </>
        ) : (
          <h1>{CALL_SHEET_MESSAGES.notFound}</h1>
        )}
        <Link to="/admin/dashboard">Back to Dashboard</Link>
      </Card>
    </PageLayout>
  );
}
