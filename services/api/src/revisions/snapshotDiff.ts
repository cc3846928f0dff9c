import { create, type Delta } from "jsondiffpatch";
import type { CallSheet, CallSheetField } from "@repo/contracts/callSheets/schemas/editor";
import { SECTION_FIELDS, type CallSheetSections } from "@repo/contracts/callSheets/schemas/sections";

/** The fields of a snapshot that are the shoot's (not its id, version or times), in the document's order. */
export const SNAPSHOT_FIELDS = [
  "shootingTitle",
  "client",
  "shootingDate",
  "shootingTime",
  "locations",
  "streetAddress",
  "streetNumber",
  "locationsList",
  "teamMembers",
  "concepts",
  "actorContacts",
  "sceneSchedule",
  "props",
  "gear",
  "weather",
  "costumeNotes",
  "technicalSpecs",
  "setNotes",
  "emergencyContacts",
] as const satisfies readonly (keyof CallSheet)[];
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];
/** Every field an edit can change is compared: a field added to the contract without a place here fails to compile. */
const EVERY_EDITABLE_FIELD_IS_COMPARED: [Exclude<CallSheetField, SnapshotField>] extends [never] ? true : Exclude<CallSheetField, SnapshotField> = true;
void EVERY_EDITABLE_FIELD_IS_COMPARED;

type PlainFields = Exclude<SnapshotField, keyof CallSheetSections>;
/** A snapshot as it is diffed: the shoot's fields, its JSON sections parsed into lists and objects. */
export type DiffableSheet = Pick<CallSheet, PlainFields> & CallSheetSections;

/**
 * The diff of two snapshots (docs/revisions.md): jsondiffpatch, list items matched by their `id` (actors by
 * `modelId`), so a moved scene is a move and an edited one a change of its fields, never a removal and an
 * addition. Strings are compared whole (no text diff): a line for people says "Set notes changed".
 */
const differ = create({
  objectHash: (item: object) => {
    const { id, modelId } = item as { id?: unknown; modelId?: unknown };
    const key = id ?? modelId;
    return typeof key === "number" || typeof key === "string" ? String(key) : undefined;
  },
  arrays: { detectMove: true, includeValueOnMove: false },
});

/** A section's text as a value: JSON.parse alone (the text was checked against its schema when written). */
function sectionValue(field: (typeof SECTION_FIELDS)[number], text: string): unknown {
  let value: unknown;
  try {
    value = text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (field !== "weather") return Array.isArray(value) ? value : [];
  const weather = (value ?? {}) as { temperature?: unknown; icon?: unknown };
  return { temperature: weather.temperature ?? "", icon: weather.icon ?? "" };
}

/**
 * A snapshot (the sheet as presentCallSheet answered it) as it is diffed. Sections are read with JSON.parse,
 * not their schemas: every stored section passed its schema when written, and parsing two full sheets
 * with the schemas cost ~25 ms of the ~35 a comparison took (a 300-scene, 200-person sheet, loaded machine).
 * An item may therefore lack a field its schema defaults (the client may leave it out): describeChanges
 * reads a field that appears or disappears as a change from or to "". A section that does not parse (none
 * should) counts as empty.
 */
export function toDiffable(sheet: CallSheet): DiffableSheet {
  const diffable: Record<string, unknown> = {};
  for (const field of SNAPSHOT_FIELDS) diffable[field] = sheet[field];
  for (const field of SECTION_FIELDS) diffable[field] = sectionValue(field, sheet[field]);
  return diffable as DiffableSheet;
}

/**
 * Two snapshots as they are diffed, leaving out what cannot differ: a JSON section whose text is the same in
 * both parses to the same value and gives no delta, so it is not parsed or walked at all (both sides get its
 * empty value; describeChanges reads a list's items only under that list's own delta). The delta, and so
 * the lines, are those of `toDiffable` on each side; a publish after an edit of one section parses and diffs
 * that section only, instead of every list of the sheet.
 */
export function toDiffablePair(from: CallSheet, to: CallSheet): [DiffableSheet, DiffableSheet] {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of SNAPSHOT_FIELDS) {
    before[field] = from[field];
    after[field] = to[field];
  }
  for (const field of SECTION_FIELDS) {
    if (from[field] === to[field]) before[field] = after[field] = sectionValue(field, "");
    else {
      before[field] = sectionValue(field, from[field]);
      after[field] = sectionValue(field, to[field]);
    }
  }
  return [before as DiffableSheet, after as DiffableSheet];
}

/** jsondiffpatch's delta from `from` to `to`; undefined when nothing differs. */
export function diffSheets(from: DiffableSheet, to: DiffableSheet): Delta {
  return differ.diff(from, to);
}
