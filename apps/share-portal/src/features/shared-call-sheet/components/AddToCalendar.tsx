import { useQueryClient } from "@tanstack/react-query";
import { type MouseEvent, useRef, useState } from "react";
import styled from "styled-components";
import type { DocumentSheet } from "@repo/call-sheet/parseCallSheet";
import { CALENDAR_CONSTANTS, CALENDAR_MESSAGES } from "@repo/contracts/sharing/calendar";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { ApiError, apiRequest, ButtonLink } from "shell/portalKit";
import { noteEnd } from "../api/invitationEnded.ts";
import { isOffline } from "../lib/isOffline.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dated = (value: string | null | undefined) => typeof value === "string" && ISO_DATE.test(value);

/**
 * Whether the API can make the sheet's calendar event: it needs a day, which it takes from the shooting
 * date, else the first location's date, else a scene's (services/api/src/calendar/eventTimes.ts, eventWhen);
 * with none it answers 409. A section that did not parse is not read here: the link stays, and a 409 says why.
 */
export function hasEventDay(sheet: DocumentSheet): boolean {
  if (dated(sheet.shootingDate)) return true;
  const { locationsList: locations, sceneSchedule: scenes } = sheet;
  if (!locations.ok || !scenes.ok) return true;
  return dated(locations.items[0]?.date) || scenes.items.some((scene) => dated(scene.date));
}

const Box = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Problem = styled.span`
  max-width: 360px;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: 0.875rem;
`;

type Failure = { kind: "noDate"; message: string } | { kind: "offline" } | { kind: "network" } | { kind: "refused"; message: string | undefined };

function failureOf(error: unknown, online: boolean): Failure {
  if (!(error instanceof ApiError)) return { kind: "refused", message: undefined };
  if (error.status === 0) return online ? { kind: "network" } : { kind: "offline" };
  if (error.status === 409) return { kind: "noDate", message: error.serverMessage ?? CALENDAR_MESSAGES.noDate };
  return { kind: "refused", message: error.serverMessage };
}

function problemText(failure: Failure): string {
  switch (failure.kind) {
    case "noDate":
      return failure.message;
    case "offline":
      return REVISION_VIEW_TEXTS.calendarOffline;
    case "network":
      return REVISION_VIEW_TEXTS.calendarNetwork;
    case "refused":
      return REVISION_VIEW_TEXTS.calendarError(failure.message ?? REVISION_VIEW_TEXTS.calendarErrorReason);
  }
}


/** The name the server gives the file (`Content-Disposition: attachment; filename="..."`), else the contract's. */
function fileNameOf(response: Response, callSheetId: string): string {
  const named = /filename="?([^";]+)"?/i.exec(response.headers.get("Content-Disposition") ?? "")?.[1];
  return named ?? CALENDAR_CONSTANTS.fileName(Number(callSheetId));
}

/** Hands a file already downloaded to the browser's own download, under `name`. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has begun by then; revoking at once can cut it short in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A press the browser keeps for itself: another button, or a modifier (new tab, save as...). */
const browsersOwn = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

type Props = {
  /** The page's sheet id (its address), also the key of the page's ended screen. */
  callSheetId: string;
  revision: number | null;
};

/**
 * 'Add to calendar': the collaborator's calendar event for the shoot (the API's .ics, the same event the
 * e-mails carry: one UID per sheet and collaborator, so adding it again updates it), drawn as the bar's
 * outline buttons (the kit's ButtonLink). A plain download link on the portal server's page, which works
 * with no script; once the app runs, a press fetches the file itself, because a download link that is
 * refused ends silently (Chromium cancels it): 200 becomes the download under the server's file name, 409
 * (no date in the latest revision) and other refusals are said beside the link, 410 turns the page to its
 * ended screen (as every other call of the page), and no network says so. The page shows the link only
 * for a revision with a day (hasEventDay).
 */
export function AddToCalendar({ callSheetId, revision }: Props) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Failure | null>(null);
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const href = CONFIRMATION_URLS.calendar(callSheetId);

  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (browsersOwn(event)) return;
    event.preventDefault();
    if (pending.current) return;
    if (isOffline()) {
      setFailure({ kind: "offline" });
      return;
    }
    pending.current = true;
    setBusy(true);
    setFailure(null);
    apiRequest("GET", href)
      .then(async (response) => saveFile(await response.blob(), fileNameOf(response, callSheetId)))
      .catch((error: unknown) => {
        // The page shows the ended screen instead of the sheet: nothing to say here.
        if (noteEnd(queryClient, callSheetId, error)) return;
        setFailure(failureOf(error, typeof navigator === "undefined" || navigator.onLine));
      })
      .finally(() => {
        pending.current = false;
        setBusy(false);
      });
  };

  return (
    <Box>
      <ButtonLink $variant="outline" href={href} download onClick={press} aria-busy={busy || undefined} aria-label={REVISION_VIEW_TEXTS.addToCalendarLabel(revision)}>
        {REVISION_VIEW_TEXTS.addToCalendar}
      </ButtonLink>
      {failure ? <Problem role="alert">{problemText(failure)}</Problem> : null}
    </Box>
  );
}
