import { useMutation } from "@tanstack/react-query";
import type { AccessRequest } from "@repo/contracts/sharing/schemas";
import { requestAccess } from "../../../lib/accessApi.ts";

export function useGateAccess() {
  return useMutation({ mutationFn: (request: AccessRequest) => requestAccess(request) });
}
