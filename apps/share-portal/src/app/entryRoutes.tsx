import { useParams } from "react-router-dom";
import { AccessGatePage } from "../features/access-gate/AccessGatePage.tsx";
import { NumericEntryRedirect } from "../features/entry-redirects/NumericEntryRedirect.tsx";
import { isNumericId } from "../lib/isNumericId.ts";

// The ways into a sheet, one chunk (routes.tsx loads it for these addresses only; a shared view never needs it).
export { DirectAccessPage } from "../features/entry-redirects/DirectAccessPage.tsx";
export { ShortLinkRedirect } from "../features/entry-redirects/ShortLinkRedirect.tsx";
export { TestAccessRedirect } from "../features/entry-redirects/TestAccessRedirect.tsx";

/** /call-sheet/{id}: a numeric id is a sheet (redirects), anything else is an invitation's token (the gate). */
export function CallSheetEntryRoute() {
  const id = useParams().id ?? "";
  return isNumericId(id) ? <NumericEntryRedirect id={id} /> : <AccessGatePage token={id} />;
}

/** /call-sheet-access/{token}. */
export function AccessGateRoute() {
  return <AccessGatePage token={useParams().token ?? ""} />;
}
