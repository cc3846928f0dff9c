import { useQuery } from "@tanstack/react-query";
import { accessPreviewSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ApiError, apiJson } from "shell/portalKit";

/**
 * `GET /api/call-sheet-access/{token}`: the shoot's title for a valid, active token. An unknown, revoked or
 * expired token is a 404: the gate then shows no title, and the password attempt says why it fails.
 */
export function useAccessPreview(token: string) {
  return useQuery({
    queryKey: [SHARING_URLS.accessPreview(token)],
    queryFn: async ({ signal }) => accessPreviewSchema.parse(await apiJson("GET", SHARING_URLS.accessPreview(token), undefined, { signal })),
    enabled: token !== "",
  });
}

/**
 * The gate could not prepare itself (spec §8 'Greška prilikom inicijalizacije'): the preview failed for
 * another reason than the token's own (no answer, a server error, an answer of the wrong shape).
 */
export function previewBroke(preview: ReturnType<typeof useAccessPreview>): boolean {
  return preview.isError && !(preview.error instanceof ApiError && preview.error.status === 404);
}
