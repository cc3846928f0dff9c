import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { forgetDraftsOf } from "./commentDrafts.ts";
import { forgetPendingOf } from "./commentOutbox.ts";
import { copyKey } from "./offlineCopy.ts";
import { forgetConfirmationsOf } from "./pendingConfirmations.ts";

/**
 * Forgetting a sheet on this device (docs/on-set.md, "Clearing"): its copy (Cache Storage), the comments
 * waiting to be sent (IndexedDB), a Confirm waiting to be sent (localStorage) and the comments being written
 * (sessionStorage, offline/commentDrafts.ts). The worker reaches the first two, the page all four; so the
 * worker, answering 'Forget this sheet', leaves a note in the sheets' cache that the page's next start reads
 * to drop the rest.
 */

const { sheetCache, storedAtHeader } = ON_SET_CONSTANTS;

/** The worker's note of a forget, beside the copy (the copy's key is matched with its query: they differ). */
const forgetNoteKey = (origin: string, callSheetId: string) => `${copyKey(origin, callSheetId)}?forgotten`;

/** The sheets' cache; null where there is none (no Cache Storage outside a secure context) or it is refused. */
async function openSheetCache(): Promise<Cache | null> {
  if (typeof caches === "undefined") return null;
  return caches.open(sheetCache).catch(() => null);
}

/**
 * Drops the sheet's copy and its comments waiting to be sent (with `author`, only theirs), the worker's way
 * and the page's alike. Never rejects: a store that cannot be opened holds nothing of the sheet.
 */
export async function forgetCopyAndComments(origin: string, callSheetId: string, author?: string): Promise<void> {
  const cache = await openSheetCache();
  await Promise.all([cache?.delete(copyKey(origin, callSheetId)).catch(() => false), forgetPendingOf(callSheetId, author).catch(() => undefined)]);
}

/**
 * The page showing the ended screen (a 410 on load or to an open page): the copy, the comments waiting, a
 * Confirm waiting and the comments being written go at once, not at the next load that the worker answers.
 * With `reader` (the ended invitation was met by signing in as them, or sending their comments), the copy
 * goes and only that reader's waiting work: another reader's on this phone waits for their own sign-in.
 */
export async function forgetEndedSheet(callSheetId: string, reader?: string): Promise<void> {
  forgetConfirmationsOf(callSheetId, undefined, reader);
  forgetDraftsOf(callSheetId, reader);
  await forgetCopyAndComments(location.origin, callSheetId, reader);
}

/**
 * True when 'Forget this sheet' (`?forget=1`) was followed from a page of this origin (the banner's link):
 * a navigation whose referrer is this origin (the gateway's Referrer-Policy sends it within the origin), and
 * not marked cross-site. Another site linking, redirecting or framing there sends its own origin or no
 * referrer, and cannot name ours: it must not clear a collaborator's unsent comments without a click.
 */
export function forgetAskedByThisOrigin(request: Pick<Request, "mode" | "referrer" | "headers">, origin: string): boolean {
  if (request.mode !== "navigate") return false;
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  try {
    return new URL(request.referrer).origin === origin;
  } catch {
    return false;
  }
}

/** The worker answering 'Forget this sheet': the copy and the comments go, and the forget is noted for the page. */
export async function forgetSheetInWorker(origin: string, callSheetId: string): Promise<void> {
  await forgetCopyAndComments(origin, callSheetId);
  const note = new Response(null, { headers: { [storedAtHeader]: new Date().toISOString() } });
  await (await openSheetCache())?.put(forgetNoteKey(origin, callSheetId), note).catch(() => undefined);
}

/**
 * The page's start: a forget the worker answered since the page last ran (the banner's link followed before
 * the page's scripts could drop the Confirm themselves) drops the sheet's Confirms kept before it, and this
 * tab's comments being written (the tab that followed the link: sessionStorage is per tab); the note is then
 * used up. A Confirm kept after the forget stays.
 */
export async function forgetConfirmationsForgottenByWorker(callSheetId: string): Promise<void> {
  const cache = await openSheetCache();
  const key = forgetNoteKey(location.origin, callSheetId);
  const note = await cache?.match(key).catch(() => undefined);
  if (!cache || !note) return;
  forgetConfirmationsOf(callSheetId, note.headers.get(storedAtHeader) ?? undefined);
  forgetDraftsOf(callSheetId);
  await cache.delete(key).catch(() => false);
}
