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

/**
 * Drops every confirmation that waits for the sheet, whoever made it on this device: the reader forgot the
 * sheet, or its invitation ended (as the worker drops every waiting comment of the sheet then).
 */
export function forgetConfirmationsOf(callSheetId: string): void {
  try {
    const sheetPrefix = `${PREFIX}${callSheetId}:`;
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key?.startsWith(sheetPrefix)) window.localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing could have been kept either.
  }
}
