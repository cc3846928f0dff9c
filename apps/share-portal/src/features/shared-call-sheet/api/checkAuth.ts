import { useQuery } from "@tanstack/react-query";
import { checkAuthSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiJson } from "shell/portalKit";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";
import { refetchUnlessAnsweredByPage } from "./justAnswered.ts";

export const checkAuthKey = (callSheetId: string) => [SHARING_URLS.checkAuth(callSheetId)] as const;

/**
 * `GET /api/check-call-sheet-auth/{id}`: what the server session holds for this sheet (a grant and its role,
 * or an admin). The only source of who may see, comment and share here; URL and storage flags are not.
 */
export function useCheckAuth(callSheetId: string, enabled: boolean) {
  return useQuery({
    queryKey: checkAuthKey(callSheetId),
    queryFn: async ({ signal }) => checkAuthSchema.parse(await apiJson("GET", SHARING_URLS.checkAuth(callSheetId), undefined, { signal })),
    enabled,
    // Revoking a share ends its grant at the next request: re-ask whenever the view opens (but for the
    // page's own embedded answer, from the portal server a moment ago).
    staleTime: 0,
    refetchOnMount: refetchUnlessAnsweredByPage,
    // Asked again with the sheet when the reader comes back to the page (api/sharedCallSheet.ts): the page's
    // reader and role are check-auth's (SharedSheet), so a role the producer changed meanwhile shows then.
    refetchOnWindowFocus: (query) => query.state.data != null && !invitationEndedOf(query.state.error),
  });
}
