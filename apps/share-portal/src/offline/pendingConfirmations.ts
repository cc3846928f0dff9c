/**
 * Where a Confirm made without a network waits on this device (features/shared-call-sheet/api/confirmations.ts
 * keeps, reads and sends it): localStorage, one small value per sheet and reader, read before the first
 * paint. Here, with no other import, so the page's entry can drop a sheet's ('Forget this sheet') without
 * loading the sheet's code. The service worker, which drops the sheet's copy and its waiting comments, has
 * no localStorage: the page drops these.
 */

const PREFIX = "portal-pending-confirmation:";

/** The key of the confirmation that waits for this sheet and reader (the grant's e-mail, "admin"). */
export const pendingConfirmationKey = (callSheetId: string, reader: string) => `${PREFIX}${callSheetId}:${reader}`;

/** When the confirmation stored as `value` was kept (epoch ms); NaN for a value without a readable time. */
const keptAtOf = (value: string | null) => {
  try {
    return Date.parse(String((JSON.parse(value ?? "null") as { keptAt?: unknown } | null)?.keptAt));
  } catch {
    return Number.NaN;
  }
};

/**
 * Drops every confirmation that waits for the sheet, whoever made it on this device: the reader forgot the
 * sheet, or its invitation ended (as the worker drops every waiting comment of the sheet then). With
 * `keptUntil` (ISO), only those kept until then (and any whose time cannot be read): a forget the page
 * learns of later (offline/forgetSheet.ts) leaves a Confirm made after it. With `reader`, only that reader's.
 */
export function forgetConfirmationsOf(callSheetId: string, keptUntil?: string, reader?: string): void {
  try {
    const sheetPrefix = reader === undefined ? `${PREFIX}${callSheetId}:` : pendingConfirmationKey(callSheetId, reader);
    const until = keptUntil === undefined ? Number.POSITIVE_INFINITY : Date.parse(keptUntil);
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) {
      if (!key?.startsWith(sheetPrefix) || (reader !== undefined && key !== sheetPrefix)) continue;
      const keptAt = keptAtOf(window.localStorage.getItem(key));
      if (!(keptAt > until)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing could have been kept either.
  }
}
