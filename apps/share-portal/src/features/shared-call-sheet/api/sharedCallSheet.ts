import { useQuery } from "@tanstack/react-query";
import { sharedCallSheetSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ApiError, apiJson } from "shell/portalKit";

/**
 * `GET /api/get-call-sheet?callSheetId=`: the sheet, fetched weather and the caller's role, opened by the
 * session's grant. null: no such sheet (404). Always fresh: the admin may have edited it a minute ago.
 */
export function useSharedCallSheet(callSheetId: string, enabled: boolean) {
  const url = `${SHARING_URLS.getCallSheet}?${new URLSearchParams({ callSheetId })}`;
  return useQuery({
    queryKey: [url],
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
  });
}
