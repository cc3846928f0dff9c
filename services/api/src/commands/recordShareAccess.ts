import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { ShareAccess } from "../models/ShareAccess.ts";

/**
 * Writes down that a share's collaborator opened its sheet: the share's `lastAccessed` (and `firstAccessed`,
 * the first time only: the producer's panel says "opened") and a line of the sheet's access log (who, when,
 * from which address), together. Returns the time as stored.
 */
export async function recordShareAccess(db: Database, share: Pick<CallSheetShare, "id" | "callSheetId" | "email">, access: { address: string; now: Date }): Promise<string> {
  const accessedAt = toDatabaseDateTime(access.now);
  await db.transaction(async (trx) => {
    await CallSheetShare.query(trx).findById(share.id).patch({ lastAccessed: accessedAt, firstAccessed: CallSheetShare.raw("COALESCE(first_accessed, ?)", [accessedAt]) as unknown as string });
    await ShareAccess.query(trx).insert({ shareId: share.id, callSheetId: share.callSheetId, email: share.email, address: access.address.slice(0, 64), accessedAt });
  });
  return accessedAt;
}
