import type { Actor, CallSheet as CallSheetContract } from "@repo/contracts/callSheets/schemas/editor";
import type { CallSheetSummary } from "@repo/contracts/callSheets/schemas/list";
import type { CallSheet } from "../models/CallSheet.ts";
import type { Model } from "../models/Model.ts";

/** What the dashboard counts beside a sheet (routes/callSheets/listCallSheets.ts); a new sheet has neither. */
export type SheetCounts = Pick<CallSheetSummary, "sharedCount" | "newCommentCount" | "confirmation" | "failedCount">;
const NO_COUNTS: SheetCounts = { sharedCount: 0, newCommentCount: 0, confirmation: null, failedCount: 0 };

/** A call sheet as the dashboard lists it. */
export function presentCallSheetSummary(sheet: CallSheet, counts: SheetCounts = NO_COUNTS): CallSheetSummary {
  return {
    id: sheet.id,
    shootingTitle: sheet.shootingTitle,
    client: sheet.client,
    shootingDate: sheet.shootingDate ?? null,
    shootingTime: sheet.shootingTime ?? null,
    locations: sheet.locations,
    createdAt: sheet.createdAt,
    sharedCount: counts.sharedCount,
    newCommentCount: counts.newCommentCount,
    confirmation: counts.confirmation,
    failedCount: counts.failedCount,
  };
}

/** A call sheet as the editor and the print view read it (`GET /api/call-sheets/{id}`): JSON sections as text. */
export function presentCallSheet(sheet: CallSheet): CallSheetContract {
  return {
    id: sheet.id,
    version: sheet.version,
    shootingTitle: sheet.shootingTitle,
    client: sheet.client,
    shootingDate: sheet.shootingDate ?? null,
    shootingTime: sheet.shootingTime ?? null,
    locations: sheet.locations,
    locationsList: sheet.locationsList,
    streetAddress: sheet.streetAddress,
    streetNumber: sheet.streetNumber,
    teamMembers: sheet.teamMembers,
    teamContacts: sheet.teamContacts,
    concepts: sheet.concepts,
    actorContacts: sheet.actorContacts,
    sceneSchedule: sheet.sceneSchedule,
    props: sheet.props,
    gear: sheet.gear,
    weather: sheet.weather,
    technicalSpecs: sheet.technicalSpecs,
    costumeNotes: sheet.costumeNotes,
    setNotes: sheet.setNotes,
    emergencyContacts: sheet.emergencyContacts,
    createdAt: sheet.createdAt,
    updatedAt: sheet.updatedAt,
  };
}

/** A model as the editor's actor picker lists it (spec §3 "Model (as actor source)"); its photo's served URL. */
export function presentActor(model: Model): Actor {
  return {
    id: model.id,
    fullName: model.fullName,
    email: model.email,
    phoneNumber: model.phoneNumber,
    photoPath: model.photoPath,
    dateOfBirth: model.dateOfBirth ?? "",
    city: model.city,
    country: model.country,
    rating: model.rating,
  };
}
