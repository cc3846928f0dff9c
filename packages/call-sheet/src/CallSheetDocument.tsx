/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { FetchedWeather, LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import { DOCUMENT_FALLBACKS, DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { COMPANY } from "@repo/contracts/common/constants";
import { useMemo } from "react";
import { styled } from "styled-components";
import { type SectionExtras } from "./DocumentSection.tsx";
import { DocumentRoot, MUTED, RULE, SectionRow } from "./documentStyles.ts";
import { type DocumentSheet } from "./parseCallSheet.ts";
import { PaperStamp } from "./PaperStamp.tsx";
import { CallSheetPrintStyle } from "./printStyles.tsx";
import { type DocumentRevision, RevisionMarksContext } from "./revisionMarks.tsx";
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
export type { DocumentRevision } from "./revisionMarks.tsx";

export type CallSheetDocumentProps = {
  sheet: DocumentSheet;
  /** Sun times per location (`GET /api/call-sheets/{id}/conditions`); without it no light is shown. */
  light?: LocationLight[];
  /** Fetched weather; when given it replaces the weather typed in the editor. */
  weather?: FetchedWeather | null;
  /** Something to show beside each section's title: the shared view's comment bubbles. Hidden in print. */
  sectionExtras?: SectionExtras;
  /**
   * The published revision this document shows (issue 25): 'REV N · {date}' in the header on every surface.
   * Pass it only when the sheet shown IS that revision: the shared view's `revision`, or the latest published
   * one when the sheet was not edited after it. Leave it out for a draft (nothing published, or edited since):
   * the header then shows no revision, and paper says 'Draft, printed ...'. `publishedAt` is ISO 8601 or a
   * Date; shown as the reader's local day. `ShownRevision` (sharing/confirmations) fits as it is.
   */
  revision?: DocumentRevision;
  /**
   * Section ids (CALL_SHEET_SECTION_IDS, the ids comments use; a change's `section`) that changed since the
   * revision the reader last opened: each gets a black rule on its left and a 'Changed in REV N' label beside
   * its title (N = `revision.number`; 'Changed' without a revision), which also describes the section to a
   * screen reader. Printed as shown. Unknown ids are ignored.
   */
  changedSections?: readonly string[];
  /**
   * Paper (issue 26): the sheet's absolute shared address (public origin + sharedViewPath(id)). With it and
   * `printedAt`, a QR code of that address stands beside the title with 'REV N, printed {date}' (or 'Draft,
   * printed {date}' without `revision`). Shown in print only, unless `paper` is set.
   */
  sharedUrl?: string;
  /** When the sheet is printed (the PDF's render, the print view's print); with `sharedUrl`, see there. */
  printedAt?: Date;
  /**
   * The document is a sheet of paper on screen too (the admin print view, the PDF): the QR stamp shows on
   * screen as well. Without it (the shared view) the stamp, when given, is only in the printout.
   */
  paper?: boolean;
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
export function CallSheetDocument({ sheet, light, weather, sectionExtras, revision, changedSections, sharedUrl, printedAt, paper = false }: CallSheetDocumentProps) {
  const changedKey = changedSections?.join(" ") ?? "";
  const marks = useMemo(() => ({ changed: new Set(changedKey ? changedKey.split(" ") : []), revisionNumber: revision?.number ?? null }), [changedKey, revision?.number]);
  const stamp = sharedUrl && printedAt ? <PaperStamp sharedUrl={sharedUrl} printedAt={printedAt} revision={revision ?? null} screen={paper} /> : undefined;
  return (
    <RevisionMarksContext value={marks}>
      <DocumentRoot aria-label={DOCUMENT_TEXTS.documentTitle(sheet.shootingTitle)}>
        <CallSheetPrintStyle />
        <HeaderBand sheet={sheet} extras={sectionExtras} revision={revision} stamp={stamp} />
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
    </RevisionMarksContext>
  );
}
