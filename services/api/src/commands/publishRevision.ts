import type { Knex } from "knex";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { selectRows, toDatabaseDateTime } from "../db/dialect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetRevision } from "../models/CallSheetRevision.ts";
import type { Actor } from "../policies/actors.ts";
import { presentCallSheet } from "../presenters/presentCallSheet.ts";
import { compareSnapshots } from "../revisions/compareSnapshots.ts";

export type PublishInput = {
  note: string;
  /** The address the collaborators' notices link to (the public origin); without it none is queued. */
  origin?: string | undefined;
};
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
export async function publishRevision(trx: Knex.Transaction, sheet: CallSheet, { note }: PublishInput, actor: Actor | null, now: Date): Promise<Published> {
  const latest = await CallSheetRevision.latest(trx, sheet.id, { lock: true });
  const snapshot = presentCallSheet(sheet);
  // insert, not insertAndFetch: reading back the row would carry the whole snapshot back from the database.
  const revision = await CallSheetRevision.query(trx).insert({
    callSheetId: sheet.id,
    number: (latest?.number ?? 0) + 1,
    snapshot: JSON.stringify(snapshot),
    note,
    publishedBy: actor?.kind === "user" ? actor.user.id : null,
    publishedAt: toDatabaseDateTime(now),
  });
  return { revision, changes: latest ? compareSnapshots(latest.publishedSheet(), snapshot).changes : [] };
}

/**
 * The latest revision of sheet `callSheetId`, publishing revision 1 first when it has none (issue 25:
 * sharing a sheet that has no revision publishes it, in the share's transaction `trx`, so that what the
 * collaborator is shown is a revision from the first). The sheet's row is locked before the second look,
 * so two first shares at once publish one revision. Undefined: no such sheet.
 */
export async function latestOrFirstRevision(trx: Knex.Transaction, callSheetId: number, publishedBy: number | null, now: Date): Promise<number | undefined> {
  const [known] = await selectRows<{ number: number }>(trx, "SELECT number FROM call_sheet_revisions WHERE call_sheet_id = ? ORDER BY number DESC LIMIT 1", [callSheetId]);
  if (known) return Number(known.number);
  const sheet = await CallSheet.load(trx, callSheetId, { lock: true });
  if (!sheet) return undefined;
  const latest = await CallSheetRevision.latest(trx, callSheetId, { lock: true });
  if (latest) return latest.number;
  const actor: Actor | null = publishedBy === null ? null : { kind: "user", user: { id: publishedBy, role: "admin" } };
  return (await publishRevision(trx, sheet, { note: "" }, actor, now)).revision.number;
}
