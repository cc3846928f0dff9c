import type { Knex } from "knex";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { toDatabaseDateTime } from "../db/dialect.ts";
import type { CallSheet } from "../models/CallSheet.ts";
import { CallSheetRevision } from "../models/CallSheetRevision.ts";
import type { Actor } from "../policies/actors.ts";
import { presentCallSheet } from "../presenters/presentCallSheet.ts";
import { compareSnapshots } from "../revisions/compareSnapshots.ts";

export type PublishInput = { note: string };
export type Published = { revision: CallSheetRevision; changes: RevisionChange[] };

/**
 * Publishes `sheet` as its next revision (issue 25): its snapshot (the sheet as presentCallSheet answers
 * it), numbered one above the latest, with who and when, and what changed since the latest. Runs in `trx`,
 * in which `sheet` was loaded holding its row (`CallSheet.load(trx, id, { lock: true })`, as applyPatch
 * wants it): two publishes of one sheet wait for each other there, so the second reads the first's number
 * (the unique (call_sheet_id, number) index refuses a duplicate all the same). Called by
 * CallSheetWrites.publish, the write path's transaction; what a feature records with a publish (its
 * notification jobs, later) is a row written in `trx` after this.
 */
export async function publishRevision(trx: Knex.Transaction, sheet: CallSheet, { note }: PublishInput, actor: Actor, now: Date): Promise<Published> {
  const latest = await CallSheetRevision.latest(trx, sheet.id, { lock: true });
  const snapshot = presentCallSheet(sheet);
  const revision = await CallSheetRevision.query(trx).insertAndFetch({
    callSheetId: sheet.id,
    number: (latest?.number ?? 0) + 1,
    snapshot: JSON.stringify(snapshot),
    note,
    publishedBy: actor.kind === "user" ? actor.user.id : null,
    publishedAt: toDatabaseDateTime(now),
  });
  return { revision, changes: latest ? compareSnapshots(latest.publishedSheet(), snapshot).changes : [] };
}
