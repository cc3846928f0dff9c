import { useQuery } from "@tanstack/react-query";
import { accessPreviewSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ApiError, apiJson } from "shell/portalKit";

/**
 * `GET /api/call-sheet-access/{token}`: the shoot's title for a valid, active token. An unknown token is a
 * 404 (the gate says the link is not valid), a revoked or expired one a 410 naming whom to ask (the gate
 * says the invitation ended): neither gets a password form (issue 23).
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
 * another reason than the token's own (no answer, a server error, an answer of the wrong shape). A 429 is
 * not the gate's failure either: the form stays, and the attempt says to wait.
 */
export function previewBroke(preview: ReturnType<typeof useAccessPreview>): boolean {
  return preview.isError && !(preview.error instanceof ApiError && [404, 410, 429].includes(preview.error.status));
}
