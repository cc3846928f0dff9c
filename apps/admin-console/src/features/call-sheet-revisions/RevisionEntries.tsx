import { useState } from "react";
import { createPortal } from "react-dom";
import { Link, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import type { RevisionPublished } from "@repo/contracts/callSheets/schemas/revisions";
import { Button, ButtonLink } from "shell/Button";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { serverMessageIn } from "shell/apiClient";
import { toast } from "shell/toast";
import { useRefetchWhenBack } from "../../lib/useRefetchWhenBack.ts";
import { draftStateQueryKey, useDraftStateQuery, useRevisionQuery, useRevisionsQuery } from "./api/revisions.ts";
import { type PublishAfter, PublishRevisionDialog } from "./components/PublishRevisionDialog.tsx";
import { RevisionsPanel } from "./components/RevisionsPanel.tsx";
import { formatPublishedAt } from "./lib/formatPublishedAt.ts";
import { REVISIONS_VIEW, revisionViewOf, searchFor } from "./lib/revisionView.ts";

/** Beside the save state in the bar's line under the title (on its own line when they do not fit). */
const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.mutedText};
  strong { color: ${({ theme }) => theme.colors.text}; }
  /* Its date in the title and the history only, where the line would not fit beside the bar's buttons. */
  @media (max-width: 1279px) { .published-at { display: none; } }
`;

const Draft = styled.span`
  color: #92400e;
  font-weight: 600;
`;

/** How many change lines the toast lists; the rest are one 'and N more'. */
const TOAST_CHANGES = 5;

/**
 * Whether the sheet changed since the latest revision, as the API says for this tab's `version`
 * (useDraftStateQuery: another tab's saves included, an edit undone is no change, as the publish, the print
 * and the shared view decide it). Until it has answered for this version, the tab's own knowledge: its
 * version not past the revision's snapshot's (publishing never changes the version, every saved edit does)
 * is no change; past it, the previous answer stays. Unknown (undefined) until these are read, and when the
 * API's latest is a revision this tab has not read. `fresh`: the API's answer for this version, read at
 * `draft.dataUpdatedAt` (undefined while that is being read).
 */
function useChangedSinceLatest(callSheetId: number, version: number) {
  const revisions = useRevisionsQuery(callSheetId);
  const latest = revisions.data?.[0];
  const snapshot = useRevisionQuery(callSheetId, latest?.number ?? null);
  const draft = useDraftStateQuery(callSheetId, latest?.number ?? null, version);
  useRefetchWhenBack(draftStateQueryKey(callSheetId), latest !== undefined);
  const moved = snapshot.data && snapshot.data.number === latest?.number ? version > snapshot.data.callSheet.version : undefined;
  const fresh = draft.isPlaceholderData ? undefined : draft.data;
  const answer = fresh ?? (moved === false ? "unchanged" : moved === true ? draft.data : undefined);
  const changed = answer === "changed" ? true : answer === "unchanged" ? false : undefined;
  return { revisions, latest, changed, draft, fresh };
}

/**
 * Beside the editor's save state: the latest revision ('REV 2 · 26 Nov 2026, 14:05') and whether the
 * sheet changed since ("Draft: changed since REV 2"). `version`: the sheet's version as the editor last
 * heard it from the server (its own saves included).
 */
export function RevisionStatus({ callSheetId, version }: { callSheetId: number; version: number }) {
  const { revisions, latest, changed } = useChangedSinceLatest(callSheetId, version);
  if (!revisions.data) return null;
  if (!latest) return <Line>{TEXTS.unpublished}</Line>;
  const draft = changed === true;
  return (
    <Line>
      <span title={formatPublishedAt(latest.publishedAt)}>
        <strong>{TEXTS.revisionLabel(latest.number)}</strong>
        <span className="published-at"> · {formatPublishedAt(latest.publishedAt)}</span>
      </span>
      {draft ? <Draft>{TEXTS.draft(latest.number)}</Draft> : null}
    </Line>
  );
}

const ChangeList = styled.ul`
  margin: 4px 0 0;
  padding-left: 1.1em;
`;

/** The toast after a publish: its number, and what changed since the previous revision (the API's lines). */
function announce({ number, changes }: RevisionPublished) {
  const description =
    number === 1 ? (
      TEXTS.firstRevision
    ) : changes.length === 0 ? (
      TEXTS.noChanges
    ) : (
      <ChangeList>
        {changes.slice(0, TOAST_CHANGES).map((change, index) => (
          <li key={index}>{change.text}</li>
        ))}
        {changes.length > TOAST_CHANGES ? <li>{TEXTS.moreChanges(changes.length - TOAST_CHANGES)}</li> : null}
      </ChangeList>
    );
  toast({ title: TEXTS.published(number), description, durationMs: 10_000 });
}

/**
 * 'Publish revision', one of the bar's main actions (its dialog lives beside it: inside the compact bar's
 * menu, which closes when the dialog does). `beforePublish` saves what is on screen and answers false when
 * that failed. Opening it asks the API again whether the sheet changed since the latest revision (another
 * tab may have saved since this one last asked). Only that answer, read since the dialog opened, lets the
 * dialog say there is nothing to publish (and only with nothing waiting on screen): a stale one could keep another tab's change from the
 * crew. Until the revisions are read the dialog does not publish (it would name no revision to follow, and
 * the API would refuse it with a 409 that says 'this page showed no revision'); a failed read is said there
 * with a retry.
 */
export function RevisionActions({
  callSheetId,
  beforePublish,
  version,
  unsavedOnScreen,
}: {
  callSheetId: number;
  beforePublish: () => boolean | Promise<boolean>;
  version: number;
  unsavedOnScreen: () => boolean;
}) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);
  const { revisions, latest, draft, fresh } = useChangedSinceLatest(callSheetId, version);
  // A list read once stays the one to publish after, also when a later read fails (a 409 then says what is newer).
  const after: PublishAfter = revisions.data
    ? { state: "ready", latest: latest?.number ?? null }
    : revisions.isError
      ? { state: "failed", message: serverMessageIn("en", revisions.error, CONSOLE_SERVER_FALLBACK) ?? revisions.error.message, retry: () => void revisions.refetch() }
      : { state: "loading" };
  const unchangedSince = open && latest && fresh === "unchanged" && draft.dataUpdatedAt >= openedAt && !unsavedOnScreen() ? latest.number : null;
  // The dialog opens at once (a wait with nothing on screen read as a dead button, and a compact menu closed
  // meanwhile left the dialog opening where nobody could see it); the server's draft state is asked again as
  // it opens, and 'nothing to publish' shows only from that answer (`unchangedSince` above).
  const openDialog = () => {
    setOpenedAt(Date.now());
    if (latest) void draft.refetch();
    setOpen(true);
  };
  return (
    <>
      <Button $variant="primary" onClick={openDialog}>
        {TEXTS.publish}
      </Button>
      <PublishRevisionDialog
        callSheetId={callSheetId}
        after={after}
        unchangedSince={unchangedSince}
        open={open}
        onOpenChange={setOpen}
        beforePublish={beforePublish}
        onPublished={announce}
      />
    </>
  );
}

/**
 * 'Revisions', in the bar's secondary actions: the history in the address (`?view=revisions`, see
 * revisionView.ts), drawn over the page.
 */
export function RevisionHistoryLink({ callSheetId }: { callSheetId: number }) {
  const [params, setParams] = useSearchParams();
  const view = revisionViewOf(params);
  return (
    <>
      <ButtonLink as={Link} $variant="outline" to={{ search: searchFor(params, { kind: "history" }) }} aria-current={params.get("view") === REVISIONS_VIEW ? "page" : undefined}>
        {TEXTS.history}
      </ButtonLink>
      {/* In a portal: the bar's own layout rules (its menu) must not reach the view. */}
      {view
        ? createPortal(
            <RevisionsPanel
              callSheetId={callSheetId}
              view={view}
              linkTo={(target) => ({ search: searchFor(params, target) })}
              onClose={() => setParams((current) => new URLSearchParams(searchFor(current, null)))}
            />,
            document.body,
          )
        : null}
    </>
  );
}
