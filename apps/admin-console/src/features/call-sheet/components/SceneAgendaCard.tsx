import { useState } from "react";
import styled from "styled-components";
import { nextItemId } from "@repo/contracts/callSheets/rules";
import type { Scene } from "@repo/contracts/callSheets/schemas/sections";
import { SCENE_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { toast } from "shell/toast";
import { SortableList } from "./dnd/SortableList.tsx";
import { EditorCard, EmptyNote } from "./EditorCard.tsx";
import { EMPTY_SCENE, SceneAgendaForm, sceneFields } from "./SceneAgendaForm.tsx";
import { SceneAgendaItem, sceneName } from "./SceneAgendaItem.tsx";
import { SceneAgendaUnsaved } from "./SceneAgendaUnsaved.tsx";
import type { DraftSectionEditor } from "./sectionEditor.ts";

// Under the card's title, not competing with it.
const AddHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1rem;
`;

/**
 * The Shooting Agenda (spec §2, §4): scenes are added, edited, deleted and reordered in a draft, and
 * 'Save Changes' saves the whole schedule at once. The draft is the page's (DraftSectionEditor): without
 * one the card shows the saved schedule, so another tab's save or a conflict reload appears as it arrives.
 */
export function SceneAgendaCard({ editor }: { editor: DraftSectionEditor<Scene[]> }) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const scenes = editor.value;
  const setDraft = editor.edit;

  const save = async () => {
    // On false the page has told the user why; the draft stays, so nothing typed is lost. Edits made while
    // the save was on its way stay a draft.
    if (await editor.save()) toast({ title: EDITOR_TEXTS.scenesSavedTitle, description: EDITOR_TEXTS.scenesSaved });
  };

  const replace = (id: number, fields: Partial<Scene>) => setDraft(scenes.map((scene) => (scene.id === id ? { ...scene, ...fields } : scene)));

  return (
    <EditorCard title={SCENE_CARD_TEXTS.title} saving={editor.saving} wide>
      {editor.unsaved ? <SceneAgendaUnsaved saving={editor.saving} onSave={() => void save()} /> : null}
      <AddHeading>{SCENE_CARD_TEXTS.addHeading}</AddHeading>
      <SceneAgendaForm initial={EMPTY_SCENE} submitLabel={SCENE_CARD_TEXTS.add} onSubmit={(fields) => setDraft([...scenes, { id: nextItemId(scenes), ...fields, method: "" }])} />
      {scenes.length === 0 ? (
        <EmptyNote>{SCENE_CARD_TEXTS.empty}</EmptyNote>
      ) : (
        <SortableList
          items={scenes}
          label={SCENE_CARD_TEXTS.listLabel}
          itemName={sceneName}
          onReorder={setDraft}
          renderItem={(scene, moveControls) =>
            editingId === scene.id ? (
              <SceneAgendaForm
                initial={sceneFields(scene)}
                submitLabel={SCENE_CARD_TEXTS.save}
                onSubmit={(fields) => {
                  replace(scene.id, fields);
                  setEditingId(null);
                }}
                onCancel={() => setEditingId(null)}
                extraActions={moveControls}
              />
            ) : (
              <SceneAgendaItem scene={scene} moveControls={moveControls} onEdit={() => setEditingId(scene.id)} onDelete={() => setDraft(scenes.filter((entry) => entry.id !== scene.id))} />
            )
          }
        />
      )}
    </EditorCard>
  );
}
