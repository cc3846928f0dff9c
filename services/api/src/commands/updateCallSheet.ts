import type { PartialModelObject } from "objection";
import type { z } from "zod";
import type { callSheetPatchSchema, CallSheetField } from "@repo/contracts/callSheetEditor";
import type { Database } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { CallSheet, type CallSheetChanges } from "../models/CallSheet.ts";

export type CallSheetPatchInput = z.output<typeof callSheetPatchSchema>;

export type UpdateCallSheetResult =
  | { outcome: "notFound" }
  | { outcome: "saved"; sheet: CallSheet }
  /**
   * Nothing stored. `sheet` is the sheet as it now is, and `conflicts` the sent fields that would overwrite
   * a change of it made after baseVersion. `versionAhead`: baseVersion was above `checkedVersion`, the
   * sheet's version when the edit was checked (the client's copy never existed here).
   */
  | { outcome: "conflict"; conflicts: CallSheetField[]; sheet: CallSheet; versionAhead: boolean; checkedVersion: number };

/** At most this many edits of one sheet share a write; the rest wait for the next one. */
export const MAX_EDITS_PER_WRITE = 50;

type QueuedEdit = { input: CallSheetPatchInput; resolve(result: UpdateCallSheetResult): void; reject(error: unknown): void };

/** Per database, per sheet: the edits waiting for the sheet's next write. A sheet is in the map while a write of it runs. */
const waiting = new WeakMap<Database, Map<number, QueuedEdit[]>>();

/**
 * Applies a PATCH of the editor (spec §7) all at once or not at all. Two edits can never both pass the
 * conflict check against the same version: the write is conditional on the version read (applyEdits).
 *
 * Edits of one sheet that arrive while a write of that sheet runs wait for it in this process and then
 * share the next write (group commit): one read and one write for all of them instead of a queue of
 * transactions on the row's lock, which made ten editors of one sheet on MariaDB twice as slow as ten
 * editors of ten sheets. They are checked one after the other in arrival order, exactly as if each had
 * its own write, except that they make one version together: every field they change gets the new
 * version, so a later edit of the batch that changes a field an earlier one changed conflicts with it (its
 * baseVersion is below that version) unless it sends the same value. Every edit of a batch answers with
 * the sheet as written, which includes the others' changes (what its editor would read next anyway); a
 * refused edit's conflicts are judged against that sheet, so they name every field it would overwrite.
 * A failed write fails every edit of its batch and stores none of them.
 */
export function updateCallSheet(db: Database, id: number, input: CallSheetPatchInput): Promise<UpdateCallSheetResult> {
  return new Promise((resolve, reject) => {
    let sheets = waiting.get(db);
    if (!sheets) waiting.set(db, (sheets = new Map()));
    const queue = sheets.get(id);
    if (queue) {
      queue.push({ input, resolve, reject });
      return;
    }
    sheets.set(id, [{ input, resolve, reject }]);
    void writeWhileWaiting(db, id, sheets);
  });
}

/** Writes the sheet's waiting edits in batches until none is left, then forgets the sheet. */
async function writeWhileWaiting(db: Database, id: number, sheets: Map<number, QueuedEdit[]>): Promise<void> {
  for (;;) {
    const queue = sheets.get(id)!;
    if (queue.length === 0) {
      sheets.delete(id);
      return;
    }
    const batch = queue.splice(0, MAX_EDITS_PER_WRITE);
    try {
      const results = await applyEdits(db, id, batch.map((edit) => edit.input));
      batch.forEach((edit, index) => edit.resolve(results[index]!));
    } catch (error) {
      for (const edit of batch) edit.reject(error);
    }
  }
}

type Outcome = "saved" | { conflicts: CallSheetField[]; versionAhead: boolean };

/**
 * Checks the edits in order against `sheet` as the earlier ones leave it; `changes` is what they change
 * together (all of it at version sheet.version + 1), empty when nothing is to be written.
 */
function checkEdits(sheet: CallSheet, edits: CallSheetPatchInput[]): { outcomes: Outcome[]; changes: CallSheetChanges } {
  const stored = sheet.version;
  const working = sheet.$clone();
  const changes: CallSheetChanges = {};
  const versionOf = (field: CallSheetField) => (field in changes ? stored + 1 : sheet.versionOf(field));
  const outcomes = edits.map(({ baseVersion, ...edit }): Outcome => {
    const sent = edit as CallSheetChanges;
    // Resending what is already there is no conflict, and neither is a field nobody touched since baseVersion.
    const changed = working.changedFields(sent);
    if (baseVersion > stored) return { conflicts: changed, versionAhead: true };
    const conflicts = changed.filter((field) => versionOf(field) > baseVersion);
    if (conflicts.length) return { conflicts, versionAhead: false };
    for (const field of changed) {
      (working as unknown as Record<CallSheetField, string | null>)[field] = sent[field]!;
      changes[field] = sent[field];
    }
    return "saved";
  });
  return { outcomes, changes };
}

/**
 * Every edit's answer, with the sheet as written (`sheet` after the batch's write, `checkedVersion` before
 * it). A refused edit's conflicts are the fields it was refused for plus those it would overwrite in that
 * sheet (changed later in the batch): the 409 shows the user everything the edit would overwrite. The
 * first list is kept because a later edit of the batch may have stored the very value this one sent.
 */
function answers(sheet: CallSheet, checkedVersion: number, edits: CallSheetPatchInput[], outcomes: Outcome[]): UpdateCallSheetResult[] {
  return outcomes.map((outcome, index) => {
    if (outcome === "saved") return { outcome, sheet };
    const { baseVersion, ...edit } = edits[index]!;
    const sent = edit as CallSheetChanges;
    const overwritten = outcome.versionAhead ? sheet.changedFields(sent) : conflictingFields(sheet, baseVersion, sent);
    return { outcome: "conflict", sheet, conflicts: [...new Set([...outcome.conflicts, ...overwritten])], versionAhead: outcome.versionAhead, checkedVersion };
  });
}

/** The fields of `changes` that differ from `sheet` and changed there after `baseVersion`. */
function conflictingFields(sheet: CallSheet, baseVersion: number, changes: CallSheetChanges): CallSheetField[] {
  return sheet.changedFields(changes).filter((field) => sheet.versionOf(field) > baseVersion);
}

/**
 * The edits of one batch, written at once. First without a lock or transaction: read the sheet, check,
 * and write only if its version is still the one read (two statements of fixed text; the model bumps the
 * version and records it for every written field, models/CallSheet.ts writeIfUnchanged). This process
 * never races itself on a sheet (its edits queue above), so the condition fails only when another API
 * process wrote the sheet in between; then the batch is checked again in a transaction that holds the row (SELECT ... FOR UPDATE on
 * MySQL; SQLite runs one writer at a time).
 */
async function applyEdits(db: Database, id: number, edits: CallSheetPatchInput[]): Promise<UpdateCallSheetResult[]> {
  const sheet = await CallSheet.load(db, id);
  if (!sheet) return edits.map(() => ({ outcome: "notFound" }));
  const checkedVersion = sheet.version;
  const { outcomes, changes } = checkEdits(sheet, edits);
  if (Object.keys(changes).length === 0 || (await sheet.writeIfUnchanged(db, changes))) return answers(sheet, checkedVersion, edits, outcomes);
  return applyEditsLocked(db, id, edits);
}

async function applyEditsLocked(db: Database, id: number, edits: CallSheetPatchInput[]): Promise<UpdateCallSheetResult[]> {
  return db.transaction(async (trx) => {
    const query = CallSheet.query(trx).findById(id);
    const sheet = await (isMysql(db) ? query.forUpdate() : query);
    if (!sheet) return edits.map(() => ({ outcome: "notFound" }) as const);
    const checkedVersion = sheet.version;
    const { outcomes, changes } = checkEdits(sheet, edits);
    if (Object.keys(changes).length) await sheet.$query(trx).patch(changes as PartialModelObject<CallSheet>);
    return answers(sheet, checkedVersion, edits, outcomes);
  });
}
