import { z } from "zod";
import { isCleanLine, isCleanUsername } from "./text.ts";

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_TYPES = ["standard", "client", "team_member", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** What the public `/api/register` may create (spec §6); an admin is never self-registered. */
export const PUBLIC_USER_TYPES = ["standard", "client", "team_member"] as const;
/** What an admin registers on /register-user; team member is the form's default. */
export const STAFF_USER_TYPES = ["team_member", "client"] as const;
export type StaffUserType = (typeof STAFF_USER_TYPES)[number];

/** The `type` of `GET /api/users/search`. */
export const USER_SEARCH_TYPES = ["admin", "all_registered", "client", "team_member"] as const;
export type UserSearchType = (typeof USER_SEARCH_TYPES)[number];
export const USER_SEARCH_LIMIT = 20;

/** The username of the administrator created on first start. */
export const ADMIN_USERNAME = "admin";

export const USER_LIMITS = { usernameMin: 3, usernameMax: 100, passwordMin: 6, passwordMax: 256, fullNameMax: 255, emailMax: 255, phoneMax: 50, jobTitleMax: 100 } as const;

/** The user schema's messages, in Serbian as the spec writes them (§5 "Login and user validation"). */
export const USER_MESSAGES = {
  usernameMin: "Korisničko ime mora imati najmanje 3 karaktera",
  usernameSpaces: "Korisničko ime ne sme sadržati razmake",
  passwordMin: "Lozinka mora imati najmanje 6 karaktera",
  emailInvalid: "Unesite validnu email adresu",
  fullNameRequired: "Ime i prezime je obavezno",
  roleInvalid: "Uloga mora biti 'user' ili 'admin'",
  userTypeInvalid: "Tip korisnika nije ispravan",
  tooLong: "Vrednost je predugačka",
  usernameTaken: "Korisničko ime je već zauzeto",
  adminNotAllowed: "Administratorski nalog nije moguće kreirati registracijom",
  invisibleCharacters: "Uklonite nevidljive ili kontrolne znakove (često dolaze sa kopiranim tekstom)",
  usernameConfusable: "Korisničko ime previše liči na postojeće; izaberite drugo",
} as const;

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
