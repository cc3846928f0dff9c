import { useQuery } from "@tanstack/react-query";
import { sharedCallSheetSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ApiError, apiJson } from "shell/portalKit";

const sharedCallSheetUrl = (callSheetId: string) => `${SHARING_URLS.getCallSheet}?${new URLSearchParams({ callSheetId })}`;
/** The sheet's query: refetched to load the latest revision ('Load REV N'). */
export const sharedCallSheetKey = (callSheetId: string) => [sharedCallSheetUrl(callSheetId)] as const;

/**
 * `GET /api/get-call-sheet?callSheetId=`: the sheet, fetched weather and the caller's role, opened by the
 * session's grant (for a grant: the latest published revision, what changed since the one it last opened,
 * its confirmation). null: no such sheet (404). Always fresh: the producer may have published a minute ago.
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
    refetchOnMount: "always",
    // Back online: fetched again (a revision may have come out meanwhile). Coming back to the page is
    // lib/useRefetchWhenBack's.
    refetchOnReconnect: "always",
  });
}
