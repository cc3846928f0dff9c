import { useDeferredValue, useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CallSheetDocument } from "@repo/call-sheet/CallSheetDocument";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import type { CheckAuth, SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { useCommentCounts } from "../api/comments.ts";
import { sharesKey, useShares } from "../api/shares.ts";
import { AccessLogPanel } from "./AccessLog.tsx";
import { CommentBubble } from "./CommentBubble.tsx";
import { CommentsOverview } from "./CommentsOverview.tsx";
import { SharedTopBar } from "./SharedTopBar.tsx";
import { SharedWithPanel } from "./SharedWithPanel.tsx";
import { useScrollToAddressSection } from "../lib/useScrollToAddressSection.ts";
import { StatusScreen } from "./StatusScreen.tsx";
import { Paper, SheetLayout, SideColumn } from "./SheetLayout.tsx";

const NO_COUNTS: Partial<Record<CallSheetSectionId, number>> = {};

type Props = { callSheetId: string; data: SharedCallSheet; auth: CheckAuth };

/**
 * The opened sheet. Who sees what is the server's answer (spec §6): admins and commenters add comments,
 * viewers read them, no role means no comment panels; admins get Back to Edit, Share and Shared with (or,
 * once no share is active, the access log alone).
 */
export function SharedSheet({ callSheetId, data, auth }: Props) {
  const isAdmin = data.isAdmin || auth.isAdmin;
  const role = data.role ?? auth.role;
  const seesComments = isAdmin || role !== null;
  const canComment = isAdmin || role === "commenter";
  const queryClient = useQueryClient();
  // Counts only: each section's panel loads its own comments, a page at a time (issue 24).
  const comments = useCommentCounts(callSheetId, seesComments);
  const shares = useShares(callSheetId, isAdmin);
  // The sheet renders as a transition behind 'Loading call sheet...': React then yields to the browser every
  // few milliseconds instead of blocking a phone's main thread for the whole sheet in one task (Lighthouse's
  // blocking time on the full fixture, 5 runs each back to back: 1,577 ms before, 619 ms after).
  // The top bar comes with the document, so its Print never prints a sheet that is still rendering. The
  // whole answer is deferred (sheet, light, weather, title), so a refetch never shows one mixed with another.
  const shown = useDeferredValue(data, import.meta.env.SSR ? data : null); // the portal server renders the sheet itself (docs/on-set.md)
  const sheet = useMemo(() => (shown ? parseCallSheet(shown.callSheet) : null), [shown]);
  const counts = comments.data ?? NO_COUNTS;
  useScrollToAddressSection(sheet !== null);

  const sectionExtras = seesComments
    ? (sectionId: CallSheetSectionId) => <CommentBubble callSheetId={callSheetId} sectionId={sectionId} count={counts[sectionId] ?? 0} canComment={canComment} />
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
  return (
    <>
      <SharedTopBar
        callSheetId={shown.callSheet.id}
        title={shown.callSheet.shootingTitle}
        isAdmin={isAdmin}
        onShared={() => void queryClient.invalidateQueries({ queryKey: sharesKey(callSheetId) })}
      />
      <SheetLayout $withSide={withSide}>
        {withSide ? (
          <SideColumn>
            {seesComments ? <CommentsOverview counts={counts} /> : null}
            {sharePanel}
          </SideColumn>
        ) : null}
        <Paper as="main">
          <CallSheetDocument sheet={sheet} light={shown.light} weather={shown.weatherData} sectionExtras={sectionExtras} />
        </Paper>
      </SheetLayout>
    </>
  );
}
