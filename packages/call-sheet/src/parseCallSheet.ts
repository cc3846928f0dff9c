import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { type CallSheetSections, parseSectionText, type SectionField } from "@repo/contracts/callSheets/schemas/sections";

/**
 * One JSON section after parsing. A section that does not parse is kept as `{ ok: false }` rather than
 * thrown or emptied, so the document shows the spec's error fallback ('Error loading actors', ...) for
 * that section alone and every other section still renders.
 */
export type ParsedSection<Items> = { ok: true; items: Items } | { ok: false };

/** The plain (non-JSON) fields of a sheet that the document shows. */
type PlainFields = Pick<
  CallSheet,
  | "id"
  | "shootingTitle"
  | "client"
  | "shootingDate"
  | "shootingTime"
  | "locations"
  | "streetAddress"
  | "streetNumber"
  | "teamContacts"
  | "technicalSpecs"
  | "costumeNotes"
  | "setNotes"
  | "emergencyContacts"
>;

/** A call sheet ready for the document: plain fields as sent, each JSON section parsed. */
export type DocumentSheet = PlainFields & { [Field in SectionField]: ParsedSection<CallSheetSections[Field]> };

function parseSection<Field extends SectionField>(field: Field, text: string): ParsedSection<CallSheetSections[Field]> {
  const parsed = parseSectionText(field, text);
  return parsed.success ? { ok: true, items: parsed.data } : { ok: false };
}

/** From the API's sheet (`GET /api/call-sheets/{id}`: JSON sections as text) to the document's sheet. */
export function parseCallSheet(sheet: CallSheet): DocumentSheet {
  return {
    id: sheet.id,
    shootingTitle: sheet.shootingTitle,
    client: sheet.client,
    shootingDate: sheet.shootingDate,
    shootingTime: sheet.shootingTime,
    locations: sheet.locations,
    streetAddress: sheet.streetAddress,
    streetNumber: sheet.streetNumber,
    teamContacts: sheet.teamContacts,
    technicalSpecs: sheet.technicalSpecs,
    costumeNotes: sheet.costumeNotes,
    setNotes: sheet.setNotes,
    emergencyContacts: sheet.emergencyContacts,
    locationsList: parseSection("locationsList", sheet.locationsList),
    teamMembers: parseSection("teamMembers", sheet.teamMembers),
    concepts: parseSection("concepts", sheet.concepts),
    actorContacts: parseSection("actorContacts", sheet.actorContacts),
    sceneSchedule: parseSection("sceneSchedule", sheet.sceneSchedule),
    props: parseSection("props", sheet.props),
    gear: parseSection("gear", sheet.gear),
    weather: parseSection("weather", sheet.weather),
  };
}
