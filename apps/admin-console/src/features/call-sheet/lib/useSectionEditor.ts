import { useMemo } from "react";
import { type CallSheetSections, parseSectionText, type SectionField } from "@repo/contracts/callSheets/schemas/sections";
import type { DraftSectionEditor, SectionEditor } from "../components/sectionEditor.ts";
import type { CallSheetEditor } from "./useCallSheetEditor.ts";

const EMPTY = { weather: { temperature: "", icon: "" } } as const;

/** The section's stored text, parsed; a text that does not parse (a row older than validation) shows as empty. */
export function parseSection<Field extends SectionField>(field: Field, text: string | null): CallSheetSections[Field] {
  const parsed = parseSectionText(field, text ?? "");
  if (parsed.success) return parsed.data;
  return (field === "weather" ? EMPTY.weather : []) as CallSheetSections[Field];
}

/**
 * One JSON section as a card sees it (sectionEditor.ts): the parsed value, and an update that stores the
 * JSON text the spec keeps and saves it.
 */
export function useSectionEditor<Field extends SectionField>(editor: CallSheetEditor, field: Field): SectionEditor<CallSheetSections[Field]> {
  const text = editor.value(field);
  const value = useMemo(() => parseSection(field, text), [field, text]);
  const saving = editor.isSaving([field]);
  const { change } = editor;
  return useMemo(
    () => ({ value, saving, update: (next, options) => change({ [field]: JSON.stringify(next) }, options) }),
    [value, saving, change, field],
  );
}

/** One JSON section edited as a draft and saved on the user's word (sectionEditor.ts DraftSectionEditor). */
export function useDraftSectionEditor<Field extends SectionField>(editor: CallSheetEditor, field: Field): DraftSectionEditor<CallSheetSections[Field]> {
  const { value, saving } = useSectionEditor(editor, field);
  const unsaved = editor.snapshot.state.fields[field].local !== undefined;
  const { edit, save } = editor;
  return useMemo(
    () => ({ value, saving, unsaved, edit: (next) => edit({ [field]: JSON.stringify(next) }), save: () => save([field]) }),
    [value, saving, unsaved, edit, save, field],
  );
}
