/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { Scene } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_FALLBACKS, DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { styled } from "styled-components";
import { DocumentSection, type SectionExtras } from "../DocumentSection.tsx";
import { Fallback, InlineLabel, MUTED, NARROW } from "../documentStyles.ts";
import { formatItemDate, formatTimeRange } from "../formatDates.ts";
import { type ParsedSection } from "../parseCallSheet.ts";
import { ResponsiveTable } from "../ResponsiveTable.ts";
import { LangText } from "../LangText.tsx";
import { langOf } from "../textLanguage.ts";

const NumberCell = styled.td`
  width: 36px;
  white-space: nowrap;
  color: ${MUTED};
  font-weight: 700;
  font-variant-numeric: tabular-nums;

  /* On a phone each scene is a card headed "SCENE 3" rather than a "#" row ("&&" outranks the table's cell rule). */
  @media (max-width: ${NARROW}) {
    && {
      padding-left: 0;
    }

    &&::before {
      content: "${DOCUMENT_TEXTS.scene} ";
      position: static;
      display: inline;
    }
  }
`;

const TimeCell = styled.td`
  width: 118px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  strong {
    display: block;
    font-size: 1.08em;
  }
`;

const SceneName = styled.strong`
  display: block;
  font-size: 1.05em;
`;

const Description = styled.div`
  white-space: pre-wrap;
`;

const NoDescription = styled.div`
  color: ${MUTED};
  font-style: italic;
`;

const HowCell = styled.td`
  width: 32%;
  white-space: pre-wrap;
`;

/** `showDate`: a day's date is shown on its first scene only, so a one-day agenda is not 12 equal dates. */
function SceneRow({ scene, index, showDate }: { scene: Scene; index: number; showDate: boolean }) {
  const time = formatTimeRange(scene.time, scene.endTime);
  const date = showDate ? formatItemDate(scene.date) : "";
  return (
    <tr>
      <NumberCell data-label={DOCUMENT_TEXTS.sceneNumber}>{index + 1}</NumberCell>
      <TimeCell data-label={DOCUMENT_TEXTS.time}>
        {time ? <strong>{time}</strong> : null}
        {date ? <span>{date}</span> : null}
      </TimeCell>
      <td data-label={DOCUMENT_TEXTS.scene}>
        <SceneName {...langOf(scene.name)}>{scene.name.trim() || DOCUMENT_FALLBACKS.untitledScene}</SceneName>
        {scene.description.trim() ? <Description {...langOf(scene.description)}>{scene.description}</Description> : <NoDescription>{DOCUMENT_FALLBACKS.noDescription}</NoDescription>}
      </td>
      <HowCell data-label={DOCUMENT_TEXTS.instructions}>
        <LangText text={scene.instructions} />
        {scene.method ? (
          <div>
            <InlineLabel>{DOCUMENT_TEXTS.method}</InlineLabel>
            <LangText text={scene.method} />
          </div>
        ) : null}
      </HowCell>
    </tr>
  );
}

/** The day's running order: when, what, and how each scene is shot. */
export function ScenesSection({ scenes, extras }: { scenes: ParsedSection<Scene[]>; extras?: SectionExtras }) {
  return (
    <DocumentSection id="scenes" extras={extras}>
      {!scenes.ok ? (
        <Fallback>{DOCUMENT_FALLBACKS.scenesError}</Fallback>
      ) : scenes.items.length === 0 ? (
        <Fallback>{DOCUMENT_FALLBACKS.noScenes}</Fallback>
      ) : (
        <ResponsiveTable>
          <thead>
            <tr>
              <th scope="col">{DOCUMENT_TEXTS.sceneNumber}</th>
              <th scope="col">{DOCUMENT_TEXTS.time}</th>
              <th scope="col">{DOCUMENT_TEXTS.scene}</th>
              <th scope="col">{DOCUMENT_TEXTS.instructions}</th>
            </tr>
          </thead>
          <tbody>
            {scenes.items.map((scene, index) => (
              <SceneRow key={scene.id} scene={scene} index={index} showDate={index === 0 || scene.date !== scenes.items[index - 1]?.date} />
            ))}
          </tbody>
        </ResponsiveTable>
      )}
    </DocumentSection>
  );
}
