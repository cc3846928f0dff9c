import { createContext, useContext } from "react";
import { COMMENT_ADMIN_AUTHOR } from "@repo/contracts/sharing/comments";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import type { CheckAuth } from "@repo/contracts/sharing/schemas";
import { sharedViewPath } from "@repo/contracts/sharing/urls";

/**
 * Which revision's list of changes each reader closed on this browser ('Got it'), per sheet (docs/revisions.md,
 * "What the collaborator sees"). A cookie, not localStorage: the portal server reads it with the page's request,
 * so its render already leaves a closed list out and the page does not move when the scripts take over. Per
 * reader: two collaborators on one phone (Ana closed REV 2's list, Bob signs in after her) each have their own.
 * The value is `tag:N` per reader, newest first, `.` between (`k3x9q0v1m2a:2.0pz81c4h7qe:3`): the tag is a
 * short hash of the sheet and the reader (readerTag), not the e-mail in clear (unsalted: whoever holds the
 * phone can check a guessed address against it; a keyed tag from the API would not be); at most MAX_READERS of them, so the
 * cookie stays small (~75 bytes for five readers, 130 at the very most). Scoped to the sheet's own address (`Path=/shared-call-sheet/{id}`: sent with
 * that page and nothing else, not to the API's calls).
 */
const COOKIE = ON_SET_CONSTANTS.changesReadCookie;
/** Long enough to outlive any invitation (they end a week after the shoot). */
const MAX_AGE_S = 180 * 24 * 60 * 60;
/** Readers remembered per sheet and browser: a shared phone on set, not a kiosk. */
const MAX_READERS = 5;
const ENTRY = /^([0-9a-z]{1,12}):([1-9]\d{0,8})$/;

/** Whom a list was closed as: check-auth's answer (the grant's e-mail, or the admin). */
export type ChangesReader = Pick<CheckAuth, "isAdmin" | "email"> | null | undefined;

const readerName = (auth: ChangesReader): string | null => (auth ? (auth.isAdmin ? COMMENT_ADMIN_AUTHOR : auth.email) : null);

/**
 * A reader's tag in the cookie: cyrb53 (53 bits, base 36) of the sheet and the reader. Synchronous (the render
 * reads it, on the server and in the browser alike, and Web Crypto's digest is a promise); not a secret, only
 * not the e-mail in clear text in a cookie.
 */
export function readerTag(callSheetId: number | string, auth: ChangesReader): string | null {
  const name = readerName(auth);
  if (name === null) return null;
  const text = `${callSheetId}\n${name}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The cookie's entries (tag, revision), newest first; an entry that does not parse (the old bare `N`) is none. */
function entriesIn(cookieHeader: string | null | undefined): Array<[string, number]> {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== COOKIE) continue;
    const entries: Array<[string, number]> = [];
    for (const entry of part.slice(at + 1).trim().split(".")) {
      const match = ENTRY.exec(entry);
      if (match) entries.push([match[1]!, Number(match[2])]);
    }
    return entries.slice(0, MAX_READERS);
  }
  return [];
}

/** The revision whose list `auth`'s reader closed on this browser, as a Cookie header says, or null. */
export function changesReadIn(cookieHeader: string | null | undefined, callSheetId: number | string, auth: ChangesReader): number | null {
  const tag = readerTag(callSheetId, auth);
  return tag === null ? null : (entriesIn(cookieHeader).find(([entry]) => entry === tag)?.[1] ?? null);
}

/** Remembers that `auth`'s reader closed the list of `revision` on this browser (another reader's entries stay). */
export function noteChangesRead(callSheetId: string, auth: ChangesReader, revision: number): void {
  const tag = readerTag(callSheetId, auth);
  if (tag === null) return;
  const others = entriesIn(document.cookie).filter(([entry]) => entry !== tag);
  const value = [[tag, revision] as const, ...others].slice(0, MAX_READERS).map(([entry, number]) => `${entry}:${number}`).join(".");
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE}=${value}; Path=${sharedViewPath(callSheetId)}; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The Set-Cookie value that forgets it (the portal server's, when the sheet's grant is gone). */
export const forgetChangesReadCookie = (callSheetId: number | string) => `${COOKIE}=; Path=${sharedViewPath(callSheetId)}; Max-Age=0; SameSite=Lax`;

/**
 * The portal server's render gets what the request's cookie says for the page's reader here (it has no
 * `document`); undefined: in the browser, read `document.cookie`.
 */
export const ChangesReadContext = createContext<number | null | undefined>(undefined);

/**
 * The revision whose list `auth`'s reader closed on this browser, as the server's render and the browser both
 * see it: the server computed it for the first response's check-auth, the browser reads it for the same one.
 */
export function useChangesRead(callSheetId: string): (auth: ChangesReader) => number | null {
  const fromServer = useContext(ChangesReadContext);
  return (auth) => (fromServer !== undefined ? fromServer : typeof document === "undefined" ? null : changesReadIn(document.cookie, callSheetId, auth));
}
