import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_MESSAGES } from "@repo/contracts/auth";
import { adminFlag } from "shell/adminSession";
import { apiRequest, serverMessage } from "shell/apiClient";

/** `POST /api/admin/logout`, then every cached answer is dropped and the flag removed (spec §7). */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest("POST", "/api/admin/logout");
      } catch (error) {
        throw new Error(serverMessage(error) ?? AUTH_MESSAGES.logoutFailed, { cause: error });
      }
    },
    onSuccess: () => {
      adminFlag.clear();
      queryClient.clear();
    },
  });
}
