import { useMemo } from "react";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import type { SectionEditor } from "../components/sectionEditor.ts";
import type { EditableField } from "./editorState.ts";
import type { CallSheetEditor } from "./useCallSheetEditor.ts";
import { parseSection } from "./useSectionEditor.ts";

/**
 * A plain field that shows what is typed at once and saves later (spec §4: "update locally on change and
 * save on blur"): `edit` only shows, `update` saves. Keeping the typed text in the editor state rather
 * than in the card is what lets the page warn before the tab closes on it.
 */
export type TextFieldEditor = SectionEditor<string> & { edit: (next: string) => void };

/** shootingDate and shootingTime are null when unset; an empty input means unset. */
const NULLABLE: ReadonlySet<EditableField> = new Set(["shootingDate", "shootingTime"]);

export function useTextFieldEditor(editor: CallSheetEditor, field: EditableField): TextFieldEditor {
  const value = editor.value(field) ?? "";
  const saving = editor.isSaving([field]);
  const { edit, change } = editor;
  return useMemo(() => {
    const stored = (next: string) => (NULLABLE.has(field) && next === "" ? null : next);
    return {
      value,
      saving,
      edit: (next) => edit({ [field]: stored(next) }),
      update: (next, options) => change({ [field]: stored(next) }, options),
    };
  }, [value, saving, edit, change, field]);
}

/** The locations card's part of the sheet: the list and the 'City, Country' summary, saved together. */
export type LocationsValue = { list: LocationEntry[]; summary: string };

export function useLocationsEditor(editor: CallSheetEditor): SectionEditor<LocationsValue> {
  const text = editor.value("locationsList");
  const summary = editor.value("locations") ?? "";
  const saving = editor.isSaving(["locationsList", "locations"]);
  const { change } = editor;
  const list = useMemo(() => parseSection("locationsList", text), [text]);
  return useMemo(
    () => ({
      value: { list, summary },
      saving,
      // One PATCH for both when the summary changes too, so it can never name a city the list lost.
      update: (next, options) =>
        change({ locationsList: JSON.stringify(next.list), ...(next.summary !== summary ? { locations: next.summary } : {}) }, options),
    }),
    [list, summary, saving, change],
  );
}
