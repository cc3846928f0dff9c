import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiJson, apiRequest } from "shell/portalKit";

export const sharesKey = (callSheetId: string) => [SHARING_URLS.sharesOf(callSheetId)] as const;

/** `GET /api/call-sheet-shares/{id}` (admin): active shares and the access log. */
export function useShares(callSheetId: string, enabled: boolean) {
  return useQuery({
    queryKey: sharesKey(callSheetId),
    queryFn: async ({ signal }) => shareListSchema.parse(await apiJson("GET", SHARING_URLS.sharesOf(callSheetId), undefined, { signal })),
    enabled,
    staleTime: 0,
  });
}

/** `DELETE /api/call-sheet-shares/{shareId}`: ends the share and every session holding its grant. */
export function useRemoveShare(callSheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) => apiRequest("DELETE", SHARING_URLS.share(shareId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKey(callSheetId) }),
  });
}
