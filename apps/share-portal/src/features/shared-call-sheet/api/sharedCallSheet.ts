import { useQuery } from "@tanstack/react-query";
import { sharedCallSheetSchema } from "@repo/contracts/sharing/schemas";
import { ApiError, apiJson } from "shell/portalKit";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";
import { sharedCallSheetKey, sharedCallSheetUrl } from "../../../lib/sharedCallSheetKey.ts";
import { hearReturnsToPage } from "../lib/returnsToPage.ts";
import { refetchUnlessAnsweredByPage } from "./justAnswered.ts";

// The page's focus and visibility, as react-query hears them for refetchOnWindowFocus (this query's, the
// comment counts' and an open panel's comments'): once, for the whole page.
hearReturnsToPage();

/** The sheet's query (refetched to load the latest revision, 'Load REV N'): lib/sharedCallSheetKey.ts. */
export { sharedCallSheetKey } from "../../../lib/sharedCallSheetKey.ts";

/**
 * `GET /api/get-call-sheet?callSheetId=`: the sheet, fetched weather and the caller's role, opened by the
 * session's grant (for a grant: the latest published revision, what changed since the one it last opened,
 * its confirmation). null: no such sheet (404). Always fresh: the producer may have published a minute ago
 * (asked again whenever the view opens, but for the page's own embedded answer: justAnswered.ts).
 */
export function useSharedCallSheet(callSheetId: string, enabled: boolean) {
  const url = sharedCallSheetUrl(callSheetId);
  return useQuery({
    queryKey: sharedCallSheetKey(callSheetId),
    queryFn: async ({ signal }) => {
      try {
        return sharedCallSheetSchema.parse(await apiJson("GET", url, undefined, { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 0,
    refetchOnMount: refetchUnlessAnsweredByPage,
    // Back to the page (lib/returnsToPage.ts) or back online: fetched again, so a phone left open on the
    // sheet shows a revision published meanwhile, with its changes and its Confirm, instead of keeping
    // 'Confirmed REV 2' until a reload. On return only while a sheet is on screen: not behind the ended
    // screen (a 410 says the same every time) nor for a sheet that never loaded. A fetch that fails keeps
    // the sheet shown (SharedCallSheetPage); offline, the fetch waits for the network (the copy stays).
    refetchOnWindowFocus: (query) => query.state.data != null && !invitationEndedOf(query.state.error),
    refetchOnReconnect: "always",
  });
}
