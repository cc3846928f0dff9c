import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ApiError, apiRequest, toast } from "shell/portalKit";
import { returnDraft } from "../../../offline/commentDrafts.ts";
import { dropPending, forgetPendingOf, keepPending, type PendingComment, pendingOf } from "../../../offline/commentOutbox.ts";
import { commentBody, commentsKey } from "../api/comments.ts";
import { noteEnd } from "../api/invitationEnded.ts";
import { isOtherReader, rereadReader } from "../api/otherReader.ts";
import { noteSessionEnded } from "../api/sessionEnded.ts";

/**
 * The page's side of the comments written without a network (docs/on-set.md): the form keeps one here
 * (IndexedDB, src/offline/commentOutbox.ts) instead of sending it when the browser is offline or the call
 * got no answer; the sheet shows what waits ('Waiting to send', in its section's panel and in a notice) and
 * sends it when the network is back, in this page or after a reload. Nothing is dropped silently: sent, it
 * says so; refused for good (the server's 400, a 409 but another reader's) or no longer the writer's to post
 * (a viewer now: 403), its text goes back to its section's comment box (offline/commentDrafts.ts), with why,
 * said until dismissed or sent again: a toast lasts 5 s and the next one replaces it. The session gone (401)
 * or without this sheet's grant (another 403), it waits for the same person's next sign-in, and the page asks
 * check-auth again (the sign-in form). The invitation ended (410), it goes with the sheet (the ended screen).
 * Each is sent only as the person who wrote it: one written under another grant on this device waits, unseen,
 * for its writer's next sign-in here.
 */

const NONE: readonly PendingComment[] = [];
const shown = new Map<string, readonly PendingComment[]>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

async function reread(callSheetId: string): Promise<void> {
  try {
    shown.set(callSheetId, await pendingOf(callSheetId));
  } catch {
    shown.set(callSheetId, NONE);
  }
  for (const listener of listeners) listener();
}

/**
 * The sheet's comments waiting to be sent that `reader` wrote (the page's reader: the grant's e-mail,
 * "admin"), oldest first (all sections). Never another reader's: on a phone Ana handed to Bob (her session
 * ended, he signed in without a reload) her waiting texts stay hers, unseen.
 */
export function usePendingComments(callSheetId: string, reader: string): readonly PendingComment[] {
  const all = useSyncExternalStore(
    subscribe,
    () => shown.get(callSheetId) ?? NONE,
    () => NONE,
  );
  // Read afresh for this reader's page: a viewer's page runs no sending round (which reads it), and what an
  // earlier reader's page read is not what waits now.
  useEffect(() => void reread(callSheetId), [callSheetId, reader]);
  return useMemo(() => all.filter((pending) => pending.author === reader), [all, reader]);
}

/** Per sheet, the open sheet's "try again in a while", its "send now" and whom it reads as (useSendPendingComments). */
const retries = new Map<string, () => void>();
const senders = new Map<string, () => void>();
const authors = new Map<string, string>();

/**
 * Keeps a comment to send later; false when this device would not store it (the caller keeps the text).
 * Offline, the network's return sends it; a call that got no answer while the browser says online is tried
 * again in a while.
 */
export async function keepComment(callSheetId: string, sectionId: CallSheetSectionId, text: string, idempotencyKey: string, writtenAs?: string): Promise<boolean> {
  // Kept as whom it was written as (the form's writer), else whom the page reads as now.
  const author = writtenAs ?? authors.get(callSheetId);
  if (author === undefined) return false;
  // The key the form's own try carried (if it made one) stays the comment's: that try may have landed.
  // IndexedDB keeps every field it is given (structured clone); keyOf reads it back.
  const entry = { callSheetId, author, sectionId, text, idempotencyKey };
  try {
    await keepPending(entry);
  } catch {
    return false;
  }
  await reread(callSheetId);
  if (navigator.onLine) retries.get(callSheetId)?.();
  return true;
}

/** Whom the open sheet reads as (the grant's e-mail, "admin"), which its form writes as; undefined while none may comment. */
export const pageAuthor = (callSheetId: string): string | undefined => authors.get(callSheetId);

/** The idempotency key a waiting comment is sent with: the one kept with it, else (kept before keys) its own id. */
const keyOf = (pending: PendingComment): string => ("idempotencyKey" in pending && typeof pending.idempotencyKey === "string" ? pending.idempotencyKey : pending.id);

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * The API's 403 to a grant that may read the sheet but not comment (the producer made the writer a viewer
 * meanwhile): its message is the spec's words for a viewer. Any other 403 is a session without this sheet's grant.
 */
const noLongerCommenter = (error: unknown) => error instanceof ApiError && error.status === 403 && error.serverMessage === SHARING_TEXTS.viewerCannotComment;

/** A waiting comment that cannot be posted goes back to its section's box, with why: never dropped silently. */
async function giveBack(pending: PendingComment, reason: string): Promise<void> {
  returnDraft(pending.callSheetId, pending.sectionId, pending.author, pending.text, reason);
  await dropPending(pending.id);
}

/** Sending, per sheet: one round at a time in this page (and, with Web Locks, in all of this phone's tabs). */
const sending = new Set<string>();
const RETRY_MS = 30_000;

async function sendRound(queryClient: QueryClient, callSheetId: string, author: string, retryLater: () => void): Promise<void> {
  // Only this reader's: one written on this device under another grant (someone else signed in since) is
  // never sent as this reader, nor shown to them; it waits for its writer's next sign-in here (or goes with
  // the sheet: 'Forget this sheet', its writer's invitation ended).
  const mine = (await pendingOf(callSheetId)).filter((pending) => pending.author === author);
  for (const pending of mine) {
    try {
      // Sent with its key: a try whose answer was lost (this round's or the form's) is answered, not added twice.
      await apiRequest("POST", SHARING_URLS.comments, commentBody(callSheetId, { sectionId: pending.sectionId, text: pending.text, idempotencyKey: keyOf(pending), asAuthor: pending.author }));
    } catch (error) {
      // Someone else signed in on this device since (another tab): nothing was posted as them. The page asks
      // again whom it reads as, and its next round (as the new reader) leaves this writer's waiting.
      if (isOtherReader(error)) {
        rereadReader(queryClient, callSheetId);
        retryLater();
        return;
      }
      const status = error instanceof ApiError ? error.status : 0;
      // No answer, the server busy or failing, too many a minute: it waits for the next try, in 30 s or at the
      // network's return, whichever comes first (no answer while the browser says online gets no `online` event).
      if (status === 0 || status === 429 || status >= 500) {
        retryLater();
        return;
      }
      // The producer made the writer a viewer: they still read the sheet, and none of theirs can be posted. Each
      // goes back to its section (the panel shows it to copy), and the page asks its role again.
      if (noLongerCommenter(error)) {
        for (const mine of await pendingOf(callSheetId)) if (mine.author === author) await giveBack(mine, ON_SET_TEXTS.noLongerCommenter);
        rereadReader(queryClient, callSheetId);
        return;
      }
      // 401: no session any more (it expired over a long day offline), not no access; another 403: the session
      // holds no grant of this sheet now. They stay, 'waiting to send', for this person's next sign-in (the round
      // above sends only their own), as the worker's `none` keeps them; the page asks check-auth again, so it
      // shows the sign-in form instead of a sheet whose comments wait for nothing.
      if (status === 401) {
        noteSessionEnded(queryClient, callSheetId, error);
        return;
      }
      if (status === 403) {
        rereadReader(queryClient, callSheetId);
        return;
      }
      // The invitation ended: the sheet leaves this phone, and what this reader left waiting with it (privacy;
      // the ended screen). Another reader's wait for that reader's sign-in.
      if (status === 410) {
        const count = (await pendingOf(callSheetId)).filter((mine) => mine.author === author).length;
        await forgetPendingOf(callSheetId, author);
        if (!noteEnd(queryClient, callSheetId, error, author)) toast({ title: SHARING_TEXTS.commentFailedTitle, description: ON_SET_TEXTS.pendingNoAccess(count), variant: "destructive" });
        return;
      }
      // Refused for good (the text itself, the sheet full): back in its section's box with the server's words,
      // said until dismissed or sent again.
      await giveBack(pending, error instanceof ApiError && error.serverMessage ? error.serverMessage : SHARING_TEXTS.commentFailed);
      await reread(callSheetId);
      continue;
    }
    await dropPending(pending.id);
    toast({ title: SHARING_TEXTS.commentAddedTitle, description: ON_SET_TEXTS.pendingSent(excerpt(pending.text)) });
    await reread(callSheetId);
  }
}

async function sendWaiting(queryClient: QueryClient, callSheetId: string, author: string, retryLater: () => void): Promise<void> {
  if (sending.has(callSheetId) || !navigator.onLine) return;
  sending.add(callSheetId);
  try {
    const round = () => sendRound(queryClient, callSheetId, author, retryLater);
    // Another tab of the sheet sending the same comments at once would add them twice.
    if (navigator.locks) await navigator.locks.request(`portal-pending-comments-${callSheetId}`, round);
    else await round();
  } catch {
    // IndexedDB refused: what waits stays where it is, for the next try.
  } finally {
    sending.delete(callSheetId);
    await reread(callSheetId);
    void queryClient.invalidateQueries({ queryKey: commentsKey(callSheetId) });
    // The page came to read as someone else while this round ran (another tab signed them in, the network's
    // return re-asked check-auth): their round was turned away by this one, so it runs now.
    const now = authors.get(callSheetId);
    if (now !== undefined && now !== author) senders.get(callSheetId)?.();
  }
}

/**
 * Reads what waits for the sheet and sends it now if the browser is online, and whenever the network comes
 * back while the sheet is open. `author`: whom the page reads as (the grant's e-mail, "admin"); null: the
 * reader may not comment.
 */
export function useSendPendingComments(callSheetId: string, author: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (author === null) return;
    authors.set(callSheetId, author);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let open = true;
    // A round that ends after the page stopped reading as `author` schedules nothing more as them.
    const retryLater = () => {
      if (!open) return;
      clearTimeout(timer);
      timer = setTimeout(send, RETRY_MS);
    };
    const send = () => void sendWaiting(queryClient, callSheetId, author, retryLater);
    retries.set(callSheetId, retryLater);
    senders.set(callSheetId, send);
    void reread(callSheetId).then(send);
    window.addEventListener("online", send);
    return () => {
      open = false;
      clearTimeout(timer);
      if (retries.get(callSheetId) === retryLater) retries.delete(callSheetId);
      if (senders.get(callSheetId) === send) senders.delete(callSheetId);
      if (authors.get(callSheetId) === author) authors.delete(callSheetId);
      window.removeEventListener("online", send);
    };
  }, [queryClient, callSheetId, author]);
}
