/**
 * The hint that a browser holds a session (issue #11): a cookie scripts can read, set by the API next to
 * the httpOnly session cookie at sign-in and registration, and cleared at sign-out. It grants nothing (the
 * API decides from the session alone); it only tells the public site that asking "who am I" is worth a
 * request, so anonymous visitors of `/` pay no request and no byte for the signed-in bar.
 *
 * No imports: the public site reads this on its first load, and auth.ts would bring its zod schemas along
 * (18 KB gzip). For the same reason the sign-out texts below repeat AUTH_MESSAGES' (spec §8);
 * signedIn.test.ts keeps them equal.
 */
export const SIGNED_IN_HINT = { cookieName: "signed_in", value: "1" } as const;

/** The public site's bar for a signed-in visitor. Serbian, like every text of the auth screens (spec §1). */
export const SIGNED_IN_BAR = {
  signedInAs: "Prijavljeni ste kao",
  signOut: "Odjava",
  signedOutTitle: "Uspešna odjava",
  signedOutDescription: "Vidimo se uskoro!",
  signOutFailedTitle: "Greška pri odjavljivanju",
  signOutFailed: "Odjava nije uspela",
} as const;
