import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { accessGatePath } from "@repo/contracts/sharing/urls";
import { PortalNotFound } from "../../components/PortalNotFound.tsx";
import { isNumericId } from "../../lib/isNumericId.ts";

/**
 * /r/{token}?id&email. The spec sends it to /shared-call-sheet/{id}?token&email; we send it to the token's
 * gate instead (issue 23): the shared view's address holds no token or e-mail (history, Referer), and the
 * gate opens the sheet at once for a session that already holds its grant. Without a sheet id the link is
 * cut short: the portal's not-found page, which says where a whole link is.
 */
export function ShortLinkRedirect() {
  const token = useParams().token ?? "";
  const [query] = useSearchParams();
  const id = query.get("id") ?? "";
  if (!isNumericId(id)) return <PortalNotFound />;
  const email = query.get("email");
  return <Navigate to={accessGatePath(token, email ? { id, email } : { id })} replace />;
}
