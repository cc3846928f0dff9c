import { ON_SET_CONSTANTS, ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";

/**
 * The stored copy of a shared view (docs/on-set.md): the portal server's HTML of the sheet, with the API's
 * answers embedded, as this phone last loaded it. Pure functions of text, shared by the service worker and
 * the tests.
 */

const SHARED_VIEW = /^\/shared-call-sheet\/(\d{1,15})\/?$/;

/** The sheet id of a shared view's path, or null. */
export function sharedViewId(pathname: string): string | null {
  return SHARED_VIEW.exec(pathname)?.[1] ?? null;
}

/** One copy per sheet, whatever the query or the trailing slash. */
export const copyKey = (origin: string, callSheetId: string) => `${origin}/shared-call-sheet/${callSheetId}`;

/** The revision number the copy shows (null: an admin's live sheet), read from its embedded answers. */
export function revisionOfCopy(html: string): number | null {
  const match = new RegExp(`<script type="application/json" id="${ON_SET_CONSTANTS.firstResponseElementId}">([\\s\\S]*?)</script>`).exec(html);
  if (!match) return null;
  try {
    const sheet = (JSON.parse(match[1] ?? "null") as { sheet?: { isAdmin?: unknown; revision?: { number?: unknown } | null } }).sheet;
    // An admin's copy is the live sheet (it may be a draft past the latest revision): 'Offline: as of {time}'.
    if (sheet?.isAdmin === true) return null;
    const number = sheet?.revision?.number;
    return typeof number === "number" ? number : null;
  } catch {
    return null;
  }
}

/** True when the HTML carries a rendered sheet (not the portal's shell). */
export const isRenderedSheet = (html: string) => html.includes(`id="${ON_SET_CONSTANTS.firstResponseElementId}"`);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** When the copy was stored, as the phone's reader says it. */
export const asOfText = (storedAt: string, locale?: string) => new Date(storedAt).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });

/**
 * The copy as it is shown offline: a banner at the top of the page, outside the app's root, saying which
 * revision and from when, with a link that forgets the copy (it works without scripts: the worker answers
 * it). Inline styles only: the page's CSP allows them, and the banner must look the same before and after
 * the scripts take over.
 */
export function withOfflineBanner(html: string, storedAt: string, callSheetId: string, locale?: string): string {
  const text = ON_SET_TEXTS.offlineBanner(revisionOfCopy(html), asOfText(storedAt, locale));
  const banner =
    `<div id="${ON_SET_CONSTANTS.offlineBannerId}" role="status" data-stored-at="${escapeHtml(storedAt)}" ` +
    `style="display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;justify-content:space-between;margin:0;padding:10px 16px;background:#fef3c7;color:#1f2937;font:600 15px/1.4 system-ui,sans-serif;border-bottom:1px solid #f59e0b">` +
    `<span>${escapeHtml(text)}</span>` +
    `<a href="/shared-call-sheet/${callSheetId}?forget=1" style="color:#1f2937;font-weight:600">${escapeHtml(ON_SET_TEXTS.forgetSheet)}</a></div>`;
  return html.replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}

/** The page the worker answers once a copy is forgotten. */
export function forgottenPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(ON_SET_TEXTS.forgetSheet)}</title></head><body style="margin:0;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f8fafc"><p role="status">${escapeHtml(ON_SET_TEXTS.forgotten)}</p></body></html>`;
}
