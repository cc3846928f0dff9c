import type { CallSheet, CallSheetConditions } from "@repo/contracts/callSheetEditor";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import { renderCallSheetHtml } from "@repo/call-sheet/renderHtml";

/**
 * The read-only call sheet as one HTML document: the same component tree as the admin print view and the
 * shared view, with the same light and weather, so the PDF never says something the screen does not.
 * Photos stay relative ("/api/photos/..."): the renderer serves the page from an origin of its own and
 * answers those paths from the database.
 */
export function callSheetDocumentHtml(sheet: CallSheet, conditions: CallSheetConditions): string {
  return renderCallSheetHtml({ sheet: parseCallSheet(sheet), light: conditions.locations, weather: conditions.weather });
}
