import { createContext, useContext } from "react";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { sharedViewPath } from "@repo/contracts/sharing/urls";

/**
 * Which revision's list of changes this browser closed ('Got it'), per sheet (docs/revisions.md, "What the
 * collaborator sees"). A cookie, not localStorage: the portal server reads it with the page's request, so its
 * render already leaves a closed list out and the page does not move when the scripts take over. A revision
 * number only (nothing secret), scoped to the sheet's own address (`Path=/shared-call-sheet/{id}`: sent with
 * that page and nothing else, not to the API's calls).
 */
const COOKIE = ON_SET_CONSTANTS.changesReadCookie;
/** Long enough to outlive any invitation (they end a week after the shoot). */
const MAX_AGE_S = 180 * 24 * 60 * 60;

/** The revision number a Cookie header holds, or null (absent, or not a revision number). */
export function changesReadIn(cookieHeader: string | null | undefined): number | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (/^[1-9]\d{0,8}$/.test(value)) return Number(value);
  }
  return null;
}

/** Remembers that the list of `revision` was closed on this browser. */
export function noteChangesRead(callSheetId: string, revision: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE}=${revision}; Path=${sharedViewPath(callSheetId)}; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The Set-Cookie value that forgets it (the portal server's, when the sheet's grant is gone). */
export const forgetChangesReadCookie = (callSheetId: number | string) => `${COOKIE}=; Path=${sharedViewPath(callSheetId)}; Max-Age=0; SameSite=Lax`;

/**
 * The portal server's render gets the value of the request's cookie here (it has no `document`); undefined:
 * in the browser, read `document.cookie`.
 */
export const ChangesReadContext = createContext<number | null | undefined>(undefined);

/** The revision whose list this browser closed, as the server's render and the browser both see it. */
export function useChangesRead(): () => number | null {
  const fromServer = useContext(ChangesReadContext);
  return () => (fromServer !== undefined ? fromServer : typeof document === "undefined" ? null : changesReadIn(document.cookie));
}
