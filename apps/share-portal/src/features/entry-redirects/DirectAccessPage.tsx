import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { accessGatePath, sharedViewPath } from "@repo/contracts/sharing/urls";
import { accessErrorMessage, requestAccess } from "../../lib/accessApi.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { RedirectingScreen } from "./components/RedirectingScreen.tsx";

const directPath = (token: string, email: string) => `/direct-access/call-sheet/${encodeURIComponent(token)}/${encodeURIComponent(email)}`;

/**
 * /direct-access/call-sheet/{token}/{email}[/{password}]. The password form is kept for old links only: a
 * password in a URL ends up in history, bookmarks and logs, so the first thing done is to replace the
 * address without it; the password then lives in this component's memory until the one access call.
 * Success opens the shared view; failure (or no password) the gate with the e-mail filled in.
 */
export function DirectAccessPage() {
  const { token = "", email = "", password } = useParams();
  const navigate = useNavigate();
  const pending = useRef<string | null>(null);
  const started = useRef(false);
  usePageTitle(SHARE_PORTAL_TEXTS.titles.redirecting);

  useEffect(() => {
    if (password !== undefined) {
      pending.current = password;
      navigate(directPath(token, email), { replace: true });
      return;
    }
    // StrictMode runs effects twice: one access call per visit.
    if (started.current) return;
    started.current = true;
    const secret = pending.current;
    pending.current = null;
    if (!secret) {
      navigate(accessGatePath(token, { email }), { replace: true });
      return;
    }
    requestAccess({ token, email, password: secret }).then(
      // The view opens from the session's grant: its address names neither token nor e-mail.
      (access) => navigate(sharedViewPath(access.callSheetId), { replace: true }),
      (error: unknown) => navigate(accessGatePath(token, { email }), { replace: true, state: { message: accessErrorMessage(error) } }),
    );
  }, [token, email, password, navigate]);

  return <RedirectingScreen />;
}
