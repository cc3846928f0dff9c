/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { ActorContact } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_FALLBACKS, DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { styled } from "styled-components";
import { placeName } from "../countryName.ts";
import { EmailAddress } from "../EmailAddress.tsx";
import { DocumentSection, type SectionExtras } from "../DocumentSection.tsx";
import { Fallback, InlineLabel, MUTED, RULE, TINT } from "../documentStyles.ts";
import { formatBirthDate } from "../formatDates.ts";
import { type ParsedSection } from "../parseCallSheet.ts";
import { safeImageSource } from "../safeImageSource.ts";
import { langOf } from "../textLanguage.ts";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: 58px minmax(0, 1fr);
  gap: 10px;
  padding: 8px;
  border: 1px solid ${RULE};
  break-inside: avoid;
  page-break-inside: avoid;
`;

const Photo = styled.img`
  display: block;
  width: 58px;
  height: 72px;
  object-fit: cover;
  background: ${TINT};
`;

/** Initials where a photo is missing, so the grid keeps its rhythm. */
const NoPhoto = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 58px;
  height: 72px;
  background: ${TINT};
  color: ${MUTED};
  font-size: 18px;
  font-weight: 800;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
`;

const Name = styled.h3`
  margin: 0 0 2px;
  font-size: 14px;
  font-weight: 800;
  line-height: 1.25;
`;

const Line = styled.div`
  font-size: 12px;
  line-height: 1.45;
`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** The cast: photo, name, birth date (long format, spec §9), home town and how to reach them. */
export function ActorsSection({ actors, extras }: { actors: ParsedSection<ActorContact[]>; extras?: SectionExtras }) {
  return (
    <DocumentSection id="actors" extras={extras}>
      {!actors.ok ? (
        <Fallback>{DOCUMENT_FALLBACKS.actorsError}</Fallback>
      ) : actors.items.length === 0 ? (
        <Fallback>{DOCUMENT_TEXTS.noActors}</Fallback>
      ) : (
        <Grid>
          {actors.items.map((actor) => {
            const photo = safeImageSource(actor.photoPath);
            const born = formatBirthDate(actor.dateOfBirth);
            const place = placeName(actor.city, actor.country);
            return (
              <Card key={actor.modelId}>
                {photo ? <Photo src={photo} alt={DOCUMENT_TEXTS.actorPhotoAlt(actor.fullName)} /> : <NoPhoto aria-hidden="true">{initials(actor.fullName)}</NoPhoto>}
                <div>
                  <Name {...langOf(actor.fullName)}>{actor.fullName}</Name>
                  {born ? (
                    <Line>
                      <InlineLabel>{DOCUMENT_TEXTS.birthDate}</InlineLabel>
                      {born}
                    </Line>
                  ) : null}
                  {place ? <Line {...langOf(place)}>{place}</Line> : null}
                  {actor.phoneNumber ? <Line>{actor.phoneNumber}</Line> : null}
                  {actor.email ? (
                    <Line>
                      <EmailAddress email={actor.email} />
                    </Line>
                  ) : null}
                </div>
              </Card>
            );
          })}
        </Grid>
      )}
    </DocumentSection>
  );
}
