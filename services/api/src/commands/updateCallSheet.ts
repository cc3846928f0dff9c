import type { z } from "zod";
import type { callSheetPatchSchema, CallSheetField } from "@repo/contracts/callSheetEditor";
import type { Database } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { CallSheet, type CallSheetChanges } from "../models/CallSheet.ts";

export type CallSheetPatchInput = z.output<typeof callSheetPatchSchema>;

export type UpdateCallSheetResult =
  | { outcome: "notFound" }
  | { outcome: "saved"; sheet: CallSheet }
  /** Nothing stored. `versionAhead`: baseVersion is above the sheet's version (the client's copy never existed here). */
  | { outcome: "conflict"; conflicts: CallSheetField[]; sheet: CallSheet; versionAhead: boolean };

/**
 * The fields of an edit that overwrite someone else's change: changed after `baseVersion` (the version
 * the editor loaded) AND holding another value than the one sent. Resending what is already stored is no
 * conflict, and neither is a field nobody touched since `baseVersion`, whatever else changed meanwhile.
 */
export function conflictingFields(sheet: CallSheet, baseVersion: number, changes: CallSheetChanges): CallSheetField[] {
  return sheet.changedFields(changes).filter((field) => sheet.versionOf(field) > baseVersion);
}

/**
 * Applies a PATCH of the editor (spec §7) all at once or not at all. The sheet is read and written in one
 * transaction, its row locked (SELECT ... FOR UPDATE on MySQL; SQLite runs one writer at a time, and the
 * app's single SQLite connection runs one transaction at a time), so two edits cannot both pass the
 * conflict check against the same version. Only fields that differ are written; the model bumps the
 * version for them (models/CallSheet.ts).
 */
export async function updateCallSheet(db: Database, id: number, { baseVersion, ...changes }: CallSheetPatchInput): Promise<UpdateCallSheetResult> {
  return db.transaction(async (trx) => {
    const query = CallSheet.query(trx).findById(id);
    const sheet = await (isMysql(db) ? query.forUpdate() : query);
    if (!sheet) return { outcome: "notFound" };
    const sent = changes as CallSheetChanges;
    if (baseVersion > sheet.version) return { outcome: "conflict", conflicts: sheet.changedFields(sent), sheet, versionAhead: true };
    const conflicts = conflictingFields(sheet, baseVersion, sent);
    if (conflicts.length) return { outcome: "conflict", conflicts, sheet, versionAhead: false };
    const changed = sheet.changedFields(sent);
    if (changed.length) await sheet.$query(trx).patch(Object.fromEntries(changed.map((field) => [field, sent[field]])));
    return { outcome: "saved", sheet };
  });
}
