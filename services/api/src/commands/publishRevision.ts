import type { Knex } from "knex";
import type { CallSheet as CallSheetContract } from "@repo/contracts/callSheets/schemas/editor";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { isMysql, selectRows, toDatabaseDateTime } from "../db/dialect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetRevision } from "../models/CallSheetRevision.ts";
import type { Actor } from "../policies/actors.ts";
import { presentCallSheet } from "../presenters/presentCallSheet.ts";
import { compareSnapshots } from "../revisions/compareSnapshots.ts";
import { isDraft } from "../revisions/isDraft.ts";
import { rearmReminderOnPublish } from "./reminders.ts";

export type PublishInput = {
  note: string;
  /** The latest revision the publisher saw (null: none); a newer one refuses the publish (`newerRevision`). */
  afterRevision: number | null;
  /** The address the collaborators' notices link to (the public origin); without it none is queued. */
  origin?: string | undefined;
};

/**
 * A published revision, and the two snapshots its changes are computed from (`changesOf`): the revision
 * before it (undefined for the first) and its own. The changes are worked out by the caller once the
 * publish's transaction has committed, so the sheet's row is not held while they are (both snapshots are
 * immutable by then).
 */
export type Published = { revision: CallSheetRevision; previous: CallSheetContract | undefined; snapshot: CallSheetContract };

/**
 * A publish refused, nothing written: a revision newer than the one the publisher saw exists (`latest`;
 * a second tab still showing "Draft: changed since REV 1" after REV 2 was published in the first), or the
 * sheet's content is the one the latest revision published (revisions/isDraft.ts: its version, or an edit
 * undone since), so it would publish the same sheet again and e-mail every collaborator for nothing; or
 * `afterRevision` is above the latest (`unknownRevision`: no tab saw it). `latest`: 0 when none.
 */
export type PublishRefused = { refused: "newerRevision" | "nothingToPublish" | "unknownRevision"; latest: number };

/**
 * Publishes `sheet` as its next revision (issue 25): its snapshot (the sheet as presentCallSheet answers
 * it), numbered one above the latest, with who and when. Runs in `trx`, in which `sheet` was loaded holding
 * its row (`CallSheet.load(trx, id, { lock: true })`, as applyPatch wants it): two publishes of one sheet
 * wait for each other there, so the second reads the first's number (the unique (call_sheet_id, number)
 * index refuses a duplicate all the same). Called by CallSheetWrites.publish, the write path's
 * transaction; what a feature records with a publish (its notification jobs) is a row written in `trx`
 * after this. What changed since the latest is `changesOf(published)`, after the commit. Refused (nothing
 * written) when the latest is not `afterRevision` or the sheet did not change since it (PublishRefused).
 */
export async function publishRevision(trx: Knex.Transaction, sheet: CallSheet, { note, afterRevision }: PublishInput, actor: Actor | null, now: Date): Promise<Published | PublishRefused> {
  const latest = await CallSheetRevision.latest(trx, sheet.id, { lock: true });
  const previous = latest?.publishedSheet();
  const latestNumber = latest?.number ?? 0;
  // A revision above the latest was never published here: no tab could have seen it.
  if (afterRevision !== null && afterRevision > latestNumber) return { refused: "unknownRevision", latest: latestNumber };
  if (latestNumber !== (afterRevision ?? 0)) return { refused: "newerRevision", latest: latestNumber };
  const snapshot = presentCallSheet(sheet);
  // The sheet's content as the latest published it (its version moved or not): nothing to publish.
  if (latest && previous && !isDraft(snapshot, previous)) return { refused: "nothingToPublish", latest: latest.number };
  return await insertRevision(trx, sheet, snapshot, (latest?.number ?? 0) + 1, note, actor, now, previous);
}

/** What changed from the revision before `published` to it: [] for the first. */
export function changesOf(published: Published): RevisionChange[] {
  return published.previous ? compareSnapshots(published.previous, published.snapshot).changes : [];
}

/** Inserts revision `number` of `sheet` whose snapshot is `snapshot` (presentCallSheet of it). */
async function insertRevision(trx: Knex.Transaction, sheet: CallSheet, snapshot: CallSheetContract, number: number, note: string, actor: Actor | null, now: Date, previous?: CallSheetContract): Promise<Published> {
  // insert, not insertAndFetch: reading back the row would carry the whole snapshot back from the database.
  const revision = await CallSheetRevision.query(trx).insert({
    callSheetId: sheet.id,
    number,
    snapshot: JSON.stringify(snapshot),
    note,
    publishedBy: actor?.kind === "user" ? actor.user.id : null,
    publishedAt: toDatabaseDateTime(now),
  });
  // What collaborators confirm moved on: the automatic reminder counts from its call time (reminders.ts).
  await rearmReminderOnPublish(trx, sheet.id, snapshot, now, previous);
  return { revision, previous, snapshot };
}

/**
 * The latest revision of sheet `callSheetId`, publishing revision 1 first when it has none (issue 25:
 * sharing a sheet that has no revision publishes it, in the share's transaction `trx`, so that what the
 * collaborator is shown is a revision from the first). `known`: the latest number the caller already read
 * in `trx` (null: none then), which spares the first look. The sheet's row is locked before the second
 * look, so two first shares at once publish one revision. Undefined: no such sheet.
 */
export async function latestOrFirstRevision(trx: Knex.Transaction, callSheetId: number, publishedBy: number | null, now: Date, known?: number | null): Promise<number | undefined> {
  const seen = known === undefined ? await latestNumber(trx, callSheetId) : known;
  if (seen !== null) return seen;
  const sheet = await CallSheet.load(trx, callSheetId, { lock: true });
  if (!sheet) return undefined;
  // A locking read on MySQL: the newest committed rows, so a first share that waited for another's lock sees its revision 1.
  const latest = await latestNumber(trx, callSheetId, { lock: true });
  if (latest !== null) return latest;
  const actor: Actor | null = publishedBy === null ? null : { kind: "user", user: { id: publishedBy, role: "admin" } };
  return (await insertRevision(trx, sheet, presentCallSheet(sheet), 1, "", actor, now)).revision.number;
}

/** The number of the sheet's latest revision (null: none), without its snapshot. */
async function latestNumber(trx: Knex.Transaction, callSheetId: number, { lock = false } = {}): Promise<number | null> {
  const sql = `SELECT number FROM call_sheet_revisions WHERE call_sheet_id = ? ORDER BY number DESC LIMIT 1${lock && isMysql(trx) ? " FOR UPDATE" : ""}`;
  const [row] = await selectRows<{ number: number | string }>(trx, sql, [callSheetId]);
  return row ? Number(row.number) : null;
}
