import type { PublicUser } from "@repo/contracts/users/schemas/users";
import type { User } from "../models/User.ts";

/** A user as the API shows it. Field by field: the password hash and the search column never leave. */
export function presentUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    userType: user.userType,
    phoneNumber: user.phoneNumber ?? null,
    jobTitle: user.jobTitle ?? null,
    profilePhoto: user.profilePhoto ?? null,
    createdAt: user.createdAt,
  };
}

/** One line of a user search: what the spec's search shows, nothing more. */
export function presentUserSearchResult(user: User) {
  return { id: user.id, fullName: user.fullName, email: user.email, username: user.username, userType: user.userType };
}
