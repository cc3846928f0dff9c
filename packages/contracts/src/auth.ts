import { z } from "zod";
import { isCleanLine, isCleanUsername } from "./text.ts";
import { PUBLIC_USER_TYPES, STAFF_USER_TYPES, USER_LIMITS } from "./users.ts";

/** Session constants (spec registration-and-dashboard.md §9). */
export const SESSION = {
  cookieName: "connect.sid",
  adminFlagKey: "adminLoggedIn",
  adminRecheckMs: 60_000,
  adminProbeLimit: 1,
  /** Sliding: a session used within its second half gets a fresh lifetime. */
  maxAgeMs: 12 * 60 * 60 * 1000,
} as const;

/**
 * Login throttling in a sliding window: failures per client address, per username from one address, and
 * per username from anywhere (looser, so a guesser on one address cannot lock the owner out).
 */
export const LOGIN_RATE_LIMIT = { windowMs: 15 * 60 * 1000, maxFailuresPerIp: 20, maxFailuresPerUsernameFromOneIp: 10, maxFailuresPerUsername: 50 } as const;

/** Every message of sign-in, sign-out and sign-up (spec §5 and §8). Serbian where the spec is. */
export const AUTH_MESSAGES = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  usernameMin: "Username must be at least 3 characters",
  passwordMin: "Password must be at least 6 characters",
  fullNameMin: "Full name is required",
  emailInvalid: "Enter a valid email address",
  invisibleCharacters: "Remove invisible or control characters (they often come with copied text)",
  passwordsDiffer: "Passwords do not match",
  /** Wrong password and unknown username alike, so a failure says nothing about which usernames exist. */
  invalidCredentials: "Pogrešno korisničko ime ili lozinka",
  adminInvalidCredentials: "Invalid username or password",
  rateLimited: "Previše neuspešnih pokušaja prijave. Pokušajte ponovo za nekoliko minuta.",
  adminRateLimited: "Too many failed login attempts. Try again in a few minutes.",
  notAuthenticated: "Niste prijavljeni",
  adminRequired: "Admin session required",
  forbidden: "You are not allowed to do this",
  useAuthOutsideProvider: "useAuth mora biti korišćen unutar AuthProvider-a",
  userFetchFailed: "Neuspešno dobavljanje korisničkih podataka",
  loginFailed: "Neuspešna prijava",
  loginErrorTitle: "Greška pri prijavljivanju",
  registerFailed: "Neuspešna registracija",
  registerErrorTitle: "Greška pri registraciji",
  registerErrorFallback: "Nije moguće kreirati nalog",
  logoutFailed: "Odjava nije uspela",
  logoutErrorTitle: "Greška pri odjavljivanju",
  loginSuccessTitle: "Uspešna prijava",
  loginSuccessDescription: (name: string) => `Dobrodošli, ${name}!`,
  registerSuccessTitle: "Uspešna registracija",
  registerSuccessDescription: "Vaš nalog je uspešno kreiran.",
  logoutSuccessTitle: "Uspešna odjava",
  logoutSuccessDescription: "Vidimo se uskoro!",
} as const;

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

/** The same text rules as the API's schema (users.ts), so the form says it before the server does. */
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
