import { SHARING_MESSAGES } from "../sharing/messages.ts";
import { SHARE_PORTAL_TEXTS } from "../sharing/texts.ts";
import { API_MESSAGES } from "./messages.ts";

/**
 * English server messages in Serbian, for the Serbian screens (see screenLanguage.ts). Keyed by the exact
 * message. The Serbian screen is the share portal's access gate (spec §2): it shows what the access calls
 * (`GET`/`POST /api/call-sheet-access`) and the API's common failures may answer, so those are all here;
 * the test (messagesInSerbian.test.ts) checks every one of them has an entry.
 */
export const SERBIAN_OF_ENGLISH: Readonly<Record<string, string>> = {
  // The access calls (services/api/src/routes/access)
  [SHARING_MESSAGES.invalidCredentials]: "Pogrešan e-mail ili lozinka",
  [SHARING_MESSAGES.expired]: "Ovaj call sheet nije dostupan ili je link za pristup istekao.",
  [SHARING_MESSAGES.tooManyAttempts]: "Previše pokušaja. Sačekajte nekoliko minuta pa pokušajte ponovo.",
  [SHARING_MESSAGES.linkInvalid]: SHARE_PORTAL_TEXTS.gateLinkInvalid,
  [SHARING_MESSAGES.invitationEnded]: SHARE_PORTAL_TEXTS.gateEndedTitle,
  [SHARING_MESSAGES.tokenRequired]: "Nedostaje token za pristup",
  [SHARING_MESSAGES.passwordRequired]: "Lozinka je obavezna",
  [SHARING_MESSAGES.emailRequired]: "E-mail je obavezan",
  [SHARING_MESSAGES.emailInvalid]: "Unesite ispravnu e-mail adresu, bez razmaka",
  [SHARING_MESSAGES.invisibleCharacters]: "Uklonite nevidljive ili kontrolne znakove (često dođu sa kopiranim tekstom)",
  // Any call's common failures (middlewares, the gateway's API routes)
  [API_MESSAGES.notFound]: "Nije pronađeno",
  [API_MESSAGES.invalidJson]: "Telo zahteva nije ispravan JSON",
  [API_MESSAGES.bodyTooLarge]: "Telo zahteva je preveliko",
  [API_MESSAGES.unsupportedMediaType]: "Pošaljite telo zahteva kao JSON (Content-Type: application/json)",
  [API_MESSAGES.validationFailed]: "Neispravni podaci",
  [API_MESSAGES.internal]: "Greška na serveru",
  [API_MESSAGES.databaseUnavailable]: "Baza podataka nije dostupna",
  [API_MESSAGES.serviceUnavailable]: "Servis je kratko nedostupan (baza podataka nije dostupna). Pokušajte ponovo za nekoliko sekundi.",
  [API_MESSAGES.compressedBody]: "Pošaljite telo zahteva bez kompresije (bez Content-Encoding)",
  [API_MESSAGES.methodNotAllowed]: "Metoda nije dozvoljena",
  [API_MESSAGES.tooManyWrites]: "Previše slanja sa vaše mreže. Sačekajte nekoliko minuta pa pokušajte ponovo.",
};
