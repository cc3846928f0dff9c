import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import type { DocumentRevision } from "@repo/call-sheet/CallSheetDocument";
import type { Knex } from "knex";
import { CallSheetRevision } from "../../models/CallSheetRevision.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";
import { isDraft } from "../../revisions/isDraft.ts";

/**
 * The published revision a printout of `sheet` is: the latest one, when the sheet's content is the one it
 * published (revisions/isDraft.ts: its version, or an edit undone since). Undefined when nothing is published
 * or the content changed since: the paper then says 'Draft, printed ...' and the header shows no revision,
 * so a draft is never passed off as what the crew was sent.
 */
export async function printedRevision(db: Knex, sheet: CallSheet): Promise<DocumentRevision | undefined> {
  const latest = await CallSheetRevision.latest(db, sheet.id);
  if (!latest || isDraft(sheet, latest.publishedSheet())) return undefined;
  return { number: latest.number, publishedAt: isoFromDatabase(latest.publishedAt) };
}
