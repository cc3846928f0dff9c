import { useQuery } from "@tanstack/react-query";
import { SESSION } from "@repo/contracts/auth/constants";
import { ApiError, apiRequest } from "./apiClient.ts";

/**
 * The browser's `adminLoggedIn` flag (spec §4 "Session"). It is a HINT for the UI only (which screen to
 * try first): the server decides every admin call from the session, so a flag set by hand opens nothing.
 */
export const adminFlag = {
  isSet(): boolean {
    try {
      return window.localStorage.getItem(SESSION.adminFlagKey) === "true";
    } catch {
      return false;
    }
  },
  set(): void {
    try {
      window.localStorage.setItem(SESSION.adminFlagKey, "true");
    } catch {
      // storage disabled: the flag is only a hint
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(SESSION.adminFlagKey);
    } catch {
      // storage disabled
    }
  },
};

export const ADMIN_PROBE_URL = `/api/models?limit=${SESSION.adminProbeLimit}`;
export const ADMIN_PROBE_KEY = ["admin-session-probe"] as const;

/**
 * The answers that say "not an admin": 401 (nobody signed in, the API's `Niste prijavljeni`) and 403
 * (signed in, not an admin). Anything else (no answer, 5xx, 503 while the API restarts, 429) says nothing
 * about the session.
 */
const REFUSALS: ReadonlySet<number> = new Set([401, 403]);

/**
 * The admin check of the spec: `GET /api/models?limit=1` with the cookies and caching off; only the
 * status counts. It keeps the flag in step: set on success, removed on a refusal (401, 403). Any other
 * failure throws, so the query keeps its last answer and the next check decides: an API restart or a
 * dropped network does not sign anyone out (nor throw away an open editor's work).
 * (The spec also runs it when a `connect.sid` cookie is visible; ours is httpOnly, so it always runs.)
 */
export async function probeAdminSession(): Promise<boolean> {
  try {
    await apiRequest("GET", ADMIN_PROBE_URL, undefined, { cache: "no-store", headers: { "Cache-Control": "no-cache", Pragma: "no-cache" } });
  } catch (error) {
    if (!(error instanceof ApiError && REFUSALS.has(error.status))) throw error;
    adminFlag.clear();
    return false;
  }
  adminFlag.set();
  signedOutHere = false;
  return true;
}

/** This tab signed out on purpose (Logout) since its last admin check said yes. */
let signedOutHere = false;

/** Logout in this tab: the sign-in page it ends on names no page to come back to (a new session starts afresh). */
export function noteSignedOutHere(): void {
  signedOutHere = true;
}

/** The query parameter of a sign-in page that names the page to come back to. */
export const RETURN_PATH_PARAM = "next";

/**
 * A sign-in page's address that remembers `location` (the page the session ended on) to come back to; the
 * sign-in page alone after a Logout in this tab.
 */
export function signInPathFor(signInPage: string, location: { pathname: string; search: string; hash: string }): string {
  if (signedOutHere) return signInPage;
  return `${signInPage}?${new URLSearchParams({ [RETURN_PATH_PARAM]: `${location.pathname}${location.search}${location.hash}` })}`;
}

const SAME_ORIGIN = "http://same-origin.invalid";

/**
 * The page to come back to after signing in, from a sign-in page's query (`?next=`): only a path of this
 * app ("/admin/call-sheet/4?x#y"), never an absolute or protocol-relative URL ("https://evil.example",
 * "//evil.example", "/\evil.example"), which would make the sign-in page an open redirect; nor
 * `signInPage` itself. null when there is none to follow.
 */
export function returnPathFrom(search: string, signInPage: string): string | null {
  const wanted = new URLSearchParams(search).get(RETURN_PATH_PARAM);
  // Backslashes and control characters first: URL parsing turns "/\\x" into "//x" and drops tabs.
  // eslint-disable-next-line no-control-regex
  if (!wanted?.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(wanted)) return null;
  let url: URL;
  try {
    url = new URL(wanted, SAME_ORIGIN);
  } catch {
    return null;
  }
  // The sign-in page however spelled ("/admin/login/", "/Admin/Login"): signing in would land on it again.
  if (url.origin !== SAME_ORIGIN || url.pathname.toLowerCase().replace(/\/+$/, "") === signInPage.toLowerCase()) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The admin check as a query, re-run every 60 s while a screen uses it (spec §9). A screen that mounts
 * re-checks too, unless the last check is under 10 s old (e.g. the one the sign-in itself just made).
 */
export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_PROBE_KEY,
    queryFn: probeAdminSession,
    staleTime: 10_000,
    refetchInterval: SESSION.adminRecheckMs,
  });
}
