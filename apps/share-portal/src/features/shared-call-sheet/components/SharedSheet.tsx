import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CallSheetDocument } from "@repo/call-sheet/CallSheetDocument";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import type { CheckAuth, SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { COMMENT_ADMIN_AUTHOR } from "@repo/contracts/sharing/comments";
import { useCommentCounts } from "../api/comments.ts";
import { sharedCallSheetKey } from "../api/sharedCallSheet.ts";
import { sharesKey, useShares } from "../api/shares.ts";
import { focusForReading } from "../lib/focusForReading.ts";
import { useRevisionChanges } from "../lib/useRevisionChanges.ts";
import { useSendPendingComments } from "../lib/commentOutbox.ts";
import { usePrintedAt, useQrForPaper } from "../lib/paper.ts";
import { PendingCommentsNotice } from "./PendingCommentsNotice.tsx";
import { AccessLogPanel } from "./AccessLog.tsx";
import { AddToCalendar, hasEventDay } from "./AddToCalendar.tsx";
import { ChangesPanel } from "./ChangesPanel.tsx";
import { CommentBubble } from "./CommentBubble.tsx";
import { CommentsOverview } from "./CommentsOverview.tsx";
import { ConfirmRevision } from "./ConfirmRevision.tsx";
import { SharedTopBar } from "./SharedTopBar.tsx";
import { SharedWithPanel } from "./SharedWithPanel.tsx";
import { useScrollToAddressSection } from "../lib/useScrollToAddressSection.ts";
import { StatusScreen } from "./StatusScreen.tsx";
import { Paper, SheetLayout, SideColumn, TopOfSheet } from "./SheetLayout.tsx";

const NO_COUNTS: Partial<Record<CallSheetSectionId, number>> = {};

type Props = { callSheetId: string; data: SharedCallSheet; auth: CheckAuth };

/**
 * The opened sheet. Who sees what is the server's answer (spec §6): admins and commenters add comments,
 * viewers read them, no role means no comment panels; admins get Back to Edit, Share and Shared with (or,
 * once no share is active, the access log alone). A collaborator (a grant, never the admin) reads the latest
 * published revision: what changed since the one they last opened comes first, the changed sections are
 * marked, and they confirm it ('I have read revision N') and may add the shoot to their calendar (a revision
 * with a day only).
 */
export function SharedSheet({ callSheetId, data, auth }: Props) {
  const isAdmin = data.isAdmin || auth.isAdmin;
  // Check-auth says whom the session reads as; its role goes with that reader (the sheet's answer may be a
  // moment older: asked again together after another reader signed in on this device, api/otherReader.ts).
  const role = auth.role ?? data.role;
  const seesComments = isAdmin || role !== null;
  const canComment = isAdmin || role === "commenter";
  const queryClient = useQueryClient();
  // Counts only: each section's panel loads its own comments, a page at a time (issue 24).
  const comments = useCommentCounts(callSheetId, seesComments);
  const shares = useShares(callSheetId, isAdmin);
  // Whom the page reads as: whose comments it writes, and shows being written or back from the outbox.
  const reader = isAdmin ? COMMENT_ADMIN_AUTHOR : (auth.email ?? "");
  // Comments written offline on this device, sent when the network is back (docs/on-set.md).
  useSendPendingComments(callSheetId, canComment ? reader : null);
  // Paper leads back (issue 26): the printout carries a QR code of this sheet's address on this origin and
  // 'REV N, printed {date}' (the moment of printing), loaded once the sheet is readable (never before it).
  useQrForPaper();
  const printedAt = usePrintedAt();
  // The sheet renders as a transition behind 'Loading call sheet...': React then yields to the browser every
  // few milliseconds instead of blocking a phone's main thread for the whole sheet in one task (Lighthouse's
  // blocking time on the full fixture, 5 runs each back to back: 1,577 ms before, 619 ms after).
  // The top bar comes with the document, so its Print never prints a sheet that is still rendering. The
  // whole answer is deferred (sheet, light, weather, title), so a refetch never shows one mixed with another.
  const shown = useDeferredValue(data, import.meta.env.SSR ? data : null); // the portal server renders the sheet itself (docs/on-set.md)
  const sheet = useMemo(() => (shown ? parseCallSheet(shown.callSheet) : null), [shown]);
  const counts = comments.data ?? NO_COUNTS;
  const changes = useRevisionChanges(callSheetId, shown);
  // What the document names: a grant's revision; for the admin's live sheet the latest revision only when
  // the API says it is not a draft (edited since, or nothing published: no 'REV N' in the header, 'Draft,
  // printed' on paper). An answer without `draft` is a draft: never a revision the sheet may not be.
  const documentRevision = shown && (!isAdmin || shown.draft === false) ? shown.revision : null;
  const main = useRef<HTMLDivElement>(null);
  // The list goes; the reader goes on with the sheet, not from the top of the page.
  const dismissChanges = () => {
    changes.dismiss();
    if (main.current) focusForReading(main.current);
  };
  useScrollToAddressSection(sheet !== null);
  // A confirmation kept offline for a revision replaced meanwhile (ConfirmRevision says so beside the new one).
  const [supersededConfirmation, setSupersededConfirmation] = useState<number | null>(null);
  const onSuperseded = useCallback((kept: number) => setSupersededConfirmation((before) => Math.max(before ?? 0, kept)), []);

  const sectionExtras = seesComments
    ? (sectionId: CallSheetSectionId) => <CommentBubble callSheetId={callSheetId} sectionId={sectionId} count={counts[sectionId] ?? 0} canComment={canComment} reader={reader} />
    : undefined;
  const activeShares = useMemo(() => shares.data?.shares.filter((share) => share.isActive) ?? [], [shares.data]);
  const accessLog = shares.data?.accessLog ?? [];
  // Shared with only while shares exist (spec §2); the access log outlives the last of them.
  const sharePanel =
    activeShares.length > 0 ? (
      <SharedWithPanel callSheetId={callSheetId} list={{ shares: activeShares, accessLog }} />
    ) : accessLog.length > 0 ? (
      <AccessLogPanel entries={accessLog} />
    ) : null;
  const withSide = seesComments || sharePanel !== null;

  if (!shown || !sheet) return <StatusScreen text={SHARING_TEXTS.loadingCallSheet} />;
  const revision = shown.revision;
  // The admin reads the live sheet (a draft, maybe) and confirms nothing; a grant reads a published revision.
  const collaborator = !isAdmin && revision !== null;
  const loadLatest = () => void queryClient.invalidateQueries({ queryKey: sharedCallSheetKey(callSheetId) });
  return (
    <>
      <SharedTopBar
        callSheetId={shown.callSheet.id}
        title={shown.callSheet.shootingTitle}
        isAdmin={isAdmin}
        onShared={() => void queryClient.invalidateQueries({ queryKey: sharesKey(callSheetId) })}
        collaboratorActions={
          collaborator ? (
            <>
              {/* No day, no event (the API answers 409): the link is not offered for a revision without one. */}
              {hasEventDay(sheet) ? <AddToCalendar callSheetId={callSheetId} revision={revision.number} /> : null}
              <ConfirmRevision
                key={revision.number}
                callSheetId={callSheetId}
                revision={revision}
                confirmedRevision={shown.confirmedRevision}
                onLoadLatest={loadLatest}
                superseded={supersededConfirmation}
                onSuperseded={onSuperseded}
              />
            </>
          ) : null
        }
      />
      <SheetLayout $withSide={withSide} $roomForConfirm={collaborator}>
        {changes.shown && revision ? (
          <TopOfSheet>
            <ChangesPanel key={changes.shown.revision} since={changes.shown.since} shownRevision={revision.number} note={revision.note} changes={changes.shown.changes} onDismiss={dismissChanges} />
          </TopOfSheet>
        ) : null}
        {withSide ? (
          <SideColumn>
            {seesComments ? <CommentsOverview counts={counts} /> : null}
            {sharePanel}
          </SideColumn>
        ) : null}
        <Paper as="main" ref={main} $belowTop={changes.shown !== null}>
          <CallSheetDocument
            sheet={sheet}
            light={shown.light}
            weather={shown.weatherData}
            sectionExtras={sectionExtras}
            revision={documentRevision ?? undefined}
            changedSections={changes.changedSections}
            // Only once a print has begun: the server's page and the app's first render have no stamp.
            sharedUrl={printedAt ? `${window.location.origin}${sharedViewPath(callSheetId)}` : undefined}
            printedAt={printedAt ?? undefined}
          />
        </Paper>
      </SheetLayout>
      {seesComments ? <PendingCommentsNotice callSheetId={callSheetId} reader={reader} canComment={canComment} /> : null}
    </>
  );
}
