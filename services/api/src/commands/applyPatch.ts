import type { Knex } from "knex";
import type { z } from "zod";
import type { CallSheetCreate, CallSheetField, callSheetPatchSchema } from "@repo/contracts/callSheets/schemas/editor";
import { CallSheet } from "../models/CallSheet.ts";
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

/** One edit of a sheet and who sends it. */
export type CallSheetEdit = { input: CallSheetPatchInput; actor: Actor };

/**
 * The one write of a call sheet: create (`sheet` null) and edit (spec §7 PATCH). Every writer of a sheet
 * calls it (routes/callSheets through CallSheetWrites; a publish locks the row the same way, publishRevision.ts), inside a transaction `trx` in
 * which `sheet` was loaded holding its row (`CallSheet.load(trx, id, { lock: true })`).
 *
 * An edit is stored all at once or not at all: a sent field whose value differs from the stored one and
 * that changed after `input.baseVersion` is a conflict, and so is every changed field when baseVersion is
 * above the sheet's version; otherwise the changed fields are written at the next version
 * (`CallSheet.write`, which keeps the version invariant). Sending what is stored is no change and no
 * conflict. Then each of `afterWrite` runs in `trx` (nothing runs for an edit that changes nothing).
 * `sheet` is updated in place; the answer carries a copy of it as it then is. `applyPatches` is the same
 * for several edits of one sheet.
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
  if (sheet) return (await applyPatches(trx, sheet, [{ input: input as CallSheetPatchInput, actor }], afterWrite))[0]!;
  // A create is the first edit of an empty sheet: nothing to conflict with.
  const created = await CallSheet.insert(trx, { ...input, createdBy: actor.kind === "user" ? actor.user.id : null });
  for (const record of afterWrite) await record({ trx, sheet: created, actor, kind: "create", changed: Object.keys(input) as CallSheetField[] });
  return { outcome: "saved", sheet: created.$clone() };
}

/**
 * `applyPatch` for edits of one sheet that share its transaction, in order: each is checked against the
 * sheet as the earlier ones left it and gets a version of its own and an answer of its own, exactly as if
 * each had called applyPatch. They are stored with one UPDATE (`CallSheet.stage`, then `flush`), then each
 * edit's `afterWrite` runs, in order, with the sheet as that edit left it (`written.sheet`); the row in
 * `trx` then already holds the last of them.
 */
export async function applyPatches(trx: Knex.Transaction, sheet: CallSheet, edits: readonly CallSheetEdit[], afterWrite: readonly AfterCallSheetWrite[] = []): Promise<PatchResult[]> {
  const results: PatchResult[] = [];
  const written: CallSheetWritten[] = [];
  for (const { input, actor } of edits) {
    const { baseVersion, ...changes } = input;
    const changed = sheet.changedFields(changes);
    if (baseVersion > sheet.version) {
      results.push({ outcome: "conflict", conflicts: changed, sheet: sheet.$clone(), versionAhead: true });
      continue;
    }
    const conflicts = changed.filter((field) => sheet.versionOf(field) > baseVersion);
    if (conflicts.length) {
      results.push({ outcome: "conflict", conflicts, sheet: sheet.$clone(), versionAhead: false });
      continue;
    }
    const staged = sheet.stage(changes);
    const answer = sheet.$clone();
    results.push({ outcome: "saved", sheet: answer });
    // A listener gets a copy of its own: what it does to it never reaches the answer.
    if (staged.length && afterWrite.length) written.push({ trx, sheet: answer.$clone(), actor, kind: "patch", changed: staged });
  }
  await sheet.flush(trx);
  for (const one of written) for (const record of afterWrite) await record(one);
  return results;
}
