import { type CallSheet, type CallSheetField, type CallSheetPatch, callSheetPatchSchema } from "@repo/contracts/callSheets/schemas/editor";

/**
 * The editor's memory of the sheet, field by field, as pure functions (the hook in useCallSheetEditor
 * holds one of these and the save queue). Each field keeps what the server last told us, the version it
 * was read at, and the user's edit when there is one. Keeping a version per field rather than one for the
 * sheet is what lets two tabs edit different sections without conflicts while the same section, changed
 * in the other tab, conflicts instead of being silently overwritten.
 */

export type EditableField = CallSheetField;
/** A field as it travels: text, or null for an unset shootingDate / shootingTime. */
export type FieldValue = string | null;
export type FieldValues = Partial<Record<EditableField, FieldValue>>;

export type FieldState = {
  /** The value the server last sent for this field. */
  server: FieldValue;
  /** The sheet version that value was read at: the edit's baseVersion. */
  baseVersion: number;
  /** The user's value when it differs from (or is not yet saved over) `server`; undefined when none. */
  local?: FieldValue;
};

export type EditorState = { fields: Record<EditableField, FieldState> };

/** Every field a PATCH may send, taken from the contract so a new field cannot be forgotten here. */
export const EDITABLE_FIELDS = Object.keys(callSheetPatchSchema.shape).filter((key): key is EditableField => key !== "baseVersion");

const serverValue = (sheet: CallSheet, field: EditableField): FieldValue => sheet[field];

export function createEditorState(sheet: CallSheet): EditorState {
  const fields = {} as Record<EditableField, FieldState>;
  for (const field of EDITABLE_FIELDS) fields[field] = { server: serverValue(sheet, field), baseVersion: sheet.version };
  return { fields };
}

/** What the screen shows: the user's edit, else the server's value. */
export function fieldValue(state: EditorState, field: EditableField): FieldValue {
  const entry = state.fields[field];
  return entry.local !== undefined ? entry.local : entry.server;
}

/** Takes the user's values as local edits (nothing is sent yet). */
export function editFields(state: EditorState, values: FieldValues): EditorState {
  const fields = { ...state.fields };
  for (const [field, value] of Object.entries(values) as [EditableField, FieldValue][]) fields[field] = { ...fields[field], local: value };
  return { fields };
}

/**
 * The PATCH body for `fields`: their shown values, and the OLDEST base version among them, so that a
 * change made elsewhere to any one of them since we read it is a conflict.
 */
export function patchFor(state: EditorState, fields: readonly EditableField[]): CallSheetPatch {
  const patch: Record<string, FieldValue | number> = { baseVersion: Math.min(...fields.map((field) => state.fields[field].baseVersion)) };
  for (const field of fields) patch[field] = fieldValue(state, field);
  return patch as CallSheetPatch;
}

/**
 * A PATCH answered 200 with the whole sheet. The fields we sent take the answer and its version; their
 * edit is done unless the user typed on meanwhile (then the newer edit stays, to be saved next). Every
 * other field without an edit of its own takes the answer too: it may show another tab's change, and its
 * base version moves up with it. A field with an unsaved edit keeps its old base, so saving it later
 * still detects a change made elsewhere.
 */
export function applySaved(state: EditorState, sent: FieldValues, response: CallSheet): EditorState {
  const fields = { ...state.fields };
  for (const field of EDITABLE_FIELDS) {
    const entry = fields[field];
    const wasSent = field in sent;
    if (!wasSent && entry.local !== undefined) continue;
    const stillEditing = wasSent && entry.local !== undefined && entry.local !== sent[field];
    fields[field] = { server: serverValue(response, field), baseVersion: response.version, ...(stillEditing ? { local: entry.local } : {}) };
  }
  return { fields };
}

/**
 * A PATCH refused with 409: nothing was written. Fields without an edit take the sheet as it is now, which
 * the 409 body carries; fields with one keep it (the store then reloads the refused fields themselves and
 * keeps the user's version aside, editorStore.ts `conflict`).
 */
export function applyConflict(state: EditorState, current: CallSheet): EditorState {
  const fields = { ...state.fields };
  for (const field of EDITABLE_FIELDS) {
    if (fields[field].local !== undefined) continue;
    fields[field] = { server: serverValue(current, field), baseVersion: current.version };
  }
  return { fields };
}

/** Drops the user's edit of `fields` (it equals the server's value, or the user gave it up). */
export function discardEdits(state: EditorState, fields: readonly EditableField[]): EditorState {
  const next = { ...state.fields };
  for (const field of fields) next[field] = { server: next[field].server, baseVersion: next[field].baseVersion };
  return { fields: next };
}

/** "Reload section": the server's current value and version for `fields`; the user's edit is dropped. */
export function reloadFields(state: EditorState, fields: readonly EditableField[], current: CallSheet): EditorState {
  const next = { ...state.fields };
  for (const field of fields) next[field] = { server: serverValue(current, field), baseVersion: current.version };
  return { fields: next };
}

/**
 * "Keep my version": the user has seen that the section changed elsewhere and wants theirs. Their edit is
 * now based on the current version, so the next save overwrites instead of conflicting again.
 */
export function rebaseFields(state: EditorState, fields: readonly EditableField[], current: CallSheet): EditorState {
  const next = { ...state.fields };
  for (const field of fields) {
    const { local } = next[field];
    next[field] = { server: serverValue(current, field), baseVersion: current.version, ...(local !== undefined ? { local } : {}) };
  }
  return { fields: next };
}

/** True while any field holds an edit the server does not have (typed, in flight, failed or conflicting). */
export function hasUnsavedEdits(state: EditorState): boolean {
  return EDITABLE_FIELDS.some((field) => state.fields[field].local !== undefined);
}

/**
 * The sheet's version as this editor last heard it from the server: the newest of its fields' versions
 * (the page's GET, its own saves, a conflict's current sheet). The header compares it with the latest
 * revision's to say whether the sheet changed since it was published.
 */
export function sheetVersion(state: EditorState): number {
  return Math.max(...EDITABLE_FIELDS.map((field) => state.fields[field].baseVersion));
}
