/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { DocumentSection, type SectionExtras } from "../DocumentSection.tsx";
import { Fallback, NoteText } from "../documentStyles.ts";
import { langOf } from "../textLanguage.ts";

type Props = { id: CallSheetSectionId; text: string; emptyText: string; extras?: SectionExtras };

/** A free-text section (costume, tech, set notes, emergency contacts), line breaks kept. */
export function NoteSection({ id, text, emptyText, extras }: Props) {
  return (
    <DocumentSection id={id} extras={extras}>
      {text.trim() ? <NoteText {...langOf(text)}>{text}</NoteText> : <Fallback>{emptyText}</Fallback>}
    </DocumentSection>
  );
}
