import { useQuery } from "@tanstack/react-query";
import { checkAuthSchema, shareEmailSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiJson } from "shell/portalKit";
import { isNumericId } from "../../../lib/isNumericId.ts";

/**
 * Whether the session already opens sheet `callSheetId` for the invitation's own collaborator
 * (`GET /api/check-call-sheet-auth/{id}`): then the gate has nothing to ask and goes straight to the sheet
 * (issue 23: Back, a second click on the invitation, an old link must not ask for the password again). A
 * grant of another collaborator (a shared phone or browser: the link's `email` is not the grant's) is no:
 * the gate asks, and the new sign-in replaces that grant (the API's addGrant). The admin reads every sheet.
 * Any failure, a 410 of an ended grant included, is just "no": the gate's own token decides what it shows.
 */
export function useHeldGrant(callSheetId: string, email: string): boolean {
  const check = useQuery({
    queryKey: [SHARING_URLS.checkAuth(callSheetId)],
    queryFn: async ({ signal }) => checkAuthSchema.parse(await apiJson("GET", SHARING_URLS.checkAuth(callSheetId), undefined, { signal })),
    enabled: isNumericId(callSheetId),
    staleTime: 0,
  });
  const held = check.data;
  if (held?.authenticated !== true) return false;
  if (held.isAdmin || email === "") return true;
  // Compared as the API stores e-mails (the contract's shareEmailSchema: whitespace removed, lower case).
  const invited = shareEmailSchema.safeParse(email);
  return invited.success && held.email === invited.data;
}
