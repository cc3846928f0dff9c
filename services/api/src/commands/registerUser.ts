import { USER_LIMITS, type UserRole, type UserType } from "@repo/contracts/users/constants";
import { USER_MESSAGES } from "@repo/contracts/users/messages";
import type { Database } from "../db/connect.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { HttpError } from "../errors.ts";
import { cutTo, searchKey } from "../lib/searchText.ts";
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

/** The lengths of `users.search_text` and `users.username_skeleton` (migrations 20261122000100, 20261124001300). */
const SEARCH_TEXT_LENGTH = 800;
const SKELETON_LENGTH = 400;

/**
 * What the user search matches (routes/users): the keys of username, full name and e-mail joined, each cut
 * to 255 characters as the models' are (models/Model.ts), since normalizing lengthens some text (a
 * 255-"ß" name is 510 characters). Three keys of 255 and two spaces fit the column's 800.
 */
const searchTextOf = (...fields: string[]): string => cutTo(fields.map((field) => searchKey(field)).filter(Boolean).join(" "), SEARCH_TEXT_LENGTH);

/**
 * Creates an account with an argon2id hash. A taken username (any letter case) is a 409, never a 500; so
 * is a look-alike of a taken one (same skeleton: `аdmin` with a Cyrillic а next to `admin`). A username
 * that outgrows its columns when stored is a 400 with the schema's too-long message: the schema counts it
 * before lower-casing, MariaDB after ("İ" lower-cases to "i" and a combining dot), and its skeleton after
 * NFKC ("ﷺ" is 18 letters there).
 */
export async function registerUser(db: Database, input: NewUser): Promise<User> {
  const username = input.username.toLowerCase();
  const skeleton = usernameSkeleton(username);
  if (Array.from(username).length > USER_LIMITS.usernameMax || Array.from(skeleton).length > SKELETON_LENGTH) throw new HttpError(400, USER_MESSAGES.tooLong);
  const lookAlike = await User.query(db).select("username").findOne({ usernameSkeleton: skeleton });
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
      searchText: searchTextOf(username, input.fullName, input.email),
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, USER_MESSAGES.usernameTaken);
    throw error;
  }
}
