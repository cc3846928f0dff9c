/** Texts of the screens every app shares (spec registration-and-dashboard.md §2 "Other screens"). */
export const ERROR_SCREEN = {
  title: "Something went wrong",
  fallbackMessage: "An unexpected error occurred",
  retry: "Try again",
} as const;

export const NOT_FOUND_SCREEN = {
  title: "404 Page Not Found",
  hint: "Did you forget to add the page to the router?",
} as const;

/** The protected-route wrapper's wait (spec §2 "Other screens"). */
export const CHECKING_AUTHENTICATION = "Checking authentication...";

/**
 * Over a page kept open after its session ended (the person chose to stay with unsaved changes): nothing
 * on it can be saved until they sign in again, which a new tab does without leaving the page.
 */
export const SESSION_ENDED_NOTICE = {
  text: "You are signed out: nothing on this page can be saved until you sign in again.",
  signIn: "Sign in again in a new tab",
} as const;

/**
 * Shown by every app's page when the browser runs no JavaScript (the spec has no text for it): without this
 * line a phone with scripts off showed a spinner that never stopped, or a blank page.
 */
export const JAVASCRIPT_REQUIRED = "This page needs JavaScript. Turn it on in your browser's settings and reload the page.";
