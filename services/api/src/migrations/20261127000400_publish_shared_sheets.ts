import type { Knex } from "knex";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { presentCallSheet } from "../presenters/presentCallSheet.ts";

/**
 * Revision 1 of every sheet already shared (issue 25): a sheet with a live share (active, not expired) and
 * no revision yet gets the sheet as it is now as revision 1, published by nobody (null: the release did
 * it), so what its collaborators see stays as it is once they are shown the latest revision.
 */
export async function up(knex: Knex): Promise<void> {
  const now = toDatabaseDateTime(new Date());
  const rows = (await knex("call_sheet_shares")
    .where("is_active", true)
    .where("expires_at", ">", now)
    .whereNotExists(knex("call_sheet_revisions").select("id").whereRaw("call_sheet_revisions.call_sheet_id = call_sheet_shares.call_sheet_id"))
    .distinct("call_sheet_id")) as { callSheetId: number }[];
  for (const { callSheetId } of rows) {
    const sheet = await CallSheet.load(knex, callSheetId);
    if (!sheet) continue;
    await knex("call_sheet_revisions").insert({ callSheetId, number: 1, snapshot: JSON.stringify(presentCallSheet(sheet)), note: "", publishedBy: null, publishedAt: now });
  }
}

/** Nothing to undo on its own: the revisions it wrote are revisions like any other (the table's own down drops them all). */
export async function down(): Promise<void> {}
