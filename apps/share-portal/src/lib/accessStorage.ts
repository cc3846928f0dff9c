/**
 * What the portal keeps in the browser: the spec's test commenter flags of /easy-access, a HINT only
 * (architecture, "Security model": the server session holds every grant, so a value set by hand opens
 * nothing). No credential is kept here: the spec's session-storage copy of the invitation's token and e-mail
 * is gone (issue 23, "no secret in a URL"), since the session's grant makes the gate open the sheet without
 * them. Storage may be disabled (private modes, embedded views): then the flags are simply absent.
 */

/** Spec §2: /easy-access "sets test commenter flags in local storage". */
export const TEST_COMMENTER_FLAGS = { testCommenter: "true", testRole: "commenter" } as const;

export function setTestCommenterFlags(callSheetId: string): void {
  try {
    for (const [key, value] of Object.entries(TEST_COMMENTER_FLAGS)) window.localStorage.setItem(key, value);
    window.localStorage.setItem("testCallSheetId", callSheetId);
  } catch {
    // Storage disabled: the flags are hints, the view asks the server anyway.
  }
}
