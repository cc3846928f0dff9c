import { format, isValid, parseISO } from "date-fns";
import styled from "styled-components";
import { SCENE_CARD_TEXTS } from "@repo/contracts/callSheetCardTexts";
import { DOCUMENT_FALLBACKS } from "@repo/contracts/callSheetEditor";
import { CALL_SHEET_CONSTANTS, type Scene } from "@repo/contracts/callSheetSections";
import { Button } from "shell/Button";
import { Muted } from "./EditorCard.tsx";

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 { margin: 0; font-size: 1rem; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  white-space: pre-line;
`;

/** 'MMM d, yyyy' (spec §9); a date that does not parse is shown as typed rather than hidden. */
function sceneDate(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, CALL_SHEET_CONSTANTS.itemDateFormat) : date;
}

/** A scene's name as its buttons and the reorder announcement say it. */
export const sceneName = (scene: Scene) => scene.name.trim() || DOCUMENT_FALLBACKS.untitledScene;

/** One scene of the agenda as read: name, when, what, and how it is shot; Edit and Delete. */
export function SceneAgendaItem({ scene, onEdit, onDelete }: { scene: Scene; onEdit: () => void; onDelete: () => void }) {
  const name = sceneName(scene);
  const when = [scene.date && sceneDate(scene.date), [scene.time, scene.endTime].filter(Boolean).join(" – ")].filter(Boolean).join(", ");
  // Older scenes may carry `method` apart from `instructions`; the form writes only `instructions`.
  const method = scene.instructions || scene.method;
  return (
    <>
      <Head>
        <div>
          <h3>{name}</h3>
          {when ? <Muted>{when}</Muted> : null}
        </div>
        <Actions>
          <Button $variant="outline" aria-label={SCENE_CARD_TEXTS.edit(name)} onClick={onEdit}>
            {SCENE_CARD_TEXTS.editLabel}
          </Button>
          <Button $variant="ghost" aria-label={SCENE_CARD_TEXTS.remove(name)} onClick={onDelete}>
            {SCENE_CARD_TEXTS.removeLabel}
          </Button>
        </Actions>
      </Head>
      {scene.description ? <Text>{scene.description}</Text> : null}
      {method ? (
        <Text>
          <strong>{SCENE_CARD_TEXTS.method}:</strong> {method}
        </Text>
      ) : null}
    </>
  );
}
