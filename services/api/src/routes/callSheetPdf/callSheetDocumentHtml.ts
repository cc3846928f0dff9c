import type { CallSheet, CallSheetConditions } from "@repo/contracts/callSheets/schemas/editor";
import type { DocumentRevision } from "@repo/call-sheet/CallSheetDocument";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import { renderCallSheetHtml } from "@repo/call-sheet/renderHtml";
import { PAGE_URL } from "../../pdf/pageRequests.ts";

/**
 * The read-only call sheet as one HTML document: the same component tree as the admin print view and the
 * shared view, with the same light and weather, so the PDF never says something the screen does not.
 * Photos stay relative ("/api/photos/..."): the base is the renderer's own origin, whose photo paths it
 * answers from the database. Paper leads back (issue 26): the QR code of the sheet's shared address, with the
 * revision printed (none: a draft) and when.
 */
export type PrintedPaper = { revision: DocumentRevision | undefined; sharedUrl: string; printedAt: Date };

export function callSheetDocumentHtml(sheet: CallSheet, conditions: CallSheetConditions, paper: PrintedPaper): string {
  return renderCallSheetHtml({
    sheet: parseCallSheet(sheet),
    light: conditions.locations,
    weather: conditions.weather,
    baseUrl: PAGE_URL,
    revision: paper.revision,
    sharedUrl: paper.sharedUrl,
    printedAt: paper.printedAt,
    paper: true,
  });
}
