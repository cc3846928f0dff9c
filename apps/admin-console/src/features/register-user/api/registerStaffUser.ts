import { useMutation } from "@tanstack/react-query";
import { type PublicUser, type StaffUserRegistration, userResponseSchema } from "@repo/contracts/users/schemas/users";
import { apiJson } from "shell/apiClient";

/** `POST /api/users` (admin only): a team member or a client. A refusal throws the client's ApiError. */
export async function registerStaffUser(input: StaffUserRegistration): Promise<PublicUser> {
  return userResponseSchema.parse(await apiJson("POST", "/api/users", input)).user;
}

export function useRegisterStaffUser() {
  return useMutation({ mutationFn: registerStaffUser });
}
