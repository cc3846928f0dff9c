import { memo } from "react";
import { css } from "styled-components";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { CONFIRMATION_PANEL_TEXTS as CONFIRMATION_TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import { SHARE_ROLES, type ShareRole } from "@repo/contracts/sharing/constants";
import type { Share } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button } from "shell/Button";
import { NativeSelect } from "shell/Input";
import { hasEnded, revisionStanding } from "../lib/confirmations.ts";
import { formatDay, invitationLabel, openedLabel } from "../lib/describe.ts";

/** The marker beside a revision state's words (the words say it; the marker is for the eye scanning 200 rows). */
const MARKERS = { confirmed: "✓", opened: "◐", failed: "✕", pending: "○" } as const;

/**
 * A row's look, given once to the list: the rows are plain elements under it. One styled component for 200
 * rows instead of four each halves the panel's render in jsdom (measured by bench:collaborators-panel).
 */
export const rowStyles = css`
  & > li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    /* The browser styles and lays out only the rows in view (about 4 of 200): most of the panel's open was
       style and layout of rows below the fold (bench:collaborators-panel). The size is a row's, so the
       scrollbar stays right; "auto" keeps each row's real size once it has been shown. */
    content-visibility: auto;
    contain-intrinsic-size: auto 200px;
  }
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px ${({ theme }) => theme.space(3)}; margin: 0; font-size: 0.875rem; }
  dt { color: ${({ theme }) => theme.colors.mutedText}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  [data-state] { font-weight: 600; color: ${({ theme }) => theme.colors.mutedText}; }
  [data-state="sent"] { color: ${({ theme }) => theme.colors.success}; }
  [data-state="failed"] { color: ${({ theme }) => theme.colors.destructive}; }
  [data-confirmation] { font-weight: 600; }
  [data-confirmation] > span[aria-hidden] { display: inline-block; width: 1.25em; }
  [data-confirmation="confirmed"] { color: ${({ theme }) => theme.colors.success}; }
  [data-confirmation="failed"] { color: ${({ theme }) => theme.colors.destructive}; }
  [data-confirmation="opened"], [data-confirmation="pending"] { color: ${({ theme }) => theme.colors.text}; }
  [data-confirmation-detail] { color: ${({ theme }) => theme.colors.mutedText}; }
  [data-controls] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-top: ${({ theme }) => theme.space(2)};
  }
  [data-controls] select { width: auto; min-height: 40px; }
`;

export type RowProps = {
  share: Share;
  /** The role shown: the one being saved while a change is on its way. */
  role: ShareRole;
  busy: boolean;
  /** The id of the text that explains what Resend does (said once for the panel). */
  resendNoteId: string;
  onResend: (share: Share) => void;
  onRoleChange: (share: Share, role: ShareRole) => void;
  onRevoke: (share: Share) => void;
};

/** One collaborator: e-mail, their state for the latest revision, invitation, openings, comments, end date; Role, Resend and Revoke. Styled by its list (rowStyles). */
export const CollaboratorRow = memo(function CollaboratorRow({ share, role, busy, resendNoteId, onResend, onRoleChange, onRevoke }: RowProps) {
  const { invitation, latestRevision } = share;
  const standing = latestRevision ? revisionStanding(latestRevision) : null;
  return (
    <li aria-label={share.email}>
      <h3>{share.email}</h3>
      <dl>
        {latestRevision && standing ? (
          <>
            <dt>{CONFIRMATION_TEXTS.revisionRow(latestRevision.revision)}</dt>
            <dd>
              <span data-confirmation={standing.marker}>
                <span aria-hidden="true">{MARKERS[standing.marker]}</span>
                {standing.label}
              </span>
              {standing.detail ? <span data-confirmation-detail=""> · {standing.detail}</span> : null}
            </dd>
          </>
        ) : null}
        <dt>{TEXTS.invitation}</dt>
        <dd>
          <span data-state={invitation.state}>{invitationLabel(invitation)}</span>
          {invitation.outboxPath ? <div>{TEXTS.outbox(invitation.outboxPath)}</div> : null}
        </dd>
        <dt>{TEXTS.opened}</dt>
        <dd>{openedLabel(share)}</dd>
        <dt>{SHARING_TEXTS.comments}</dt>
        <dd>{TEXTS.commentCount(share.commentCount)}</dd>
        <dt>{hasEnded(share) ? TEXTS.ended : TEXTS.ends}</dt>
        <dd>{formatDay(share.expiresAt)}</dd>
      </dl>
      <div data-controls="">
        <NativeSelect aria-label={TEXTS.roleOf(share.email)} value={role} disabled={busy} onChange={(event) => onRoleChange(share, event.target.value === "commenter" ? "commenter" : "viewer")}>
          {SHARE_ROLES.map((option) => (
            <option key={option} value={option}>
              {SHARING_TEXTS.roleNames[option]}
            </option>
          ))}
        </NativeSelect>
        <Button $variant="outline" aria-label={TEXTS.resendOf(share.email)} aria-describedby={resendNoteId} aria-disabled={busy} onClick={() => !busy && onResend(share)}>
          {TEXTS.resend}
        </Button>
        <Button $variant="destructive" aria-label={TEXTS.revokeOf(share.email)} onClick={() => onRevoke(share)}>
          {TEXTS.revoke}
        </Button>
      </div>
    </li>
  );
});
