import type { Database } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { queueInvitation, type InvitationRequest } from "./shareCallSheet.ts";

/**
 * New credentials for one collaborator, queued like a new invitation (queueInvitation): the old ones keep
 * working until the mail server accepts the new e-mail. Undefined for an unknown or revoked share.
 */
export async function resendShare(db: Database, shareId: number, request: InvitationRequest): Promise<CallSheetShare | undefined> {
  return db.transaction(async (trx) => {
    const query = CallSheetShare.query(trx).findById(shareId).where({ isActive: true });
    const share = await (isMysql(db) ? query.forUpdate() : query);
    if (!share) return undefined;
    const sheet = await CallSheet.query(trx).findById(share.callSheetId).select("id", "shootingDate", "locationsList", "sceneSchedule");
    if (!sheet) return undefined;
    return queueInvitation(trx, share, sheet, request);
  });
}
