import { z } from "zod";
import { isCleanLine, isCleanUsername } from "../common/rules.ts";
import { PUBLIC_USER_TYPES, STAFF_USER_TYPES, USER_LIMITS } from "../users/constants.ts";
import { AUTH_MESSAGES } from "./messages.ts";

/** `POST /api/login` and `POST /api/admin/login` (the spec's login schema). */
export const loginSchema = z.object({
  // NFC, so a username typed decomposed (macOS input methods) finds the account stored composed.
  username: z.string({ error: AUTH_MESSAGES.usernameRequired }).normalize("NFC").trim().min(1, AUTH_MESSAGES.usernameRequired).max(USER_LIMITS.usernameMax),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(USER_LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The /auth page's Sign In tab. */
export const authLoginFormSchema = z.object({
  username: z.string().trim().min(USER_LIMITS.usernameMin, AUTH_MESSAGES.usernameMin),
  password: z.string().min(USER_LIMITS.passwordMin, AUTH_MESSAGES.passwordMin),
});
export type AuthLoginForm = z.infer<typeof authLoginFormSchema>;

/** The same text rules as the API's schema (users/schemas.ts), so the form says it before the server does. */
const cleanLine = () => z.string().normalize("NFC").refine(isCleanLine, AUTH_MESSAGES.invisibleCharacters);

const signUpFields = {
  fullName: cleanLine().trim().min(2, AUTH_MESSAGES.fullNameMin),
  email: z.string().trim().pipe(z.email(AUTH_MESSAGES.emailInvalid)),
  username: z.string().normalize("NFC").refine(isCleanUsername, AUTH_MESSAGES.invisibleCharacters).trim().min(USER_LIMITS.usernameMin, AUTH_MESSAGES.usernameMin),
  password: z.string().min(USER_LIMITS.passwordMin, AUTH_MESSAGES.passwordMin),
  confirmPassword: z.string(),
  phoneNumber: cleanLine().trim().optional(),
};

const passwordsMatch = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword;

/** The /auth page's Register tab; the confirmation is checked here and never sent. */
export const authRegisterFormSchema = z
  .object({ ...signUpFields, userType: z.enum(PUBLIC_USER_TYPES) })
  .refine(passwordsMatch, { message: AUTH_MESSAGES.passwordsDiffer, path: ["confirmPassword"] });
export type AuthRegisterForm = z.infer<typeof authRegisterFormSchema>;

/** The /register-user form (admin): a team member or a client, with the job they do. */
export const staffRegisterFormSchema = z
  .object({ ...signUpFields, userType: z.enum(STAFF_USER_TYPES), jobTitle: cleanLine().trim().optional() })
  .refine(passwordsMatch, { message: AUTH_MESSAGES.passwordsDiffer, path: ["confirmPassword"] });
export type StaffRegisterForm = z.infer<typeof staffRegisterFormSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });
