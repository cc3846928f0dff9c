import { useParams, useSearchParams } from "react-router-dom";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { accessGatePath } from "@repo/contracts/sharing/urls";
import { serverMessage } from "shell/portalKit";
import { accessHint } from "../../lib/accessStorage.ts";
import { isNumericId } from "../../lib/isNumericId.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useCheckAuth } from "./api/checkAuth.ts";
import { useSharedCallSheet } from "./api/sharedCallSheet.ts";
import { AccessErrorScreen } from "./components/AccessErrorScreen.tsx";
import { LoginForm } from "./components/LoginForm.tsx";
import { SharedSheet } from "./components/SharedSheet.tsx";
import { StatusScreen } from "./components/StatusScreen.tsx";

/**
 * /shared-call-sheet/{id} (spec §2, readings A and B). The server session decides: check-auth first; without
 * a grant the login form (reading A), with one the sheet (reading B's loading and error screens). The query's
 * forceAuth, role and direct are not read: they cannot give what the session does not hold.
 */
export function SharedCallSheetPage() {
  const id = useParams().id ?? "";
  const [query] = useSearchParams();
  const token = query.get("token") || accessHint.token();
  const valid = isNumericId(id);
  const auth = useCheckAuth(id, valid);
  // The sheet is asked for together with check-auth, not after it: one round trip less before a phone shows
  // it. Without a grant that call is refused (401), which shows nowhere: check-auth's answer is read first
  // below, and once it says no, the sheet is not asked for again until it says yes (after the login form).
  const sheet = useSharedCallSheet(id, valid && auth.data?.authenticated !== false);
  usePageTitle(sheet.data ? `${sheet.data.callSheet.shootingTitle} · ${SHARE_PORTAL_TEXTS.titles.sharedView}` : SHARE_PORTAL_TEXTS.titles.sharedView);

  const notFound = <AccessErrorScreen title={CALL_SHEET_MESSAGES.notFound} message={SHARE_PORTAL_TEXTS.sheetNotFoundHint} token={token} />;
  if (!valid) return notFound;
  if (auth.isPending) return <StatusScreen text={SHARING_TEXTS.checkingAuthentication} />;
  if (auth.isError) return <AccessErrorScreen message={serverMessage(auth.error)} token={token} />;
  // Check-auth decides first: the sheet's early answer (a 404 to a session holding another sheet's grant)
  // must not take the login form's place.
  if (!auth.data.authenticated) return <LoginForm callSheetId={id} token={query.get("token")} initialEmail={query.get("email") ?? accessHint.email() ?? ""} />;
  if (sheet.data === null) return notFound;
  if (sheet.isPending) return <StatusScreen text={SHARING_TEXTS.loadingCallSheet} />;
  if (sheet.isError) return <AccessErrorScreen message={serverMessage(sheet.error)} token={token} />;
  const email = auth.data.email ?? query.get("email");
  const backTo = token ? accessGatePath(token, email ? { id, email } : { id }) : null;
  return <SharedSheet callSheetId={id} data={sheet.data} auth={auth.data} backTo={backTo} />;
}
