/** The public site's bar for a signed-in visitor. Serbian, like every text of the auth screens (spec §1). */
export const SIGNED_IN_BAR = {
  signedInAs: "Prijavljeni ste kao",
  signOut: "Odjava",
  signedOutTitle: "Uspešna odjava",
  signedOutDescription: "Vidimo se uskoro!",
  signOutFailedTitle: "Greška pri odjavljivanju",
  signOutFailed: "Odjava nije uspela",
} as const;
