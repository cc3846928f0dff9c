import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { TextFieldEditor } from "../lib/useFieldEditors.ts";
import { EditorCard, FieldGrid } from "./EditorCard.tsx";
import { SavedOnBlurField } from "./SavedOnBlurField.tsx";

const TEXTS = CARD_TEXTS.titleAndClient;

type Props = { shootingTitle: TextFieldEditor; client: TextFieldEditor; shootingDate: TextFieldEditor; shootingTime: TextFieldEditor };

/** Title and Client (spec §2), with the shoot's date and call time. */
export function TitleClientCard({ shootingTitle, client, shootingDate, shootingTime }: Props) {
  const saving = [shootingTitle, client, shootingDate, shootingTime].some((editor) => editor.saving);
  return (
    <EditorCard title={TEXTS.title} saving={saving}>
      <SavedOnBlurField id="shooting-title" label={TEXTS.shootingTitle} editor={shootingTitle} requiredMessage={CALL_SHEET_MESSAGES.titleRequired} />
      <SavedOnBlurField id="client" label={TEXTS.client} editor={client} />
      <FieldGrid>
        <SavedOnBlurField id="shooting-date" label={TEXTS.shootingDate} editor={shootingDate} type="date" />
        <SavedOnBlurField id="shooting-time" label={TEXTS.shootingTime} editor={shootingTime} type="time" />
      </FieldGrid>
    </EditorCard>
  );
}
