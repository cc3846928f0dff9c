import { z } from "zod";
import { isCleanLine, isCleanUsername } from "../../common/rules.ts";
import { STAFF_USER_TYPES, USER_LIMITS, USER_ROLES, USER_SEARCH_TYPES, USER_TYPES } from "../constants.ts";
import { USER_MESSAGES } from "../messages.ts";

/** Composed (NFC) and visible, for every line of text an account holds. */
const cleanLine = (schema: z.ZodString) => schema.normalize("NFC").refine(isCleanLine, USER_MESSAGES.invisibleCharacters);

const username = z
  .string({ error: USER_MESSAGES.usernameMin })
  .normalize("NFC")
  .refine(isCleanUsername, USER_MESSAGES.invisibleCharacters)
  .trim()
  .min(USER_LIMITS.usernameMin, USER_MESSAGES.usernameMin)
  .max(USER_LIMITS.usernameMax, USER_MESSAGES.tooLong)
  .regex(/^\S+$/, USER_MESSAGES.usernameSpaces);
const password = z
  .string({ error: USER_MESSAGES.passwordMin })
  .min(USER_LIMITS.passwordMin, USER_MESSAGES.passwordMin)
  .max(USER_LIMITS.passwordMax, USER_MESSAGES.tooLong);
const email = z
  .string({ error: USER_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(USER_LIMITS.emailMax, USER_MESSAGES.tooLong)
  .pipe(z.email(USER_MESSAGES.emailInvalid));
const fullName = cleanLine(z.string({ error: USER_MESSAGES.fullNameRequired }))
  .trim()
  .min(1, USER_MESSAGES.fullNameRequired)
  .max(USER_LIMITS.fullNameMax, USER_MESSAGES.tooLong);
const phoneNumber = cleanLine(z.string())
  .trim()
  .max(USER_LIMITS.phoneMax, USER_MESSAGES.tooLong)
  .optional()
  .transform((value) => value || undefined);

/**
 * `POST /api/register`, the spec's user schema. `role` and `userType` accept the spec's values so the
 * messages are the spec's; the route then refuses anything admin (403), whatever the schema allowed.
 */
export const userRegistrationSchema = z.object({
  username,
  password,
  email,
  fullName,
  phoneNumber,
  role: z.enum(USER_ROLES, { error: USER_MESSAGES.roleInvalid }).default("user"),
  userType: z.enum(USER_TYPES, { error: USER_MESSAGES.userTypeInvalid }).default("standard"),
});
export type UserRegistration = z.infer<typeof userRegistrationSchema>;

/** `POST /api/users`: an admin registers a team member or a client, with the job they do (role text). */
export const staffUserRegistrationSchema = z.object({
  username,
  password,
  email,
  fullName,
  phoneNumber,
  userType: z.enum(STAFF_USER_TYPES, { error: USER_MESSAGES.userTypeInvalid }).default("team_member"),
  jobTitle: cleanLine(z.string())
    .trim()
    .max(USER_LIMITS.jobTitleMax, USER_MESSAGES.tooLong)
    .optional()
    .transform((value) => value || undefined),
});
export type StaffUserRegistration = z.infer<typeof staffUserRegistrationSchema>;

/** A user as the API shows it: never a password or its hash. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(USER_ROLES),
  userType: z.enum(USER_TYPES),
  phoneNumber: z.string().nullable(),
  jobTitle: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const userSearchQuerySchema = z.object({
  query: z.string().trim().max(100, USER_MESSAGES.tooLong).default(""),
  type: z.enum(USER_SEARCH_TYPES, { error: `type must be one of ${USER_SEARCH_TYPES.join(", ")}` }).default("all_registered"),
});

export const userSearchResultSchema = publicUserSchema.pick({ id: true, fullName: true, email: true, username: true, userType: true });
export const userSearchResponseSchema = z.object({ success: z.literal(true), users: z.array(userSearchResultSchema) });
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;
