import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";

/** Which invitation an outcome is about: the share and the token hash it carries (its pending one). */
type Sent = { shareId: number; tokenHash: string; attempts: number; now: Date };

/**
 * The mail server accepted the invitation: its credentials become the live ones (the old pair stops
 * working, and the generation moves on so sessions won with it end), the invitation is sent, and the share
 * ends when this invitation says it does. Only if it is still the share's pending invitation: a newer one
 * (a resend) or a revoke since then wins. Returns whether it was.
 */
export async function promoteInvitation(db: Database, sent: Sent & { passwordHash: string; expiresAt: Date; outboxPath: string | null }): Promise<boolean> {
  const at = toDatabaseDateTime(sent.now);
  const changed = await CallSheetShare.query(db)
    .where({ id: sent.shareId, pendingTokenHash: sent.tokenHash, isActive: true })
    .patch({
      tokenHash: sent.tokenHash,
      passwordHash: sent.passwordHash,
      pendingTokenHash: null,
      generation: CallSheetShare.raw("generation + 1") as unknown as number,
      credentialsSentAt: at,
      expiresAt: toDatabaseDateTime(sent.expiresAt),
      invitationState: "sent",
      invitationSentAt: at,
      invitationFailedAt: null,
      invitationFailure: null,
      invitationAttempts: sent.attempts,
      invitationOutboxPath: sent.outboxPath,
    });
  return changed === 1;
}

/**
 * An attempt failed. Temporary (`final` false): the reason and the count are kept while it stays queued.
 * Final (the server refused for good, or the last attempt): the invitation failed with the server's reply,
 * its token is no longer pending, and the job's payload (the plain password) is forgotten in the same
 * transaction, since a dead job keeps its payload otherwise (docs/jobs.md). Nothing else of the share
 * changes: live credentials stay live, a never delivered share stays closed.
 */
export async function recordInvitationFailure(db: Database, failed: Sent & { reason: string; final: boolean; jobId: number }): Promise<void> {
  const reason = failed.reason.length > 1000 ? `${failed.reason.slice(0, 999)}…` : failed.reason;
  await db.transaction(async (trx) => {
    const pending = CallSheetShare.query(trx).where({ id: failed.shareId, pendingTokenHash: failed.tokenHash });
    await pending.patch(
      failed.final
        ? { invitationState: "failed", invitationFailedAt: toDatabaseDateTime(failed.now), invitationFailure: reason, invitationAttempts: failed.attempts, pendingTokenHash: null }
        : { invitationFailure: reason, invitationAttempts: failed.attempts },
    );
    if (failed.final) await trx("jobs").where({ id: failed.jobId }).update({ payload: null });
  });
}
