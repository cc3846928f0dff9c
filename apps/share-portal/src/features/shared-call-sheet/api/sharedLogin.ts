import { useMutation, useQueryClient } from "@tanstack/react-query";
import { inScreenLanguage } from "@repo/contracts/common/screenLanguage";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { ApiError } from "shell/portalKit";
import { validateCredentials } from "../../../lib/accessApi.ts";
import { sharedCallSheetKey } from "../../../lib/sharedCallSheetKey.ts";
import { checkAuthKey } from "./checkAuth.ts";
import { noteEnd } from "./invitationEnded.ts";
import { forgetSessionEnded } from "./sessionEnded.ts";

type Login = { callSheetId: string; email: string; password: string };

/**
 * Reading A's login: the sheet's credentials check (`POST`, the password in the body). It puts the grant in
 * the server session; the view then asks check-auth again and opens. (The invitation's token is the gate's:
 * the view's address no longer carries it.)
 */
export function useSharedLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callSheetId, email, password }: Login) => validateCredentials({ callSheetId: Number(callSheetId), email, password }),
    onSuccess: (_access, { callSheetId }) => {
      forgetSessionEnded(queryClient, callSheetId);
      // The sheet the page held is the last reader's (a lapsed session's on a shared phone): asked again as
      // the one who just signed in, with 'Loading' meanwhile, not shown as theirs.
      queryClient.removeQueries({ queryKey: sharedCallSheetKey(callSheetId), exact: true });
      return queryClient.invalidateQueries({ queryKey: checkAuthKey(callSheetId) });
    },
    // Right credentials of an ended invitation (410): noted for the page, which then forgets the sheet's copy
    // on this phone and what this e-mail left waiting (comments, a Confirm, drafts); another reader's on this
    // phone (their session lapsed) waits for their own sign-in. The e-mail as the API compares it (shareEmailSchema).
    onError: (error, { callSheetId, email }) => void noteEnd(queryClient, callSheetId, error, email.replace(/\s+/g, "").toLowerCase()),
  });
}

/** Spec §8: the server's message (in English, the view's language), else 'Invalid credentials'; no answer at all is 'An error occurred during login'. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return SHARING_TEXTS.loginNetworkError;
  return error.serverMessage ? inScreenLanguage("en", error.serverMessage, SHARING_TEXTS.invalidCredentials) : SHARING_TEXTS.invalidCredentials;
}
