import styled from "styled-components";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { TextFieldEditor } from "../lib/useFieldEditors.ts";
import { EditorCard, FieldGrid, Muted } from "./EditorCard.tsx";
import { SavedOnBlurField } from "./SavedOnBlurField.tsx";

const TEXTS = CARD_TEXTS.notes;
const Hint = styled(Muted)`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
`;
export type NoteField = "technicalSpecs" | "costumeNotes" | "setNotes" | "emergencyContacts";
const NOTES: readonly NoteField[] = ["technicalSpecs", "costumeNotes", "setNotes", "emergencyContacts"];

/** The four free-text sections of the sheet (spec §2), each saved when its field is left. */
export function NotesCard({ editors }: { editors: Record<NoteField, TextFieldEditor> }) {
  return (
    <EditorCard title={TEXTS.title} saving={NOTES.some((note) => editors[note].saving)} wide>
      <Hint>{TEXTS.savedOnBlur}</Hint>
      <FieldGrid>
        {NOTES.map((note) => (
          <SavedOnBlurField key={note} id={`note-${note}`} label={TEXTS[note]} editor={editors[note]} multiline />
        ))}
      </FieldGrid>
    </EditorCard>
  );
}
