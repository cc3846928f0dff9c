import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { type CallSheetSections, parseSectionText, SECTION_FIELDS, type SectionField } from "@repo/contracts/callSheets/schemas/sections";
import { SAVE_STATE_TEXTS, SECTION_LABELS } from "@repo/contracts/callSheets/texts/editor";
import type { EditableField } from "./editorState.ts";

/** How much of a value a conflict shows: enough to recognise it, not a second editor. */
export const PREVIEW_MAX_CHARS = 200;

const isSection = (field: EditableField): field is SectionField => (SECTION_FIELDS as readonly string[]).includes(field);

const checklistLines = (items: CallSheetSections["props"]) => items.map((item) => `${item.isChecked ? "✓ " : ""}${item.name}`);

/** One line per item of a JSON section, in the words the cards use. */
const ITEM_LINES: { [Field in SectionField]: (value: CallSheetSections[Field]) => string[] } = {
  locationsList: (items) => items.map((item) => [item.city, item.country].filter(Boolean).join(", ")),
  teamMembers: (items) => items.map((item) => `${item.role}: ${item.name}`),
  concepts: (items) => items.map((item) => item.text),
  actorContacts: (items) => items.map((item) => item.fullName),
  sceneSchedule: (items) => items.map((item) => item.name || SAVE_STATE_TEXTS.untitledScene),
  props: checklistLines,
  gear: checklistLines,
  weather: (value) => [[value.temperature ? `${value.temperature} °C` : "", value.icon].filter(Boolean).join(", ")].filter(Boolean),
};

function truncate(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_MAX_CHARS ? `${flat.slice(0, PREVIEW_MAX_CHARS - 1)}…` : flat;
}

/** A field's value as saved elsewhere, in a line: a section's items joined, text as it is, nothing as "(empty)". */
export function previewValue(field: EditableField, sheet: CallSheet): string {
  const value = sheet[field];
  if (value === null || value.trim() === "") return SAVE_STATE_TEXTS.emptyValue;
  if (!isSection(field)) return truncate(value);
  const parsed = parseSectionText(field, value);
  // A section that does not read (rows older than validation) shows its text: still recognisable.
  if (!parsed.success) return truncate(value);
  const lines = (ITEM_LINES[field] as (value: unknown) => string[])(parsed.data);
  return lines.length ? truncate(lines.join("; ")) : SAVE_STATE_TEXTS.emptyValue;
}

/**
 * The conflicting fields with their label and the value saved elsewhere, one row per label: the locations'
 * summary line ("locations") is left out when their list ("locationsList") is there to show.
 */
export function conflictPreview(fields: readonly string[], sheet: CallSheet): { field: EditableField; label: string; value: string }[] {
  const editable = fields.filter((field): field is EditableField => Object.hasOwn(SECTION_LABELS, field));
  const shown = editable.filter((field) => !(field === "locations" && editable.includes("locationsList")));
  return shown.map((field) => ({ field, label: SECTION_LABELS[field], value: previewValue(field, sheet) }));
}
