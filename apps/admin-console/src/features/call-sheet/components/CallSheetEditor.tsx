import { useState, type ReactNode } from "react";
import styled from "styled-components";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { REVISION_EDITOR_TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { useConditionsQuery } from "../api/conditions.ts";
import { useCallSheetEditor } from "../lib/useCallSheetEditor.ts";
import { sheetVersion } from "../lib/editorState.ts";
import { useLocationsEditor, useTextFieldEditor } from "../lib/useFieldEditors.ts";
import { useSaveBeforeLeaving } from "../lib/useSaveBeforeLeaving.ts";
import { useDraftSectionEditor, useSectionEditor } from "../lib/useSectionEditor.ts";
import { UnaddedForms, UnaddedFormsContext } from "../lib/unaddedForms.ts";
import { ActorContactsCard } from "./ActorContactsCard.tsx";
import { ChecklistCard } from "./ChecklistCard.tsx";
import { ConceptsCard } from "./ConceptsCard.tsx";
import { EditorHeader, type RevisionEntries } from "./EditorHeader.tsx";
import { LocationsCard } from "./LocationsCard.tsx";
import { NotesCard } from "./NotesCard.tsx";
import { SaveProblems } from "./SaveProblems.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { SceneAgendaCard } from "./SceneAgendaCard.tsx";
import { TeamCard } from "./TeamCard.tsx";
import { TitleClientCard } from "./TitleClientCard.tsx";
import { WeatherCard } from "./WeatherCard.tsx";

const Main = styled.main`
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
  @media (max-width: 480px) { padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)}; }
`;

/** One column on phones and tablets; two from 1100 px, where each card still gets ~520 px. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (min-width: 1100px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  @media (max-width: 480px) { gap: ${({ theme }) => theme.space(4)}; }
`;

/**
 * The editor of one loaded sheet: the sticky header, what could not be saved, and the cards. `sharing`
 * gives the bar's sharing entries; its `beforeShare` saves what is on screen before Share opens.
 * `revisions` gives the latest revision beside the save state and 'Publish revision' and the history in
 * the actions; publishing saves what is on screen first, like Share.
 */
export function CallSheetEditor({
  id,
  initial,
  sharing,
  revisions,
}: {
  id: string;
  initial: CallSheet;
  sharing?: (beforeShare: () => boolean | Promise<boolean>) => ReactNode;
  revisions?: RevisionEntries;
}) {
  const [forms] = useState(() => new UnaddedForms());
  const editor = useCallSheetEditor(id, initial, forms);
  const guard = useSaveBeforeLeaving(editor.store, forms);
  const { state } = editor.snapshot;
  // The conditions follow what the server has saved, not every keystroke.
  const conditions = useConditionsQuery(id, state.fields.locationsList.server ?? "", state.fields.shootingDate.server).data;

  const shootingTitle = useTextFieldEditor(editor, "shootingTitle");
  const client = useTextFieldEditor(editor, "client");
  const shootingDate = useTextFieldEditor(editor, "shootingDate");
  const shootingTime = useTextFieldEditor(editor, "shootingTime");
  const notes = {
    technicalSpecs: useTextFieldEditor(editor, "technicalSpecs"),
    costumeNotes: useTextFieldEditor(editor, "costumeNotes"),
    setNotes: useTextFieldEditor(editor, "setNotes"),
    emergencyContacts: useTextFieldEditor(editor, "emergencyContacts"),
  };
  const locations = useLocationsEditor(editor);
  const team = useSectionEditor(editor, "teamMembers");
  const actors = useSectionEditor(editor, "actorContacts");
  const scenes = useDraftSectionEditor(editor, "sceneSchedule");
  const concepts = useSectionEditor(editor, "concepts");
  const props = useSectionEditor(editor, "props");
  const gear = useSectionEditor(editor, "gear");
  const weather = useSectionEditor(editor, "weather");

  return (
    <UnaddedFormsContext value={forms}>
      <EditorHeader
        id={id}
        guard={guard}
        // True at once when nothing waits, so the dialog opens in the same click.
        sharing={sharing?.(() => (guard.needed() ? guard.run(SHARING_TEXTS.share) : true))}
        // The saved title: the heading should not flicker or empty out while the title field is typed in.
        title={state.fields.shootingTitle.server ?? ""}
        status={<SaveStatus snapshot={editor.snapshot} draftUnsaved={scenes.unsaved} onRetry={() => editor.store.retryAll()} />}
        revisionStatus={revisions?.status(sheetVersion(state))}
        revisionActions={revisions?.actions(() => (guard.needed() ? guard.run(REVISION_EDITOR_TEXTS.publish) : true), sheetVersion(state), () => guard.needed())}
        revisionHistory={revisions?.history}
      />
      <Main>
        <SaveProblems snapshot={editor.snapshot} store={editor.store} />
        <CardGrid>
          <TitleClientCard shootingTitle={shootingTitle} client={client} shootingDate={shootingDate} shootingTime={shootingTime} />
          <LocationsCard editor={locations} conditions={conditions} />
          <TeamCard editor={team} />
          <ActorContactsCard editor={actors} />
          <SceneAgendaCard editor={scenes} />
          <ConceptsCard editor={concepts} />
          <WeatherCard editor={weather} conditions={conditions} />
          <ChecklistCard title="Props" editor={props} />
          <ChecklistCard title="Gear" editor={gear} />
          <NotesCard editors={notes} />
        </CardGrid>
      </Main>
    </UnaddedFormsContext>
  );
}
