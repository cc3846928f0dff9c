import { useQuery } from "@tanstack/react-query";
import { SESSION } from "@repo/contracts/auth/constants";
import { apiRequest } from "./apiClient.ts";

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
 * The admin check of the spec: `GET /api/models?limit=1` with the cookies and caching off; only the
 * status counts. It keeps the flag in step: set on success, removed on failure or a network error.
 * (The spec also runs it when a `connect.sid` cookie is visible; ours is httpOnly, so it always runs.)
 */
export async function probeAdminSession(): Promise<boolean> {
  try {
    await apiRequest("GET", ADMIN_PROBE_URL, undefined, { cache: "no-store", headers: { "Cache-Control": "no-cache", Pragma: "no-cache" } });
    adminFlag.set();
    return true;
  } catch {
    adminFlag.clear();
    return false;
  }
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
