import type { ArrayDelta, Delta, ModifiedDelta, ObjectDelta } from "jsondiffpatch";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { REVISION_QUOTE_MAX_CHARS } from "@repo/contracts/callSheets/revisionConstants";
import { REVISION_FIELD_NAMES, REVISION_LIST_NAMES, REVISION_TEXTS as T, type RevisionFieldName } from "@repo/contracts/callSheets/revisionTexts";
import { DOCUMENT_FALLBACKS } from "@repo/contracts/callSheets/texts/document";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { type DiffableSheet, SNAPSHOT_FIELDS, type SnapshotField } from "./snapshotDiff.ts";

/** The document section each field stands in (the comments' section ids), so a change can be marked there. */
const SECTION_OF: Record<SnapshotField, CallSheetSectionId> = {
  shootingTitle: "project-details",
  client: "project-details",
  shootingDate: "project-details",
  shootingTime: "project-details",
  locations: "location",
  streetAddress: "location",
  streetNumber: "location",
  locationsList: "location",
  teamMembers: "team",
  concepts: "concepts",
  actorContacts: "actors",
  sceneSchedule: "scenes",
  props: "props",
  gear: "gear",
  weather: "weather",
  costumeNotes: "costume",
  technicalSpecs: "tech",
  setNotes: "notes",
  emergencyContacts: "emergency",
};

type ListField = keyof typeof REVISION_LIST_NAMES;
type Item = Record<string, unknown>;
type Kind = RevisionChange["kind"];

/** How a single field's change reads: old and new value given (null as ""). */
const SINGLE_TEXTS: Partial<Record<SnapshotField, (from: string, to: string) => string>> = {
  shootingTitle: T.titleChanged,
  client: T.clientChanged,
  shootingDate: T.dateChanged,
  shootingTime: T.callTimeChanged,
  locations: T.locationsTextChanged,
  streetAddress: T.streetAddressChanged,
  streetNumber: T.streetNumberChanged,
  costumeNotes: () => T.costumeNotesChanged,
  technicalSpecs: () => T.technicalSpecsChanged,
  setNotes: () => T.setNotesChanged,
  emergencyContacts: () => T.emergencyContactsChanged,
};

const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
const isModified = (delta: Delta): delta is ModifiedDelta => Array.isArray(delta) && delta.length === 2;
/**
 * A field's [old, new] from its delta: changed ([old, new]), appeared ([new]: from nothing) or gone
 * ([old, 0, 0]: to nothing). An item's field may be absent where its schema defaults it (snapshotDiff.ts).
 */
/** Whether two values of an item's field are the same to a reader: an absent field is its default ("" or false). */
const sameValue = (a: unknown, b: unknown): boolean => (a ?? "") === (b ?? "") || (a ?? false) === (b ?? false);
function valuesOf(delta: Delta): [unknown, unknown] | undefined {
  if (!Array.isArray(delta)) return undefined;
  if (delta.length === 1) return [undefined, delta[0]];
  if (delta.length === 2) return [delta[0], delta[1]];
  return delta[1] === 0 && delta[2] === 0 ? [delta[0], undefined] : undefined;
}
const fieldName = (field: string): string => REVISION_FIELD_NAMES[field as RevisionFieldName] ?? field;
/** The start of a concept's first line, as a change line quotes it. */
const quote = (value: unknown): string => {
  const line = text(value).split("\n")[0]!.trim();
  return line.length > REVISION_QUOTE_MAX_CHARS ? `${line.slice(0, REVISION_QUOTE_MAX_CHARS - 1)}…` : line;
};

/** How each list names its items and words their changes. */
type ListWords = {
  label(item: Item): string;
  added(item: Item): string;
  removed(item: Item): string;
  movedBefore(item: Item, before: Item): string;
  movedToEnd(item: Item): string;
  /** The lines for one item's changed fields: `changes` maps each field to [old, new]. */
  changed(before: Item | undefined, after: Item, changes: [string, unknown, unknown][]): string[];
};

/** A scene as the editor's agenda and the document name it: its name, or 'Untitled Scene' when it has none. */
const sceneName = (item: Item) => text(item.name).trim() || DOCUMENT_FALLBACKS.untitledScene;
const locationLabel = (item: Item) => [text(item.city), text(item.address)].filter(Boolean).join(", ") || text(item.country);

/** Team, actors, props and gear: "Team: Marko Nikolić's phone changed". */
function namedList(list: string, nameOf: (item: Item) => string): ListWords {
  return {
    label: nameOf,
    added: (item) => T.itemAdded(list, nameOf(item)),
    removed: (item) => T.itemRemoved(list, nameOf(item)),
    movedBefore: (item, before) => T.itemMovedBefore(list, nameOf(item), nameOf(before)),
    movedToEnd: (item) => T.itemMovedToEnd(list, nameOf(item)),
    changed: (before, after, changes) =>
      changes.map(([field, from, to]) => {
        if (field === "isChecked") return to ? T.itemChecked(list, nameOf(after)) : T.itemUnchecked(list, nameOf(after));
        if (field === "name" || field === "fullName") return T.itemRenamed(list, text(from), text(to));
        return T.itemFieldChanged(list, before ? nameOf(before) : nameOf(after), fieldName(field));
      }),
  };
}

/** Fields whose old and new values a line shows (short ones); the rest just "changed". */
const SHOWN_FIELDS = new Set(["date", "time", "endTime", "method"]);

const LIST_WORDS: Record<ListField, ListWords> = {
  sceneSchedule: {
    label: sceneName,
    added: (item) => T.sceneAdded(sceneName(item)),
    removed: (item) => T.sceneRemoved(sceneName(item)),
    movedBefore: (item, before) => T.sceneMovedBefore(sceneName(item), sceneName(before)),
    movedToEnd: (item) => T.sceneMovedToEnd(sceneName(item)),
    changed: (before, after, changes) =>
      changes.map(([field, from, to]) => {
        if (field === "name") return T.sceneRenamed(sceneName({ name: from }), sceneName({ name: to }));
        return SHOWN_FIELDS.has(field) ? T.sceneFieldChanged(sceneName(after), fieldName(field), text(from), text(to)) : T.sceneFieldChanged(sceneName(after), fieldName(field));
      }),
  },
  locationsList: {
    label: locationLabel,
    added: (item) => T.locationAdded(locationLabel(item)),
    removed: (item) => T.locationRemoved(locationLabel(item)),
    movedBefore: (item, before) => T.locationMovedBefore(locationLabel(item), locationLabel(before)),
    movedToEnd: (item) => T.locationMovedToEnd(locationLabel(item)),
    changed: (before, after, changes) => changes.map(([field, from, to]) => T.locationFieldChanged(locationLabel(before ?? after), fieldName(field), text(from), text(to))),
  },
  concepts: {
    label: (item) => quote(item.text),
    added: (item) => T.conceptAdded(quote(item.text)),
    removed: (item) => T.conceptRemoved(quote(item.text)),
    movedBefore: (item, before) => T.conceptMovedBefore(quote(item.text), quote(before.text)),
    movedToEnd: (item) => T.conceptMovedToEnd(quote(item.text)),
    changed: (_before, _after, changes) => changes.map(([, from, to]) => T.conceptChanged(quote(from), quote(to))),
  },
  teamMembers: namedList(REVISION_LIST_NAMES.teamMembers, (item) => text(item.name)),
  actorContacts: namedList(REVISION_LIST_NAMES.actorContacts, (item) => text(item.fullName)),
  props: namedList(REVISION_LIST_NAMES.props, (item) => text(item.name)),
  gear: namedList(REVISION_LIST_NAMES.gear, (item) => text(item.name)),
};

const itemIdOf = (item: Item): number | null => {
  const id = item.id ?? item.modelId;
  return typeof id === "number" ? id : null;
};

/**
 * The lines of one list's delta. jsondiffpatch keys an array delta by the item's index in the new list
 * (added: [item]; changed: the item's own delta) and, with "_", by its index in the old one (removed:
 * [item, 0, 0]; moved: ["", newIndex, 3]). A moved item is named with the one it now stands before.
 */
function describeList(field: ListField, delta: ArrayDelta, from: Item[], to: Item[]): RevisionChange[] {
  const words = LIST_WORDS[field];
  const section = SECTION_OF[field];
  const change = (kind: Kind, item: Item, line: string): RevisionChange => ({ section, field, kind, itemId: itemIdOf(item), text: line });
  const removed: RevisionChange[] = [];
  const atNewIndex: { index: number; order: number; change: RevisionChange }[] = [];
  for (const [key, value] of Object.entries(delta)) {
    if (key === "_t") continue;
    if (key.startsWith("_")) {
      const item = from[Number(key.slice(1))]!;
      const [, index, type] = value as [unknown, number, number];
      if (type === 3) {
        const after = to[index]!;
        const next = to[index + 1];
        atNewIndex.push({ index, order: 1, change: change("moved", after, next ? words.movedBefore(after, next) : words.movedToEnd(after)) });
      } else removed.push(change("removed", item, words.removed(item)));
      continue;
    }
    const index = Number(key);
    const after = to[index]!;
    if (Array.isArray(value)) {
      atNewIndex.push({ index, order: 0, change: change("added", after, words.added(after)) });
      continue;
    }
    const id = itemIdOf(after);
    const before = from.find((item) => itemIdOf(item) === id);
    const fields = Object.entries(value as ObjectDelta).flatMap(([name, inner]) => {
      const values = valuesOf(inner);
      return values && !sameValue(values[0], values[1]) ? [[name, ...values] as [string, unknown, unknown]] : [];
    });
    for (const line of words.changed(before, after, fields)) atNewIndex.push({ index, order: 2, change: change("changed", after, line) });
  }
  atNewIndex.sort((a, b) => a.index - b.index || a.order - b.order);
  return [...removed, ...atNewIndex.map(({ change: one }) => one)];
}

/** The weather's lines: its temperature and its conditions, each old -> new. */
function describeWeather(delta: ObjectDelta): RevisionChange[] {
  const lines: RevisionChange[] = [];
  const line = (text: string): RevisionChange => ({ section: "weather", field: "weather", kind: "changed", itemId: null, text });
  const temperature = valuesOf(delta.temperature);
  const icon = valuesOf(delta.icon);
  if (temperature) lines.push(line(T.weatherTemperatureChanged(text(temperature[0]), text(temperature[1]))));
  if (icon) lines.push(line(T.weatherConditionsChanged(text(icon[0]), text(icon[1]))));
  return lines;
}

/**
 * What changed from one snapshot to the next, for people, per section in the document's order: a line
 * per changed field of the sheet, and per added, removed, moved or changed list item. `delta` is
 * `diffSheets(from, to)` (snapshotDiff.ts). Pure: the same three values always give the same lines.
 */
export function describeChanges(delta: Delta, from: DiffableSheet, to: DiffableSheet): RevisionChange[] {
  if (!delta || Array.isArray(delta)) return [];
  const sheetDelta = delta as ObjectDelta;
  const changes: RevisionChange[] = [];
  for (const field of SNAPSHOT_FIELDS) {
    const fieldDelta = sheetDelta[field];
    if (fieldDelta === undefined) continue;
    if (field === "weather") {
      if (!Array.isArray(fieldDelta)) changes.push(...describeWeather(fieldDelta as ObjectDelta));
      continue;
    }
    if (field in LIST_WORDS) {
      if (!Array.isArray(fieldDelta)) changes.push(...describeList(field as ListField, fieldDelta as ArrayDelta, from[field as ListField] as Item[], to[field as ListField] as Item[]));
      continue;
    }
    const words = SINGLE_TEXTS[field];
    if (words && isModified(fieldDelta)) changes.push({ section: SECTION_OF[field], field, kind: "changed", itemId: null, text: words(text(fieldDelta[0]), text(fieldDelta[1])) });
  }
  return changes;
}
