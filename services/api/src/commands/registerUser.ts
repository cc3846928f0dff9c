import type { UserRole, UserType } from "@repo/contracts/users/constants";
import { USER_MESSAGES } from "@repo/contracts/users/messages";
import type { Database } from "../db/connect.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { HttpError } from "../errors.ts";
import { normalizeForSearch } from "../lib/searchText.ts";
import { usernameSkeleton } from "../lib/usernameSkeleton.ts";
import { User } from "../models/User.ts";
import { hashPassword } from "./passwords.ts";

export type NewUser = {
  username: string;
  password: string;
  email: string;
  fullName: string;
  phoneNumber?: string | undefined;
  jobTitle?: string | undefined;
  role: UserRole;
  userType: UserType;
};

/**
 * Creates an account with an argon2id hash. A taken username (any letter case) is a 409, never a 500; so
 * is a look-alike of a taken one (same skeleton: `аdmin` with a Cyrillic а next to `admin`).
 */
export async function registerUser(db: Database, input: NewUser): Promise<User> {
  const username = input.username.toLowerCase();
  const lookAlike = await User.query(db).select("username").findOne({ usernameSkeleton: usernameSkeleton(username) });
  if (lookAlike) throw new HttpError(409, lookAlike.username === username ? USER_MESSAGES.usernameTaken : USER_MESSAGES.usernameConfusable);
  if (await User.query(db).findOne({ username })) throw new HttpError(409, USER_MESSAGES.usernameTaken);
  try {
    return await User.query(db).insertAndFetch({
      username,
      passwordHash: await hashPassword(input.password),
      email: input.email,
      fullName: input.fullName,
      phoneNumber: input.phoneNumber ?? null,
      jobTitle: input.jobTitle ?? null,
      role: input.role,
      userType: input.userType,
      searchText: normalizeForSearch(username, input.fullName, input.email),
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, USER_MESSAGES.usernameTaken);
    throw error;
  }
}
