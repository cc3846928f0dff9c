import type { CallSheet, CallSheetConditions } from "@repo/contracts/callSheets/schemas/editor";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import { renderCallSheetHtml } from "@repo/call-sheet/renderHtml";
import { PAGE_URL } from "../../pdf/pageRequests.ts";

/**
 * The read-only call sheet as one HTML document: the same component tree as the admin print view and the
 * shared view, with the same light and weather, so the PDF never says something the screen does not.
 * Photos stay relative ("/api/photos/..."): the base is the renderer's own origin, whose photo paths it
 * answers from the database.
 */
export function callSheetDocumentHtml(sheet: CallSheet, conditions: CallSheetConditions): string {
  return renderCallSheetHtml({ sheet: parseCallSheet(sheet), light: conditions.locations, weather: conditions.weather, baseUrl: PAGE_URL });
}
