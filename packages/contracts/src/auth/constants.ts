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

/**
 * The hint that a browser holds a session (issue #11): a cookie scripts can read, set by the API next to
 * the httpOnly session cookie at sign-in and registration, and cleared at sign-out. It grants nothing (the
 * API decides from the session alone); it only tells the public site that asking "who am I" is worth a
 * request, so anonymous visitors of `/` pay no request and no byte for the signed-in bar.
 *
 * No imports: the public site reads this on its first load, and auth/schemas.ts would bring its zod schemas along
 * (18 KB gzip). For the same reason the sign-out texts below repeat AUTH_MESSAGES' (spec §8);
 * auth/signedIn.test.ts keeps them equal.
 */
export const SIGNED_IN_HINT = { cookieName: "signed_in", value: "1" } as const;
