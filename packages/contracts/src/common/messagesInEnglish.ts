import { AUTH_MESSAGES } from "../auth/messages.ts";
import { USER_MESSAGES } from "../users/messages.ts";

/**
 * Serbian server messages in English, for the English screens (see screenLanguage.ts). Keyed by the exact
 * message. messagesInEnglish.test.ts finds every Serbian message of the contracts' messages.ts files and
 * fails for one without an entry here.
 */
export const ENGLISH_OF_SERBIAN: Readonly<Record<string, string>> = {
  // The API's answer to a call without a session ('Failed to update call sheet: Niste prijavljeni').
  [AUTH_MESSAGES.notAuthenticated]: "You are not signed in. Sign in again and retry.",
  [AUTH_MESSAGES.invalidCredentials]: "Wrong username or password",
  [AUTH_MESSAGES.rateLimited]: "Too many failed sign-in attempts. Try again in a few minutes.",
  [AUTH_MESSAGES.useAuthOutsideProvider]: "useAuth must be used inside an AuthProvider",
  [AUTH_MESSAGES.userFetchFailed]: "The user's details could not be loaded",
  [AUTH_MESSAGES.loginFailed]: "Sign-in failed",
  [AUTH_MESSAGES.loginErrorTitle]: "Sign-in error",
  [AUTH_MESSAGES.registerFailed]: "Registration failed",
  [AUTH_MESSAGES.registerErrorTitle]: "Registration error",
  [AUTH_MESSAGES.registerErrorFallback]: "The account could not be created",
  [AUTH_MESSAGES.logoutFailed]: "Sign-out failed",
  [AUTH_MESSAGES.logoutErrorTitle]: "Sign-out error",
  [AUTH_MESSAGES.loginSuccessTitle]: "Signed in",
  [AUTH_MESSAGES.registerSuccessTitle]: "Registered",
  [AUTH_MESSAGES.registerSuccessDescription]: "Your account has been created.",
  [AUTH_MESSAGES.logoutSuccessTitle]: "Signed out",
  [AUTH_MESSAGES.logoutSuccessDescription]: "See you soon!",
  // The user schema's (register-user, /auth): field refusals and the unique username.
  [USER_MESSAGES.usernameMin]: "The username must be at least 3 characters",
  [USER_MESSAGES.usernameSpaces]: "The username must not contain spaces",
  [USER_MESSAGES.passwordMin]: "The password must be at least 6 characters",
  [USER_MESSAGES.emailInvalid]: "Enter a valid email address",
  [USER_MESSAGES.fullNameRequired]: "Full name is required",
  [USER_MESSAGES.roleInvalid]: "The role must be 'user' or 'admin'",
  [USER_MESSAGES.userTypeInvalid]: "The user type is not valid",
  [USER_MESSAGES.tooLong]: "The value is too long",
  [USER_MESSAGES.usernameTaken]: "This username is already taken",
  [USER_MESSAGES.adminNotAllowed]: "An administrator account cannot be created by registration",
  [USER_MESSAGES.invisibleCharacters]: "Remove invisible or control characters (they often come with copied text)",
  [USER_MESSAGES.usernameConfusable]: "The username is too similar to an existing one; choose another",
};
