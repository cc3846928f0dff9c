import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { accessGatePath, sharedViewPath } from "@repo/contracts/sharing/urls";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { RedirectingScreen } from "./components/RedirectingScreen.tsx";

/** Where /call-sheet/{id} goes for a numeric id: the gate when the link carries token and e-mail, else the view. */
export function numericEntryTarget(id: string, query: URLSearchParams): string {
  const token = query.get("token");
  const email = query.get("email");
  if (token && email) return accessGatePath(token, { id, email, role: "commenter" });
  return sharedViewPath(id);
}

/**
 * /call-sheet/{numeric id}: with ?token&email the gate opens; otherwise a spinner, then the shared view
 * (spec §2). The spec also keeps token and e-mail in session storage for the view's Go Back; we keep no
 * credential in the browser (issue 23): the grant lives in the server session, and the gate of a session
 * that holds it opens the sheet. Our gate is a page of this app, so the spec's "static access page missing"
 * fallback never applies.
 */
export function NumericEntryRedirect({ id }: { id: string }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(SHARE_PORTAL_TEXTS.titles.redirecting);
  useEffect(() => {
    navigate(numericEntryTarget(id, query), { replace: true });
  }, [id, query, navigate]);
  return <RedirectingScreen />;
}
