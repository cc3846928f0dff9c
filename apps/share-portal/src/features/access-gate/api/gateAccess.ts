import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccessRequest } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { requestAccess } from "../../../lib/accessApi.ts";
import { sharedCallSheetKey } from "../../../lib/sharedCallSheetKey.ts";

/**
 * The gate's access call. Its success puts a new grant in the session: what the page cached of the sheet
 * before it (the gate's own check-auth, 'not signed in' or another reader's grant on a shared phone) is
 * dropped, so the shared view opens on 'Loading' and asks check-auth and the sheet together, instead of
 * showing the sign-in form, or the other reader, for a round trip.
 */
export function useGateAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AccessRequest) => requestAccess(request),
    onSuccess: ({ callSheetId }) => {
      queryClient.removeQueries({ queryKey: [SHARING_URLS.checkAuth(String(callSheetId))], exact: true });
      queryClient.removeQueries({ queryKey: sharedCallSheetKey(String(callSheetId)), exact: true });
    },
  });
}
