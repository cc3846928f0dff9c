import { Link, useParams } from "react-router-dom";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets";
import { Card } from "shell/Card";
import { PageLayout } from "shell/PageLayout";
import { Skeleton } from "shell/Skeleton";
import { useCallSheets } from "../../lib/callSheets.ts";

/**
 * /admin/call-sheet/{id} and its print view, until the editor lands (a later issue): the sheet's title
 * and a plain note, nothing pretending to be more.
 */
export function CallSheetPage({ print = false }: { print?: boolean }) {
  const { id } = useParams();
  const sheets = useCallSheets();
  const sheet = sheets.data?.find((entry) => String(entry.id) === id);
  return (
    <PageLayout>
      <Card>
        {sheets.isPending ? (
          <Skeleton $height="2rem" />
        ) : sheet ? (
          <>
            <h1>{sheet.shootingTitle}</h1>
            <p>{print ? "The printable call sheet" : "The call sheet editor"} is built in a later issue.</p>
          </>
        ) : (
          <h1>{CALL_SHEET_MESSAGES.notFound}</h1>
        )}
        <Link to="/admin/dashboard">Back to Dashboard</Link>
      </Card>
    </PageLayout>
  );
}
