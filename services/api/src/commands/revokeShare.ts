import type { Database } from "../db/connect.ts";
import { enqueue } from "../jobs/enqueue.ts";
import { calendarCancelJob } from "../jobs/kinds/calendarCancel.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";

/**
 * Revokes a share (keeps the row: the access log and a later re-share refer to it) and, in the same
 * transaction, queues the e-mail that cancels its calendar event (jobs/kinds/calendarCancel.ts): rolled
 * back together, or both done. False for an unknown or already revoked share.
 */
export async function revokeShare(db: Database, shareId: number, request: { origin: string; now: Date }): Promise<boolean> {
  return await db.transaction(async (trx) => {
    const revoked = await CallSheetShare.query(trx).findById(shareId).where({ isActive: true }).patch({ isActive: false });
    if (!revoked) return false;
    await enqueue(trx, calendarCancelJob, { shareId, origin: request.origin }, { reference: `share:${shareId}`, now: request.now });
    return true;
  });
}
