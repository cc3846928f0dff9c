import { useQuery } from "@tanstack/react-query";
import { accessPreviewSchema, SHARING_URLS } from "@repo/contracts/sharing";
import { apiJson } from "shell/portalKit";

/**
 * `GET /api/call-sheet-access/{token}`: the shoot's title for a valid, active token. Optional: the gate
 * works without it, so an unknown token or an API without this call just shows no title.
 */
export function useAccessPreview(token: string) {
  return useQuery({
    queryKey: [SHARING_URLS.accessPreview(token)],
    queryFn: async ({ signal }) => accessPreviewSchema.parse(await apiJson<unknown>("GET", SHARING_URLS.accessPreview(token), undefined, { signal })),
    enabled: token !== "",
  });
}
