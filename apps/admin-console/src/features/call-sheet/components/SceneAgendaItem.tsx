import type { ReactNode } from "react";
import styled from "styled-components";
import { formatItemDate } from "@repo/call-sheet/formatDates";
import type { Scene } from "@repo/contracts/callSheets/schemas/sections";
import { SCENE_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { DOCUMENT_FALLBACKS } from "@repo/contracts/callSheets/texts/document";
import { Button } from "shell/Button";
import { Muted } from "./EditorCard.tsx";
import { RowActions, RowLine } from "./RowFrame.tsx";

const Head = styled(RowLine).attrs({ $align: "flex-start" as const })`
  h3 { margin: 0; font-size: 1rem; }
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  white-space: pre-line;
`;

/** A scene's name as its buttons and the reorder announcement say it. */
export const sceneName = (scene: Scene) => scene.name.trim() || DOCUMENT_FALLBACKS.untitledScene;

/** One scene of the agenda as read: name, when, what, and how it is shot; Edit and Delete. */
export function SceneAgendaItem({ scene, moveControls, onEdit, onDelete }: { scene: Scene; moveControls: ReactNode; onEdit: () => void; onDelete: () => void }) {
  const name = sceneName(scene);
  const when = [scene.date && formatItemDate(scene.date), [scene.time, scene.endTime].filter(Boolean).join(" – ")].filter(Boolean).join(", ");
  return (
    <>
      <Head>
        <div>
          <h3>{name}</h3>
          {when ? <Muted>{when}</Muted> : null}
        </div>
        <RowActions>
          <Button $variant="outline" aria-label={SCENE_CARD_TEXTS.edit(name)} onClick={onEdit}>
            {SCENE_CARD_TEXTS.editLabel}
          </Button>
          <Button $variant="ghost" aria-label={SCENE_CARD_TEXTS.remove(name)} onClick={onDelete}>
            {SCENE_CARD_TEXTS.removeLabel}
          </Button>
          {moveControls}
        </RowActions>
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
