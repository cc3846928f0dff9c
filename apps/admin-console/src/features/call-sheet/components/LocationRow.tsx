import styled from "styled-components";
import { formatItemDate } from "@repo/call-sheet/formatDates";
import type { LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { countryByValue } from "../lib/countryOptions.ts";
import { Item, Muted } from "./EditorCard.tsx";

const TEXTS = CARD_TEXTS.locations;

const Name = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Light = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.875rem;
  div { display: flex; gap: ${({ theme }) => theme.space(1)}; }
  dt { color: ${({ theme }) => theme.colors.mutedText}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; font-weight: 600; }
`;

type Times = NonNullable<LocationLight["light"]>;
/** The day's light in the order it comes. */
const sunTimes = (times: Times) =>
  [
    [TEXTS.sunrise, times.sunrise],
    [TEXTS.goldenMorning, times.morningGoldenHourEnd],
    [TEXTS.goldenEvening, times.eveningGoldenHourStart],
    [TEXTS.sunset, times.sunset],
  ] as const;

const when = (entry: LocationEntry) =>
  [formatItemDate(entry.date), entry.time].filter(Boolean).join(" · ");

/** One location: where, when, and its light (sun times computed by the API for the city and date). */
export function LocationRow({ entry, light, onRemove }: { entry: LocationEntry; light: LocationLight | undefined; onRemove: () => void }) {
  return (
    <Item>
      <div>
        <Name>
          {/* Entries made elsewhere may hold the country's code ("RS"), as the document reads them too: name it. */}
          {entry.city}, {countryByValue(entry.country)?.label ?? entry.country}
        </Name>
        {entry.address ? <Muted>{entry.address}</Muted> : null}
        {when(entry) ? <Muted>{when(entry)}</Muted> : null}
        {light === undefined ? null : light.light ? (
          <>
            <Light aria-label={`${entry.city}: sun times (${light.light.timeZone})`}>
              {sunTimes(light.light).map(([label, time]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  {/* null on a day it does not happen (polar day or night, a sun that stays low): no made-up time. */}
                  <dd>{time ?? DOCUMENT_TEXTS.notSet}</dd>
                </div>
              ))}
            </Light>
            {light.light.polar ? <Muted>{light.light.polar === "day" ? DOCUMENT_TEXTS.polarDay : DOCUMENT_TEXTS.polarNight}</Muted> : null}
          </>
        ) : (
          <Muted>{EDITOR_TEXTS.lightUnknown(entry.city)}</Muted>
        )}
      </div>
      <Button $variant="outline" onClick={onRemove} aria-label={TEXTS.remove(entry.city)}>
        ✕
      </Button>
    </Item>
  );
}
