import { useMutation } from "@tanstack/react-query";
import { SHARING_TEXTS, type AccessRequest } from "@repo/contracts/sharing";
import { ApiError } from "shell/portalKit";
import { requestAccess } from "../../../lib/accessApi.ts";

/** The gate's words for a failed access call (spec §8): the server's message first (429 included). */
export function gateErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return SHARING_TEXTS.gateAccessError;
    return error.serverMessage ?? SHARING_TEXTS.gateAuthError;
  }
  return SHARING_TEXTS.gateAuthError;
}

export function useGateAccess() {
  return useMutation({ mutationFn: (request: AccessRequest) => requestAccess(request) });
}
