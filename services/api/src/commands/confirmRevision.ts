import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";

export type ConfirmOutcome =
  | { outcome: "confirmed"; confirmedAt: string; first: boolean }
  | { outcome: "notLatest"; latest: number }
  | { outcome: "nothingPublished" };

/**
 * 'I have read revision N' (issue 25) for the collaborator of `shareId`: only the sheet's latest revision
 * (a stale page is told which one is), recorded once: confirming again keeps the first time (`first` false).
 * The caller has checked the grant is live (a revoked or ended one never gets here: the 410 path).
 */
export async function confirmRevision(db: Database, who: { shareId: number; callSheetId: number }, revision: number, now: Date): Promise<ConfirmOutcome> {
  return await db.transaction(async (trx) => {
    const [latestRow] = (await trx("call_sheet_revisions").where({ callSheetId: who.callSheetId }).max({ number: "number" })) as Array<{ number: number | string | null }>;
    if (latestRow?.number === null || latestRow?.number === undefined) return { outcome: "nothingPublished" };
    const latest = Number(latestRow.number);
    if (revision !== latest) return { outcome: "notLatest", latest };
    const at = toDatabaseDateTime(now);
    const key = { shareId: who.shareId, revision };
    await trx("call_sheet_share_revisions").insert({ ...key, callSheetId: who.callSheetId, firstOpenedAt: at }).onConflict(["share_id", "revision"]).ignore();
    const first = (await trx("call_sheet_share_revisions").where(key).whereNull("confirmed_at").update({ confirmedAt: at })) === 1;
    const row = (await trx("call_sheet_share_revisions").where(key).first("confirmed_at")) as { confirmedAt: string };
    return { outcome: "confirmed", confirmedAt: row.confirmedAt, first };
  });
}
