import type { CollaboratorRevisionState } from "@repo/contracts/sharing/confirmations";
import type { InvitationState } from "@repo/contracts/sharing/constants";
import type { AccessLogEntry, Invitation, Share } from "@repo/contracts/sharing/schemas";
import type { CallSheetShare } from "../models/CallSheetShare.ts";
import type { CallSheetShareRevision } from "../models/CallSheetShareRevision.ts";
import type { ShareAccess } from "../models/ShareAccess.ts";
import type { ReminderState } from "../queries/reminderStates.ts";
import { isoFromDatabase } from "./isoFromDatabase.ts";

const isoOrNull = (value: string | null) => (value ? isoFromDatabase(value) : null);

/** The share's latest invitation: queued with it, then sent or failed by the jobs runner (jobs/kinds/invitationSend.ts). */
function presentInvitation(share: CallSheetShare): Invitation {
  return {
    state: share.invitationState,
    queuedAt: isoFromDatabase(share.invitationQueuedAt ?? share.createdAt),
    sentAt: isoOrNull(share.invitationSentAt),
    deliveredAt: isoOrNull(share.credentialsSentAt),
    failedAt: isoOrNull(share.invitationFailedAt),
    failure: share.invitationFailure,
    attempts: share.invitationAttempts,
    outboxPath: share.invitationOutboxPath,
  };
}

/**
 * A share as the admin's Collaborators panel reads it: never its token or password hashes. `isActive`
 * says it is not revoked; whether its credentials reached anyone is `invitation.state` (a share whose
 * first invitation is queued or failed does not open: models/CallSheetShare.ts).
 */
export function presentShare(share: CallSheetShare, commentCount = 0, latestRevision: CollaboratorRevisionState | null = null): Share {
  return {
    id: share.id,
    callSheetId: share.callSheetId,
    email: share.email,
    role: share.role,
    isActive: share.isActive,
    firstAccessed: isoOrNull(share.firstAccessed),
    lastAccessed: isoOrNull(share.lastAccessed),
    expiresAt: isoFromDatabase(share.expiresAt),
    createdAt: isoFromDatabase(share.createdAt),
    invitation: presentInvitation(share),
    commentCount,
    latestRevision,
  };
}

type Delivery = { state: InvitationState; queuedAt: string | null; sentAt: string | null; failedAt: string | null; failure: string | null };
const presentNotice = (delivery: Delivery) => ({
  state: delivery.state,
  at: isoOrNull(delivery.state === "sent" ? delivery.sentAt : delivery.state === "failed" ? delivery.failedAt : delivery.queuedAt),
  failure: delivery.failure,
});

/**
 * A collaborator's state for revision `number` (issue 25) from its row (undefined: nothing recorded yet).
 * The notice is the e-mail that told them about it: the share's invitation (its own delivery columns) or
 * the revision notice the row records; null when none was queued. A row is the invitation's only for a
 * revision the invitation tells: one published while it was being rendered from an older one becomes a
 * revision notice when it is delivered (commands/collaboratorNotices.ts noticeRevisionsAfterInvitation).
 */
export function presentCollaboratorState(share: CallSheetShare, number: number, row: CallSheetShareRevision | undefined, reminder: ReminderState | null = null): CollaboratorRevisionState {
  const confirmedAt = isoOrNull(row?.confirmedAt ?? null);
  return { revision: number, notice: noticeOf(share, number, row), firstOpenedAt: isoOrNull(row?.firstOpenedAt ?? null), confirmedAt, reminder: reminderBefore(reminder, confirmedAt) };
}

/**
 * The latest reminder (queries/reminderStates.ts) as far as it concerns someone who confirmed at
 * `confirmedAt`: only one sent before; one queued or run after found them confirmed and sent nothing.
 */
function reminderBefore(reminder: ReminderState | null, confirmedAt: string | null): ReminderState | null {
  if (!reminder || confirmedAt === null) return reminder;
  return reminder.state === "sent" && reminder.at !== null && Date.parse(reminder.at) <= Date.parse(confirmedAt) ? reminder : null;
}

/** The delivery of the e-mail that told them about revision `number`, as its row says; null: none was queued. */
function noticeOf(share: CallSheetShare, number: number, row: CallSheetShareRevision | undefined): CollaboratorRevisionState["notice"] {
  if (row?.noticeKind === "revision") {
    return row.noticeState ? presentNotice({ state: row.noticeState, queuedAt: row.noticeQueuedAt, sentAt: row.noticeSentAt, failedAt: row.noticeFailedAt, failure: row.noticeFailure }) : null;
  }
  if (row?.noticeKind !== "invitation") return null;
  // A revision the delivered invitation told (delivered_revision): a resend queued or bounced since is not
  // its notice's fate (the collaborator has that e-mail, and its credentials still open the sheet).
  if (share.credentialsSentAt !== null && share.deliveredRevision !== null && number <= Number(share.deliveredRevision)) {
    return presentNotice({ state: "sent", queuedAt: null, sentAt: share.credentialsSentAt, failedAt: null, failure: null });
  }
  return presentNotice({ state: share.invitationState, queuedAt: share.invitationQueuedAt, sentAt: share.invitationSentAt, failedAt: share.invitationFailedAt, failure: share.invitationFailure });
}

export function presentAccessLogEntry(entry: ShareAccess): AccessLogEntry {
  return { email: entry.email, accessedAt: isoFromDatabase(entry.accessedAt), address: entry.address };
}
