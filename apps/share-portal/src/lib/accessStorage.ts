/**
 * What the portal keeps in the browser between its redirects. Everything here is a HINT for which screen
 * to show (architecture, "Security model"): the server session holds the grant, so a value set by hand
 * opens nothing. Storage may be disabled (private modes, embedded views): then the hints are simply absent.
 */

const TOKEN_KEY = "callSheetAccessToken";
const EMAIL_KEY = "callSheetAccessEmail";

/** Spec §2: /easy-access "sets test commenter flags in local storage". */
export const TEST_COMMENTER_FLAGS = { testCommenter: "true", testRole: "commenter" } as const;

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The invitation's token and e-mail of /call-sheet/{id}?token&email, for the gate and the Go Back button. */
export const accessHint = {
  save(token: string, email: string): void {
    safely(() => {
      window.sessionStorage.setItem(TOKEN_KEY, token);
      window.sessionStorage.setItem(EMAIL_KEY, email);
    }, undefined);
  },
  token(): string | null {
    return safely(() => window.sessionStorage.getItem(TOKEN_KEY), null);
  },
  email(): string | null {
    return safely(() => window.sessionStorage.getItem(EMAIL_KEY), null);
  },
};

export function setTestCommenterFlags(callSheetId: string): void {
  safely(() => {
    for (const [key, value] of Object.entries(TEST_COMMENTER_FLAGS)) window.localStorage.setItem(key, value);
    window.localStorage.setItem("testCallSheetId", callSheetId);
  }, undefined);
}
