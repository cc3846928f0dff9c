import { useEffect } from "react";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { inScreenLanguage } from "@repo/contracts/common/screenLanguage";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { accessGatePath } from "@repo/contracts/sharing/urls";
import { ApiError, serverMessage } from "shell/portalKit";
import { InvitationEndedScreen } from "../../components/InvitationEndedScreen.tsx";
import { invitationEndedOf } from "../../lib/deadEnds.ts";
import { isNumericId } from "../../lib/isNumericId.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { forgetEndedSheet } from "../../offline/forgetSheet.ts";
import { useCheckAuth } from "./api/checkAuth.ts";
import { useNotedEnd } from "./api/invitationEnded.ts";
import { useSharedCallSheet } from "./api/sharedCallSheet.ts";
import { AccessErrorScreen } from "./components/AccessErrorScreen.tsx";
import { LoginForm } from "./components/LoginForm.tsx";
import { SharedSheet } from "./components/SharedSheet.tsx";
import { StatusScreen } from "./components/StatusScreen.tsx";

/** The view is English: a server message in Serbian without an English entry becomes the spec's access error text. */
const inEnglish = (error: unknown) => {
  const message = serverMessage(error);
  return message ? inScreenLanguage("en", message, SHARING_TEXTS.expired) : undefined;
};

/** No answer (network, timeout), a server error or too many requests: nothing says the link is at fault. */
const notAnswered = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** The error screen of a failed check-auth or a sheet that never loaded: the server's refusal in its words, or that it could not be loaded. */
const errorScreen = (error: unknown) =>
  notAnswered(error) ? <AccessErrorScreen title={SHARING_TEXTS.loadFailedTitle} message={SHARING_TEXTS.loadFailed} /> : <AccessErrorScreen message={inEnglish(error)} />;

/**
 * /shared-call-sheet/{id} (spec §2, readings A and B). The server session decides: check-auth first; without
 * a grant the login form (reading A), with one the sheet (reading B's loading and error screens); an ended
 * invitation (410 from any of its calls, a comment's too) the ended screen, whom to ask included. The
 * query's forceAuth, role and direct are not read: they cannot give what the session does not hold.
 */
export function SharedCallSheetPage() {
  const id = useParams().id ?? "";
  const [query] = useSearchParams();
  const token = query.get("token");
  // Old links (the spec's /r/ target) name the token and e-mail here; the gate takes them, so this address
  // never holds them (history, Referer), and it comes straight back for a session that holds the grant.
  if (token) {
    const email = query.get("email");
    return <Navigate to={accessGatePath(token, { ...(isNumericId(id) ? { id } : {}), ...(email ? { email } : {}) })} replace />;
  }
  return <SharedView id={id} initialEmail={query.get("email") ?? ""} />;
}

function SharedView({ id, initialEmail }: { id: string; initialEmail: string }) {
  const valid = isNumericId(id);
  const auth = useCheckAuth(id, valid);
  // The sheet is asked for together with check-auth, not after it: one round trip less before a phone shows
  // it. Without a grant that call is refused (401), which shows nowhere: check-auth's answer is read first
  // below, and once it says no, the sheet is not asked for again until it says yes (after the login form).
  const sheet = useSharedCallSheet(id, valid && auth.data?.authenticated !== false);
  const noted = useNotedEnd(id);
  usePageTitle(sheet.data ? `${sheet.data.callSheet.shootingTitle} · ${SHARE_PORTAL_TEXTS.titles.sharedView}` : SHARE_PORTAL_TEXTS.titles.sharedView);

  const ended = valid ? (noted ?? invitationEndedOf(auth.error) ?? invitationEndedOf(sheet.error)) : undefined;
  // The invitation ended: the sheet's copy, its waiting comments and a Confirm kept on this device go at
  // once (nothing of them can be sent or read again under it). The service worker drops the first two on
  // the portal server's `ended` too, but only at the next load, and it cannot reach localStorage. A session
  // without the grant (the login form) keeps them for the same reader's next sign-in.
  useEffect(() => {
    if (ended) void forgetEndedSheet(id, noted?.reader);
  }, [ended, id, noted?.reader]);

  const notFound = <AccessErrorScreen title={CALL_SHEET_MESSAGES.notFound} message={SHARE_PORTAL_TEXTS.sheetNotFoundHint} />;
  if (!valid) return notFound;
  if (ended) return <InvitationEndedScreen ended={ended.ended} language="en" />;
  if (auth.isPending) return <StatusScreen text={SHARING_TEXTS.checkingAuthentication} />;
  // Like the sheet's below: check-auth asked again on the way back (or at the network's return) and failing
  // keeps what it said before; only one that never answered gives way to the error (an ended one, above).
  if (auth.data === undefined) return errorScreen(auth.error);
  // Check-auth decides first: the sheet's early answer (a 404 to a session holding another sheet's grant)
  // must not take the login form's place.
  if (!auth.data.authenticated) return <LoginForm callSheetId={id} initialEmail={initialEmail} />;
  if (sheet.data === null) return notFound;
  // A refetch that fails (coming back to the page on a poor network) keeps the sheet on screen, and with it
  // a comment being typed: only a sheet that never loaded gives way to the error.
  if (sheet.data === undefined) return sheet.isError ? errorScreen(sheet.error) : <StatusScreen text={SHARING_TEXTS.loadingCallSheet} />;
  return <SharedSheet callSheetId={id} data={sheet.data} auth={auth.data} />;
}
