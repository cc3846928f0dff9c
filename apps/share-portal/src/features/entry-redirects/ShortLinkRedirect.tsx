import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { isNumericId } from "../../lib/isNumericId.ts";

/** /r/{token}: with ?id (and ?email) the shared view for that sheet, keeping token and e-mail; else home (spec §2). */
export function ShortLinkRedirect() {
  const token = useParams().token ?? "";
  const [query] = useSearchParams();
  const id = query.get("id") ?? "";
  if (!isNumericId(id)) return <Navigate to="/" replace />;
  return <Navigate to={sharedViewPath(id, { token, email: query.get("email") ?? "" })} replace />;
}
