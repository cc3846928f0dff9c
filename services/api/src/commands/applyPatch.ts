import type { Knex } from "knex";
import type { z } from "zod";
import type { CallSheetCreate, CallSheetField, callSheetPatchSchema } from "@repo/contracts/callSheets/schemas/editor";
import { CallSheet, type CallSheetChanges } from "../models/CallSheet.ts";
import type { Actor } from "../policies/actors.ts";

export type CallSheetPatchInput = z.output<typeof callSheetPatchSchema>;
export type CallSheetCreateInput = CallSheetCreate;

/** What one write of a sheet did, for a feature that records something with it. */
export type CallSheetWritten = {
  /** The write's transaction: a row written with it commits or rolls back with the sheet. */
  trx: Knex.Transaction;
  /** The sheet as written (the new version, its id for a new sheet). */
  sheet: CallSheet;
  actor: Actor;
  kind: "create" | "patch";
  /** The fields whose value changed (a create: the fields it was given). */
  changed: CallSheetField[];
};

/**
 * What a feature records with every write of a sheet (a revision, a job, an access): called in the write's
 * transaction after the sheet is written, in order. A throw rolls the whole write back.
 */
export type AfterCallSheetWrite = (written: CallSheetWritten) => Promise<void>;

export type PatchResult =
  | { outcome: "saved"; sheet: CallSheet }
  /**
   * Nothing stored. `sheet` is the sheet as it is, `conflicts` the sent fields that would overwrite a change
   * made after baseVersion. `versionAhead`: baseVersion is above the sheet's version (the client's copy
   * never existed here).
   */
  | { outcome: "conflict"; conflicts: CallSheetField[]; sheet: CallSheet; versionAhead: boolean };

/**
 * The one write of a call sheet: create (`sheet` null) and edit (spec §7 PATCH). Every writer of a sheet
 * calls it (routes/callSheets through CallSheetWrites; publish later), inside a transaction `trx` in
 * which `sheet` was loaded holding its row (`CallSheet.load(trx, id, { lock: true })`).
 *
 * An edit is stored all at once or not at all: a sent field whose value differs from the stored one and
 * that changed after `input.baseVersion` is a conflict, and so is every changed field when baseVersion is
 * above the sheet's version; otherwise the changed fields are written at the next version
 * (`CallSheet.write`, which keeps the version invariant). Sending what is stored is no change and no
 * conflict. Then each of `afterWrite` runs in `trx` (nothing runs for an edit that changes nothing).
 * `sheet` is updated in place; the answer carries a copy of it as it then is.
 */
export async function applyPatch(trx: Knex.Transaction, sheet: null, input: CallSheetCreateInput, actor: Actor, afterWrite?: readonly AfterCallSheetWrite[]): Promise<PatchResult & { outcome: "saved" }>;
export async function applyPatch(trx: Knex.Transaction, sheet: CallSheet, input: CallSheetPatchInput, actor: Actor, afterWrite?: readonly AfterCallSheetWrite[]): Promise<PatchResult>;
export async function applyPatch(
  trx: Knex.Transaction,
  sheet: CallSheet | null,
  input: CallSheetPatchInput | CallSheetCreateInput,
  actor: Actor,
  afterWrite: readonly AfterCallSheetWrite[] = [],
): Promise<PatchResult> {
  // A create is the first edit of an empty sheet: no baseVersion, nothing to conflict with.
  const { baseVersion, ...changes }: CallSheetChanges & { baseVersion: number } = "baseVersion" in input ? input : { ...input, baseVersion: 0 };
  if (!sheet) {
    const created = await CallSheet.insert(trx, { ...changes, createdBy: actor.kind === "user" ? actor.user.id : null });
    for (const record of afterWrite) await record({ trx, sheet: created, actor, kind: "create", changed: Object.keys(changes) as CallSheetField[] });
    return { outcome: "saved", sheet: created.$clone() };
  }
  const changed = sheet.changedFields(changes);
  if (baseVersion > sheet.version) return { outcome: "conflict", conflicts: changed, sheet: sheet.$clone(), versionAhead: true };
  const conflicts = changed.filter((field) => sheet.versionOf(field) > baseVersion);
  if (conflicts.length) return { outcome: "conflict", conflicts, sheet: sheet.$clone(), versionAhead: false };
  const written = await sheet.write(trx, changes);
  if (written.length) for (const record of afterWrite) await record({ trx, sheet, actor, kind: "patch", changed: written });
  return { outcome: "saved", sheet: sheet.$clone() };
}
