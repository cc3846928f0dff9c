import type { CallSheetSummary } from "@repo/contracts/callSheets";
import type { CallSheet } from "../models/CallSheet.ts";

/** A call sheet as the dashboard lists it. */
export function presentCallSheetSummary(sheet: CallSheet): CallSheetSummary {
  return {
    id: sheet.id,
    shootingTitle: sheet.shootingTitle,
    client: sheet.client,
    shootingDate: sheet.shootingDate ?? null,
    shootingTime: sheet.shootingTime ?? null,
    locations: sheet.locations,
    createdAt: sheet.createdAt,
  };
}
