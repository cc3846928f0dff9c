/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { styled } from "styled-components";
import { countryName } from "../countryName.ts";
import { DocumentSection, type SectionExtras } from "../DocumentSection.tsx";
import { Fallback, Label, MUTED, RULE, TINT } from "../documentStyles.ts";
import { formatItemDate } from "../formatDates.ts";
import { type ParsedSection } from "../parseCallSheet.ts";
import { langOf } from "../textLanguage.ts";

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 400px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.li`
  border: 1px solid ${RULE};
  break-inside: avoid;
  page-break-inside: avoid;
`;

/* Date and time keep the right edge; a long address wraps instead of pushing them under it. */
const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 12px;
  padding: 8px 10px;

  @media (max-width: 400px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const City = styled.h3`
  margin: 0;
  font-size: 15px;
  font-weight: 800;
  line-height: 1.25;
`;

const When = styled.div`
  text-align: right;
  font-weight: 700;
  white-space: nowrap;

  @media (max-width: 400px) {
    text-align: left;
  }
`;

const Address = styled.div`
  color: ${MUTED};
`;

const Light = styled.dl`
  display: grid;
  /* The times in the order they come (the DOM's order, read row by row): the morning's two in the first row,
     the evening's two in the second, also for a screen reader and in a one-column layout. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 4px 12px;
  margin: 0;
  padding: 6px 10px;
  background: ${TINT};
  border-top: 1px solid ${RULE};
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Polar = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-weight: 700;
`;

const LightUnknown = styled(Fallback)`
  padding: 6px 10px;
  border-top: 1px solid ${RULE};
  font-size: 12px;
`;

function LightRow({ entry }: { entry: LocationLight | undefined }) {
  if (!entry) return null;
  if (!entry.light) return null;
  // The day's order, as the editor's location row shows it: sunrise, the morning's golden hour ending, the
  // evening's starting, sunset.
  const times = [
    [DOCUMENT_TEXTS.sunrise, entry.light.sunrise],
    [DOCUMENT_TEXTS.morningGoldenHourEnd, entry.light.morningGoldenHourEnd],
    [DOCUMENT_TEXTS.eveningGoldenHourStart, entry.light.eveningGoldenHourStart],
    [DOCUMENT_TEXTS.sunset, entry.light.sunset],
  ] as const;
  return (
    <Light>
      {times.map(([label, time]) => (
        <div key={label}>
          <Label as="dt">{label}</Label>
          {/* A time is null on a day it does not happen (polar day or night, a sun that stays low). */}
          <dd>{time ?? DOCUMENT_TEXTS.notSet}</dd>
        </div>
      ))}
      {entry.light.polar ? <Polar>{entry.light.polar === "day" ? DOCUMENT_TEXTS.polarDay : DOCUMENT_TEXTS.polarNight}</Polar> : null}
    </Light>
  );
}

type Props = { locations: ParsedSection<LocationEntry[]>; light?: LocationLight[]; extras?: SectionExtras };

/**
 * Each location with its date, time and, when `light` is given, the sun times of that place and day.
 * A location whose city the light service does not know says so instead of showing made-up times.
 */
export function LocationSection({ locations, light, extras }: Props) {
  return (
    <DocumentSection id="location" extras={extras}>
      {!locations.ok ? (
        <Fallback>{DOCUMENT_TEXTS.locationsError}</Fallback>
      ) : locations.items.length === 0 ? (
        <Fallback>{DOCUMENT_TEXTS.noLocations}</Fallback>
      ) : (
        <Grid>
          {locations.items.map((location) => {
            const entry = light?.find((item) => item.locationId === location.id);
            return (
              <Card key={location.id}>
                <Top>
                  <div>
                    <City {...langOf(location.city)}>{[location.city, countryName(location.country)].filter(Boolean).join(", ")}</City>
                    {location.address ? <Address {...langOf(location.address)}>{location.address}</Address> : null}
                  </div>
                  <When>
                    <div>{formatItemDate(location.date) || DOCUMENT_TEXTS.notSet}</div>
                    <div>{location.time || DOCUMENT_TEXTS.notSet}</div>
                  </When>
                </Top>
                {entry && !entry.light ? <LightUnknown>{EDITOR_TEXTS.lightUnknown(location.city)}</LightUnknown> : <LightRow entry={entry} />}
              </Card>
            );
          })}
        </Grid>
      )}
    </DocumentSection>
  );
}
