import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { ApiError } from "shell/portalKit";
import { requestAccess, validateCredentials } from "../../../lib/accessApi.ts";
import { checkAuthKey } from "./checkAuth.ts";

type Login = { callSheetId: string; token: string | null; email: string; password: string };

/**
 * Reading A's login: with the invitation's token the access call, else the sheet's credentials check. Either
 * puts the grant in the server session; the view then asks check-auth again and opens.
 */
export function useSharedLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callSheetId, token, email, password }: Login) =>
      token ? requestAccess({ token, email, password }) : validateCredentials({ callSheetId: Number(callSheetId), email, password }),
    onSuccess: (_access, { callSheetId }) => queryClient.invalidateQueries({ queryKey: checkAuthKey(callSheetId) }),
  });
}

/** Spec §8: the server's message, else 'Invalid credentials'; no answer at all is 'An error occurred during login'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 ? SHARING_TEXTS.loginNetworkError : (error.serverMessage ?? SHARING_TEXTS.invalidCredentials);
  return SHARING_TEXTS.loginNetworkError;
}
