import { type RefObject, useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { hiddenInPrint } from "@repo/call-sheet/printStyles";
import type { ShownRevision } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { Button } from "shell/portalKit";
import { confirmFailureOf, type ConfirmFailure, useConfirmRevision } from "../api/confirmations.ts";

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
};

/**
 * The collaborator's own 'I have read revision N' (issue 25). After it, 'Confirmed REV N · time'; a revision
 * confirmed before shows confirmed. A refusal says why in the server's words ('Revision 3 is the latest...')
 * with 'Load REV 3' in place of Confirm; a confirmation that never reached the server says it was not sent
 * (the button stays, to send it again): nothing is kept to be sent later behind the person's back.
 */
export function ConfirmRevision({ callSheetId, revision, confirmedRevision, onLoadLatest }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const confirmedText = useRef<HTMLSpanElement>(null);
  const confirm = useConfirmRevision(callSheetId);
  const [confirmedAt, setConfirmedAt] = useState<{ revision: number; at: string } | null>(null);
  useRoomBelow(box);

  const number = revision.number;
  const mine = confirmedAt?.revision === number ? confirmedAt : null;
  const confirmed = mine !== null || confirmedRevision === number;
  const failure = confirm.isError ? confirmFailureOf(confirm.error, typeof navigator === "undefined" || navigator.onLine) : null;

  // The pressed button is gone: the focus goes to what replaced it (a keyboard user is not sent to the top).
  useEffect(() => {
    if (mine) confirmedText.current?.focus({ preventScroll: true });
  }, [mine]);

  const send = () =>
    confirm.mutate(number, {
      onSuccess: (answer) => setConfirmedAt({ revision: answer.revision, at: answer.confirmedAt }),
    });

  return (
    <Box ref={box} role="group" aria-label={REVISION_VIEW_TEXTS.confirmationLabel}>
      <Status role="status">
        {confirmed ? <Confirmed ref={confirmedText} tabIndex={-1}>{REVISION_VIEW_TEXTS.confirmed(number, mine ? timeFormat.format(new Date(mine.at)) : null)}</Confirmed> : null}
      </Status>
      {confirmed || failure?.kind === "notLatest" ? null : (
        <Button onClick={send} disabled={confirm.isPending}>
          {confirm.isPending ? REVISION_VIEW_TEXTS.confirming : REVISION_VIEW_TEXTS.confirm(number)}
        </Button>
      )}
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
