import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Confirmation, CONFIRMATION_MESSAGES, CONFIRMATION_URLS, confirmationSchema } from "@repo/contracts/sharing/confirmations";
import type { SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { ApiError, apiJson } from "shell/portalKit";
import { sharedCallSheetKey } from "../../../lib/sharedCallSheetKey.ts";
import { pendingConfirmationKey as pendingKey } from "../../../offline/pendingConfirmations.ts";
import { noteEnd } from "./invitationEnded.ts";
import { isOtherReader, rereadReader } from "./otherReader.ts";
import { noteSessionEnded } from "./sessionEnded.ts";

/**
 * `POST /api/call-sheet-confirmations` `{ callSheetId, revision, asReader }`: 'I have read revision N', as
 * `asReader` (the page's reader: never recorded as someone who signed in on this device since, 409
 * OTHER_READER_REASON, after which the page asks again whom it reads as). Recorded: the sheet's answer says so
 * (its `confirmedRevision`), so the page's offline copy, stored again whenever that answer changes
 * (app/PortalFrame.tsx), shows it confirmed too. A 410 (the invitation ended) is noted for the page's ended
 * screen; a 401 (the session ended meanwhile: it lapsed over a long day) for its sign-in form, and a 403 (the
 * session holds no grant of this sheet now) has the page ask again whom it reads as: the confirmation waits
 * for its reader's next sign-in (waitsForSignIn). Every other failure is the caller's to show: nothing is
 * queued behind the person's back, so a confirmation that did not reach the server says so.
 */
export function useConfirmRevision(callSheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ revision, asReader }: { revision: number; asReader: string | null }): Promise<Confirmation> =>
      confirmationSchema.parse(await apiJson("POST", CONFIRMATION_URLS.confirmations, { callSheetId: Number(callSheetId), revision, ...(asReader ? { asReader } : {}) })),
    onSuccess: (answer) => noteConfirmed(queryClient, callSheetId, answer),
    onError: (error) => {
      if (isOtherReader(error) || (error instanceof ApiError && error.status === 403)) rereadReader(queryClient, callSheetId);
      else if (!noteEnd(queryClient, callSheetId, error)) noteSessionEnded(queryClient, callSheetId, error);
    },
  });
}

/**
 * The sheet's answer as the server now gives it: confirmed up to `answer.revision`. Set in the query cache (the
 * server's next answer says the same), which is a new answer for the offline copy to store; no second request.
 */
function noteConfirmed(queryClient: QueryClient, callSheetId: string, answer: Confirmation): void {
  queryClient.setQueryData<SharedCallSheet | null>(sharedCallSheetKey(callSheetId), (sheet) =>
    sheet && (sheet.confirmedRevision ?? 0) < answer.revision ? { ...sheet, confirmedRevision: answer.revision } : sheet,
  );
}

/**
 * A confirmation refused because the session cannot send it now, not for good: 401 (no session any more) or
 * 403 (a session without this sheet's grant). Kept for its reader's next sign-in, as the comments are.
 */
export const waitsForSignIn = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** How a confirmation failed, for the words shown under the button. */
export type ConfirmFailure =
  | { kind: "notLatest"; message: string; latest: number | null }
  | { kind: "offline" }
  | { kind: "network" }
  | { kind: "refused"; message: string | undefined }
  | { kind: "otherReader"; message: string | undefined }
  | { kind: "ended" };

/**
 * The latest revision a 409 names: its body's `latest` when it carries one, else the number for which the
 * contract's own message is exactly the one answered (CONFIRMATION_MESSAGES.notLatest); null for any other
 * 409 (nothing published).
 */
function latestIn(body: string, message: string): number | null {
  try {
    const latest = (JSON.parse(body) as { latest?: unknown } | null)?.latest;
    if (typeof latest === "number" && Number.isInteger(latest) && latest > 0) return latest;
  } catch {
    // Not JSON: the message alone.
  }
  for (const digits of message.match(/\d+/g) ?? []) {
    if (CONFIRMATION_MESSAGES.notLatest(Number(digits)) === message) return Number(digits);
  }
  return null;
}

export function confirmFailureOf(error: unknown, online: boolean): ConfirmFailure {
  if (!(error instanceof ApiError)) return { kind: "refused", message: undefined };
  if (error.status === 0) return online ? { kind: "network" } : { kind: "offline" };
  if (error.status === 410) return { kind: "ended" };
  if (isOtherReader(error)) return { kind: "otherReader", message: error.serverMessage };
  if (error.status === 409 && error.serverMessage) return { kind: "notLatest", message: error.serverMessage, latest: latestIn(error.body, error.serverMessage) };
  return { kind: "refused", message: error.serverMessage };
}

/**
 * A confirmation made without a network (docs/on-set.md): kept on this device per sheet and reader (the
 * grant's e-mail) until it is sent, so a reload or a closed tab loses nothing; the server records a
 * confirmation once however often it arrives, so a try whose answer was lost may be sent again. Only the
 * latest revision it was made for is kept. localStorage: one small value, read before the first paint.
 */
/** Keeps 'I have read revision N' to send later; false when this device would not store it. */
export function keepConfirmation(callSheetId: string, reader: string, revision: number): boolean {
  try {
    window.localStorage.setItem(pendingKey(callSheetId, reader), JSON.stringify({ revision, keptAt: new Date().toISOString() }));
    return true;
  } catch {
    return false;
  }
}

/** The revision whose confirmation waits to be sent for this sheet and reader, if any. */
export function pendingConfirmation(callSheetId: string, reader: string): number | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(pendingKey(callSheetId, reader)) ?? "null") as { revision?: unknown } | null;
    return typeof kept?.revision === "number" && Number.isInteger(kept.revision) && kept.revision > 0 ? kept.revision : null;
  } catch {
    return null;
  }
}

/** Drops it (sent, refused for good, or an older revision than the one shown). */
export function dropConfirmation(callSheetId: string, reader: string): void {
  try {
    window.localStorage.removeItem(pendingKey(callSheetId, reader));
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** Whether a failed confirmation waits and is tried again: no answer, too many at once, the server failing. */
export const worthRetrying = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
