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
