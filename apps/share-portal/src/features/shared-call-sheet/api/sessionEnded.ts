import { type QueryClient, useQuery } from "@tanstack/react-query";
import { ApiError } from "shell/portalKit";
import { checkAuthKey } from "./checkAuth.ts";

const sessionEndedKey = (callSheetId: string) => ["sessionEnded", callSheetId] as const;

/**
 * Whether a comment call of the open page ran into a 401 (the session ended while the page was open: it
 * expired, or the browser's cookies were cleared), for the sign-in form to say why it shows. Kept in the
 * query cache, as an ended invitation is (invitationEnded.ts). Never fetched: only noted.
 */
export function useNotedSessionEnd(callSheetId: string): boolean {
  return useQuery<boolean>({ queryKey: sessionEndedKey(callSheetId), queryFn: () => false, enabled: false, staleTime: Infinity }).data ?? false;
}

/**
 * After a 401 of a comment call: noted, and the page asks check-auth again, which now says no grant, so it
 * shows the sign-in form (the comment is kept: the box's draft, or waiting on the device). True for a 401.
 */
export function noteSessionEnded(queryClient: QueryClient, callSheetId: string, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  queryClient.setQueryData(sessionEndedKey(callSheetId), true);
  void queryClient.invalidateQueries({ queryKey: checkAuthKey(callSheetId) });
  return true;
}

/** Signed in again: the sign-in form no longer says the session ended. */
export function forgetSessionEnded(queryClient: QueryClient, callSheetId: string): void {
  queryClient.setQueryData(sessionEndedKey(callSheetId), false);
}
