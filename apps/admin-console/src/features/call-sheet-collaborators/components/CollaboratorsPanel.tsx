import { useCallback, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { CONFIRMATION_PANEL_TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import type { Share } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { serverMessageIn } from "shell/apiClient";
import { Button } from "shell/Button";
import { toast } from "shell/toast";
import { VisuallyHidden } from "shell/VisuallyHidden";
import { useShareActions, useSharesQuery } from "../api/shares.ts";
import { hasEnded, isPending, isRemindable } from "../lib/confirmations.ts";
import { summaryLine } from "../lib/describe.ts";
import { AccessLog } from "./AccessLog.tsx";
import { CollaboratorList } from "./CollaboratorList.tsx";
import { ConfirmationSummary } from "./ConfirmationSummary.tsx";
import { RevokeConfirm } from "./RevokeConfirm.tsx";
import { ShareButton } from "./ShareButton.tsx";

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  p { margin: 0; font-weight: 600; }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** 'Pending only' lives in the address (`?view=collaborators&pending=1`): a reload or a shared link keeps it. */
export const PENDING_PARAM = "pending";

/** A failure toast with the server's reason in English (the console's language), or the panel's own text. */
function toastFailure(title: string, error: unknown) {
  toast({ variant: "destructive", title, description: serverMessageIn("en", error, CONSOLE_SERVER_FALLBACK) ?? CONSOLE_SERVER_FALLBACK });
}

/**
 * The producer's view of who has the sheet (issue 23): each collaborator's invitation, openings, comments
 * and end date, with Resend, Role and Revoke (after a question); the access log below. While an invitation
 * is queued the list polls, so 'Queued' turns into 'Sent' or 'Failed' without a reload. Issue 25: who has
 * confirmed the latest revision, each person's state for it, 'Pending only' and the reminders. Its Share
 * goes through `beforeShare` as the bar's does (ShareButton's `beforeOpen`).
 */
export function CollaboratorsPanel({ callSheetId, beforeShare }: { callSheetId: number; beforeShare?: () => boolean | Promise<boolean> }) {
  const shares = useSharesQuery(callSheetId);
  const { resend, changeRole, revoke } = useShareActions(callSheetId);
  // mutate is stable across renders: the memoised rows do not re-render for another row's action.
  const { mutate: resendShare } = resend;
  const { mutate: changeShareRole } = changeRole;
  const [revoking, setRevoking] = useState<Share | null>(null);
  const noteId = useId();
  const [params, setParams] = useSearchParams();
  // Shown at once, then written to the address: the router applies a navigation in a transition, so a
  // checkbox driven by the address alone springs back until it commits (Playwright's check() saw it unchecked).
  const inAddress = params.get(PENDING_PARAM) === "1";
  const [pendingOnly, setPendingOnlyNow] = useState(inAddress);
  const [addressSeen, setAddressSeen] = useState(inAddress);
  if (addressSeen !== inAddress) {
    // Back, or a link, changed the address: it wins.
    setAddressSeen(inAddress);
    setPendingOnlyNow(inAddress);
  }
  const setPendingOnly = useCallback(
    (next: boolean) => {
      setPendingOnlyNow(next);
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next) changed.set(PENDING_PARAM, "1");
          else changed.delete(PENDING_PARAM);
          return changed;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const all = shares.data?.shares;
  const pending = useMemo(() => (all ?? []).filter(isPending), [all]);
  const remindable = useMemo(() => pending.filter(isRemindable).length, [pending]);

  const onResend = useCallback(
    (share: Share) =>
      resendShare(share.id, {
        // As the API decides (commands/shareCallSheet.ts queueInvitation): credentials that reached the
        // collaborator and still work are kept until the new invitation is delivered; others end at once.
        onSuccess: () =>
          toast({ title: TEXTS.resent(share.email), description: share.isActive && !hasEnded(share) && share.invitation.deliveredAt !== null ? TEXTS.resendKeepsOld : TEXTS.resendReplacesOld }),
        onError: (error) => toastFailure(TEXTS.resendFailed, error),
      }),
    [resendShare],
  );
  const onRoleChange = useCallback(
    (share: Share, role: ShareRole) =>
      changeShareRole(
        { shareId: share.id, role },
        {
          onSuccess: (changed) => toast({ title: TEXTS.roleChanged(changed.email, SHARING_TEXTS.roleNames[changed.role].toLowerCase()) }),
          onError: (error) => toastFailure(TEXTS.roleFailed, error),
        },
      ),
    [changeShareRole],
  );
  const onRevoke = useCallback((share: Share) => setRevoking(share), []);

  if (shares.isPending) return <p role="status">{TEXTS.loading}</p>;
  if (shares.isError)
    return (
      <div role="alert">
        <p>{TEXTS.loadFailed}</p>
        <Button $variant="outline" onClick={() => void shares.refetch()}>
          {TEXTS.retry}
        </Button>
      </div>
    );

  const { shares: list, accessLog, ...summary } = shares.data;
  // Nothing published: nobody can be pending, so the filter (kept in the address) shows everyone.
  const filtering = pendingOnly && summary.latestRevision !== null;
  const shown = filtering ? pending : list;
  const pendingRole = changeRole.isPending ? changeRole.variables : undefined;
  return (
    <>
      <Top>
        <p aria-live="polite">{summaryLine(list)}</p>
        <ShareButton callSheetId={callSheetId} $variant={list.length ? "outline" : "primary"} beforeOpen={beforeShare} />
      </Top>
      {list.length ? (
        <ConfirmationSummary callSheetId={callSheetId} summary={summary} pending={pending.length} remindable={remindable} pendingOnly={filtering} onPendingOnlyChange={setPendingOnly} />
      ) : null}
      {list.length ? (
        <>
          {/* What Resend does: read with each Resend button (aria-describedby) and shown in its toast. */}
          <VisuallyHidden as="p" id={noteId}>
            {TEXTS.resendNote}
          </VisuallyHidden>
          {/* Always there, so a screen reader hears the filter's outcome when it changes. */}
          <div aria-live="polite">
            {filtering ? (
              <Note>{shown.length ? CONFIRMATION_PANEL_TEXTS.showingPending(shown.length, list.length) : CONFIRMATION_PANEL_TEXTS.nonePending(summary.latestRevision?.number ?? 0)}</Note>
            ) : null}
          </div>
          <CollaboratorList
            shares={shown}
            pendingRole={pendingRole}
            resending={resend.isPending ? resend.variables : undefined}
            resendNoteId={noteId}
            onResend={onResend}
            onRoleChange={onRoleChange}
            onRevoke={onRevoke}
          />
        </>
      ) : (
        <Note>{TEXTS.empty}</Note>
      )}
      <AccessLog entries={accessLog} />
      <RevokeConfirm
        share={revoking}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={(share) =>
          revoke.mutate(share.id, {
            onSuccess: () => toast({ title: SHARING_TEXTS.removedTitle, description: TEXTS.revoked(share.email) }),
            onError: (error) => toastFailure(TEXTS.revokeFailed, error),
            onSettled: () => setRevoking(null),
          })
        }
      />
    </>
  );
}
