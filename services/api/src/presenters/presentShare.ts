import type { AccessLogEntry, Invitation, Share } from "@repo/contracts/sharing/schemas";
import type { CallSheetShare } from "../models/CallSheetShare.ts";
import type { ShareAccess } from "../models/ShareAccess.ts";
import { isoFromDatabase } from "./isoFromDatabase.ts";

const isoOrNull = (value: string | null) => (value ? isoFromDatabase(value) : null);

/** The share's latest invitation: queued with it, then sent or failed by the jobs runner (jobs/kinds/invitationSend.ts). */
function presentInvitation(share: CallSheetShare): Invitation {
  return {
    state: share.invitationState,
    queuedAt: isoFromDatabase(share.invitationQueuedAt ?? share.createdAt),
    sentAt: isoOrNull(share.invitationSentAt),
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
export function presentShare(share: CallSheetShare, commentCount = 0): Share {
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
  };
}

export function presentAccessLogEntry(entry: ShareAccess): AccessLogEntry {
  return { email: entry.email, accessedAt: isoFromDatabase(entry.accessedAt), address: entry.address };
}
