import { useMutation } from "@tanstack/react-query";
import { REGISTER_USER_PAGE } from "@repo/contracts/adminConsole";
import { userResponseSchema, type PublicUser, type StaffUserRegistration } from "@repo/contracts/users";
import { apiRequest, serverMessage } from "shell/apiClient";

/** `POST /api/users` (admin only): a team member or a client. */
export async function registerStaffUser(input: StaffUserRegistration): Promise<PublicUser> {
  try {
    return userResponseSchema.parse(await (await apiRequest("POST", "/api/users", input)).json()).user;
  } catch (error) {
    throw new Error(serverMessage(error) ?? REGISTER_USER_PAGE.failedFallback, { cause: error });
  }
}

export function useRegisterStaffUser() {
  return useMutation({ mutationFn: registerStaffUser });
}
