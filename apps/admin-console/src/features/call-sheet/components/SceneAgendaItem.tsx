import type { ReactNode } from "react";
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
  /* The name takes the line; the buttons go under it when both do not fit (375 px). */
  & > div:first-child { flex: 1 1 12rem; min-width: 0; }
  h3 { margin: 0; font-size: 1rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  /* In a phone-wide card, Edit, Delete and the Move buttons fit one line only when tighter. */
  @container (max-width: 420px) {
    gap: ${({ theme }) => theme.space(1)};
    & > button { padding: 0 ${({ theme }) => theme.space(1.5)}; }
  }
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
export function SceneAgendaItem({ scene, moveControls, onEdit, onDelete }: { scene: Scene; moveControls: ReactNode; onEdit: () => void; onDelete: () => void }) {
  const name = sceneName(scene);
  const when = [scene.date && sceneDate(scene.date), [scene.time, scene.endTime].filter(Boolean).join(" – ")].filter(Boolean).join(", ");
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
          {moveControls}
        </Actions>
      </Head>
      {scene.description ? <Text>{scene.description}</Text> : null}
      {scene.instructions ? (
        <Text>
          <strong>{SCENE_CARD_TEXTS.method}:</strong> {scene.instructions}
        </Text>
      ) : null}
      {/* Scenes from before this editor may carry `method` too (the document prints it); the form never writes it. */}
      {scene.method ? (
        <Text>
          <strong>{SCENE_CARD_TEXTS.storedMethod}:</strong> {scene.method}
        </Text>
      ) : null}
    </>
  );
}
