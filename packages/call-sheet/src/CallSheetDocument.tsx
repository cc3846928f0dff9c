/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { FetchedWeather, LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import { DOCUMENT_FALLBACKS, DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { COMPANY } from "@repo/contracts/common/constants";
import { styled } from "styled-components";
import { type SectionExtras } from "./DocumentSection.tsx";
import { DocumentRoot, MUTED, RULE, SectionRow } from "./documentStyles.ts";
import { type DocumentSheet } from "./parseCallSheet.ts";
import { CallSheetPrintStyle } from "./printStyles.tsx";
import { ActorsSection } from "./sections/ActorsSection.tsx";
import { ChecklistSection } from "./sections/ChecklistSection.tsx";
import { ConceptsSection } from "./sections/ConceptsSection.tsx";
import { HeaderBand } from "./sections/HeaderBand.tsx";
import { LocationSection } from "./sections/LocationSection.tsx";
import { NoteSection } from "./sections/NoteSection.tsx";
import { ScenesSection } from "./sections/ScenesSection.tsx";
import { TeamSection } from "./sections/TeamSection.tsx";
import { WeatherSection } from "./sections/WeatherSection.tsx";

export type { SectionExtras } from "./DocumentSection.tsx";

export type CallSheetDocumentProps = {
  sheet: DocumentSheet;
  /** Sun times per location (`GET /api/call-sheets/{id}/conditions`); without it no light is shown. */
  light?: LocationLight[];
  /** Fetched weather; when given it replaces the weather typed in the editor. */
  weather?: FetchedWeather | null;
  /** Something to show beside each section's title: the shared view's comment bubbles. Hidden in print. */
  sectionExtras?: SectionExtras;
};

const Footer = styled.footer`
  margin-top: 24px;
  padding-top: 6px;
  border-top: 1px solid ${RULE};
  color: ${MUTED};
  font-size: 10px;
`;

/**
 * The read-only call sheet (spec §2 "Content"), the same tree in the admin print view, the shared view
 * and the PDF. It fetches nothing: the caller hands it the parsed sheet and, when it has them, the light
 * and weather. Sections come in the spec's order under the spec's ids.
 */
export function CallSheetDocument({ sheet, light, weather, sectionExtras }: CallSheetDocumentProps) {
  return (
    <DocumentRoot aria-label={DOCUMENT_TEXTS.documentTitle(sheet.shootingTitle)}>
      <CallSheetPrintStyle />
      <HeaderBand sheet={sheet} extras={sectionExtras} />
      <LocationSection locations={sheet.locationsList} light={light} extras={sectionExtras} />
      <TeamSection team={sheet.teamMembers} teamContacts={sheet.teamContacts} extras={sectionExtras} />
      <ConceptsSection concepts={sheet.concepts} extras={sectionExtras} />
      <ActorsSection actors={sheet.actorContacts} extras={sectionExtras} />
      <ScenesSection scenes={sheet.sceneSchedule} extras={sectionExtras} />
      <SectionRow>
        <ChecklistSection id="props" items={sheet.props} emptyText={DOCUMENT_TEXTS.noProps} errorText={DOCUMENT_FALLBACKS.propsError} extras={sectionExtras} />
        <ChecklistSection id="gear" items={sheet.gear} emptyText={DOCUMENT_TEXTS.noGear} errorText={DOCUMENT_FALLBACKS.gearError} extras={sectionExtras} />
        <WeatherSection weather={sheet.weather} fetched={weather} extras={sectionExtras} />
      </SectionRow>
      <SectionRow>
        <NoteSection id="costume" text={sheet.costumeNotes} emptyText={DOCUMENT_TEXTS.noCostumeNotes} extras={sectionExtras} />
        <NoteSection id="tech" text={sheet.technicalSpecs} emptyText={DOCUMENT_TEXTS.noTechnicalSpecs} extras={sectionExtras} />
      </SectionRow>
      <SectionRow>
        <NoteSection id="notes" text={sheet.setNotes} emptyText={DOCUMENT_TEXTS.noSetNotes} extras={sectionExtras} />
        <NoteSection id="emergency" text={sheet.emergencyContacts} emptyText={DOCUMENT_TEXTS.noEmergencyContacts} extras={sectionExtras} />
      </SectionRow>
      <Footer>{DOCUMENT_TEXTS.pageFooter(COMPANY.name)}</Footer>
    </DocumentRoot>
  );
}
