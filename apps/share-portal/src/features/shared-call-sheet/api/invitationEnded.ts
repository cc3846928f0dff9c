import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { InvitationEnded } from "@repo/contracts/sharing/collaborators";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";

const endedKey = (callSheetId: string) => ["invitationEnded", callSheetId] as const;

/** An ended invitation a call ran into; `reader`: whose it is, where the call said (a sign-in's e-mail). */
export type NotedEnd = InvitationEnded & { reader?: string };

/**
 * The ended invitation a comment call ran into (410), for the page to switch to its ended screen: the
 * comment box is deep in the sheet, the screen that replaces the sheet is the page's. Kept in the query
 * cache, the one store the page and the comment calls already share. Never fetched: only noted.
 */
export function useNotedEnd(callSheetId: string): NotedEnd | undefined {
  return useQuery<NotedEnd | null>({ queryKey: endedKey(callSheetId), queryFn: () => null, enabled: false, staleTime: Infinity }).data ?? undefined;
}

/** Notes the ended invitation in `error` (a 410 of the API), `reader`'s where the call named them; true when there was one. */
export function noteEnd(queryClient: QueryClient, callSheetId: string, error: unknown, reader?: string): boolean {
  const ended = invitationEndedOf(error);
  if (ended) queryClient.setQueryData<NotedEnd>(endedKey(callSheetId), reader === undefined ? ended : { ...ended, reader });
  return ended !== undefined;
}
