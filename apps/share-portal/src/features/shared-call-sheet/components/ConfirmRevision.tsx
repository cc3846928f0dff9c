import { type RefObject, useCallback, useEffect, useReducer, useRef, useState } from "react";
import styled from "styled-components";
import { hiddenInPrint } from "@repo/call-sheet/printStyles";
import type { ShownRevision } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { COMMENT_ADMIN_AUTHOR } from "@repo/contracts/sharing/comments";
import { ApiError, Button } from "shell/portalKit";
import { useCheckAuth } from "../api/checkAuth.ts";
import { confirmFailureOf, type ConfirmFailure, dropConfirmation, keepConfirmation, pendingConfirmation, useConfirmRevision, waitsForSignIn, worthRetrying } from "../api/confirmations.ts";
import { isOtherReader } from "../api/otherReader.ts";
import { isOffline } from "../lib/isOffline.ts";

/** Below this width Confirm is a bar fixed at the bottom of the screen; from it, a part of the top bar. */
export const CONFIRM_BAR_MAX_WIDTH = "767px";
/** The height the bottom bar takes (0 when it is in the top bar): the page leaves that much room below the sheet. */
export const CONFIRM_BAR_HEIGHT_VARIABLE = "--confirm-bar-height";

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  @media (max-width: ${CONFIRM_BAR_MAX_WIDTH}) {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 30;
    justify-content: stretch;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 -4px 16px rgba(15, 23, 42, 0.12);
    & > * { flex: 1 1 100%; }
    button { min-height: 48px; }
  }
  ${hiddenInPrint}
`;

// Always there (a live region must exist before what it announces); takes no room while empty.
const Status = styled.div`
  &:empty { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
`;

const Waiting = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  max-width: 480px;
  @media (max-width: ${CONFIRM_BAR_MAX_WIDTH}) { max-width: none; text-align: center; }
`;

const Confirmed = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  @media (max-width: ${CONFIRM_BAR_MAX_WIDTH}) { text-align: center; }
`;

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 480px;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: 0.875rem;
  p { margin: 0; flex: 1 1 200px; }
  @media (max-width: ${CONFIRM_BAR_MAX_WIDTH}) { max-width: none; }
`;

const timeFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

function problemText(failure: ConfirmFailure): string {
  switch (failure.kind) {
    case "notLatest":
      return failure.message;
    case "offline":
      return REVISION_VIEW_TEXTS.notSentOffline;
    case "network":
      return REVISION_VIEW_TEXTS.notSentNetwork;
    case "refused":
    case "otherReader":
      return REVISION_VIEW_TEXTS.notSentError(failure.message ?? REVISION_VIEW_TEXTS.notSentReason);
    case "ended":
      return "";
  }
}

/** Publishes the bottom bar's height as a CSS variable while it is fixed there, so the page leaves room for it. */
function useRoomBelow(box: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = box.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver !== "function") return;
    const measure = () => {
      const fixed = getComputedStyle(element).position === "fixed";
      root.style.setProperty(CONFIRM_BAR_HEIGHT_VARIABLE, `${fixed ? Math.ceil(element.getBoundingClientRect().height) : 0}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(CONFIRM_BAR_HEIGHT_VARIABLE);
    };
  }, [box]);
}

type Props = {
  callSheetId: string;
  revision: ShownRevision;
  /** The newest revision this collaborator confirmed, as the server answered with the sheet. */
  confirmedRevision: number | null;
  /** Fetches the sheet again (after a 409: a newer revision was published since this page opened). */
  onLoadLatest: () => void;
  /**
   * The revision whose confirmation was kept on this device (offline) and never recorded because a newer
   * one came out meanwhile (null: none). Held by the page, as this component is made anew for each revision.
   */
  superseded: number | null;
  onSuperseded: (revision: number) => void;
};

/** How long a waiting confirmation that got no answer, or a busy server's, waits before it is tried again. */
const RETRY_MS = 30_000;


/**
 * The collaborator's own 'I have read revision N' (issue 25). After it, 'Confirmed REV N · time'; a revision
 * confirmed before shows confirmed. A refusal says why in the server's words ('Revision 3 is the latest...')
 * with 'Load REV 3' in place of Confirm. Made offline, or sent and never answered, it is kept on this device
 * (api/confirmations.ts) and says so ('Waiting to send'), and goes when the network is back, after a reload
 * too: the server records a confirmation once, so one whose answer was lost is safely sent again. A device
 * that would not keep it says it was not sent and keeps the button. The session gone meanwhile (401: it lapsed
 * over a long day offline; or 403, no grant of this sheet in it now), pressed online or waiting: it stays kept
 * for the same reader's next sign-in, and the page shows the sign-in form (api/confirmations.ts), as comments do.
 */
export function ConfirmRevision({ callSheetId, revision, confirmedRevision, onLoadLatest, superseded, onSuperseded }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const confirmedText = useRef<HTMLSpanElement>(null);
  const confirm = useConfirmRevision(callSheetId);
  const [confirmedAt, setConfirmedAt] = useState<{ revision: number; at: string } | null>(null);
  // Whom the page reads as: a confirmation waits for them only (another reader on this phone has their own).
  const auth = useCheckAuth(callSheetId, false).data;
  const reader = auth ? (auth.email ?? (auth.isAdmin ? COMMENT_ADMIN_AUTHOR : null)) : null;
  // What waits is this device's storage (api/confirmations.ts), read again whenever this page changes it.
  const [, storeChanged] = useReducer((version: number) => version + 1, 0);
  const kept = reader === null ? null : pendingConfirmation(callSheetId, reader);
  const [notKept, setNotKept] = useState(false);
  // The session could not send it (waitsForSignIn): no more tries here; the page shows the sign-in form, and
  // this bar, made anew after it, sends what waits for the reader signed in again.
  const [heldForSignIn, setHeldForSignIn] = useState(false);
  useRoomBelow(box);

  const number = revision.number;
  const mine = confirmedAt?.revision === number ? confirmedAt : null;
  const confirmed = mine !== null || confirmedRevision === number;
  const waiting = kept === number && !confirmed;
  const failure: ConfirmFailure | null = waiting
    ? null
    : confirm.isError
      ? confirmFailureOf(confirm.error, typeof navigator === "undefined" || navigator.onLine)
      : notKept
        ? { kind: "offline" }
        : null;

  // The pressed button is gone: the focus goes to what replaced it (a keyboard user is not sent to the top).
  useEffect(() => {
    if (mine) confirmedText.current?.focus({ preventScroll: true });
  }, [mine]);

  const keep = () => {
    if (reader !== null && keepConfirmation(callSheetId, reader, number)) {
      storeChanged();
      return;
    }
    setNotKept(true);
  };

  const send = () => {
    setNotKept(false);
    if (isOffline()) {
      confirm.reset();
      keep();
      return;
    }
    confirm.mutate({ revision: number, asReader: reader }, {
      onSuccess: (answer) => setConfirmedAt({ revision: answer.revision, at: answer.confirmedAt }),
      // No answer (the network went on the way): kept and sent again rather than lost. The session gone: kept
      // for this reader's next sign-in (the page shows the sign-in form), not an error shown at every press.
      onError: (error) => {
        if (waitsForSignIn(error)) setHeldForSignIn(true);
        if ((error instanceof ApiError && error.status === 0) || waitsForSignIn(error)) keep();
      },
    });
  };

  // Done with: an older revision's (the page shows a newer one, whose own Confirm is here), or this one's
  // once it shows confirmed some other way (another tab, the sheet fetched again).
  // An older revision's was never recorded: the page says so beside this revision's Confirm.
  useEffect(() => {
    if (reader === null || kept === null || !(kept < number || (kept === number && confirmed))) return;
    if (kept < number) onSuperseded(kept);
    dropConfirmation(callSheetId, reader);
  }, [callSheetId, reader, kept, number, confirmed, onSuperseded]);

  const { mutate } = confirm;
  // The page's callbacks, read when a try ends (they need not be stable: a new one must not start a try).
  const loadLatest = useRef(onLoadLatest);
  useEffect(() => {
    loadLatest.current = onLoadLatest;
  });
  // One try at a time: a try ending does not start the next (the timer and the network's return do).
  const trying = useRef(false);
  const sendWaiting = useCallback(() => {
    if (reader === null || trying.current || isOffline()) return;
    // Read again at each try: 'Forget this sheet' in another tab (or the next start's note) may have dropped it.
    if (pendingConfirmation(callSheetId, reader) !== number) {
      storeChanged();
      return;
    }
    trying.current = true;
    mutate({ revision: number, asReader: reader }, {
      onSuccess: (answer) => {
        dropConfirmation(callSheetId, reader);
        storeChanged();
        setConfirmedAt({ revision: answer.revision, at: answer.confirmedAt });
      },
      onError: (error) => {
        // Someone else reads the sheet on this device now (another tab), or the session is gone (it lapsed while
        // the phone was offline): it stays kept for this reader's next sign-in; the page asks again whom it reads
        // as, and shows the sign-in form for a session gone (useConfirmRevision).
        if (waitsForSignIn(error)) setHeldForSignIn(true);
        if (worthRetrying(error) || isOtherReader(error) || waitsForSignIn(error)) return;
        // Refused for good (a newer revision, the invitation ended, the server's reason): said below, not kept.
        dropConfirmation(callSheetId, reader);
        storeChanged();
        // A newer revision came out while it waited: that one is loaded, and its Confirm says this one was not sent.
        if (confirmFailureOf(error, true).kind === "notLatest") {
          onSuperseded(number);
          loadLatest.current();
        }
      },
      onSettled: () => {
        trying.current = false;
      },
    });
  }, [callSheetId, reader, number, mutate, onSuperseded]);

  // Another tab's change of what waits (a Confirm kept, sent or forgotten there) shows here too.
  useEffect(() => {
    window.addEventListener("storage", storeChanged);
    return () => window.removeEventListener("storage", storeChanged);
  }, []);

  // Sent when the network is back, and tried again every RETRY_MS while it goes unanswered.
  useEffect(() => {
    if (!waiting || confirmed || heldForSignIn) return;
    sendWaiting();
    const timer = setInterval(sendWaiting, RETRY_MS);
    window.addEventListener("online", sendWaiting);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", sendWaiting);
    };
  }, [waiting, confirmed, heldForSignIn, sendWaiting]);

  return (
    <Box ref={box} role="group" aria-label={REVISION_VIEW_TEXTS.confirmationLabel}>
      <Status role="status">
        {confirmed ? (
          <Confirmed ref={confirmedText} tabIndex={-1}>
            {REVISION_VIEW_TEXTS.confirmed(number, mine ? timeFormat.format(new Date(mine.at)) : null)}
          </Confirmed>
        ) : waiting ? (
          <Waiting>{REVISION_VIEW_TEXTS.waitingToSend(number)}</Waiting>
        ) : null}
      </Status>
      {confirmed || waiting || failure?.kind === "notLatest" ? null : (
        <Button onClick={send} disabled={confirm.isPending}>
          {confirm.isPending ? REVISION_VIEW_TEXTS.confirming : REVISION_VIEW_TEXTS.confirm(number)}
        </Button>
      )}
      {superseded !== null && superseded < number && !confirmed && !waiting ? (
        <Problem role="alert">
          <p>{REVISION_VIEW_TEXTS.notSentSuperseded(superseded, number)}</p>
        </Problem>
      ) : null}
      {failure && failure.kind !== "ended" && !confirmed ? (
        <Problem role="alert">
          <p>{problemText(failure)}</p>
          {failure.kind === "notLatest" ? (
            <Button
              $variant="outline"
              onClick={() => {
                confirm.reset();
                onLoadLatest();
              }}
            >
              {REVISION_VIEW_TEXTS.loadRevision(failure.latest)}
            </Button>
          ) : null}
        </Problem>
      ) : null}
    </Box>
  );
}
