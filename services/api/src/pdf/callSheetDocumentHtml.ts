import type { CallSheet, CallSheetConditions } from "@repo/contracts/callSheets/schemas/editor";
import type { DocumentRevision } from "@repo/call-sheet/CallSheetDocument";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import { renderCallSheetHtml } from "@repo/call-sheet/renderHtml";
import { PAGE_URL } from "./pageRequests.ts";

/**
 * Paper leads back (issue 26): the QR code of the sheet's shared address, with the revision printed (none:
 * a draft) and when.
 */
export type PrintedPaper = { revision: DocumentRevision | undefined; sharedUrl: string; printedAt: Date };

/** What a call sheet's PDF is made of, all of it plain data (it crosses to the print thread as it is). */
export type CallSheetPrint = { sheet: CallSheet; conditions: CallSheetConditions; paper: PrintedPaper };

/**
 * The read-only call sheet as one HTML document: the same component tree as the admin print view and the
 * shared view, with the same light and weather, so the PDF never says something the screen does not.
 * Photos stay relative ("/api/photos/..."): the base is the renderer's own origin, whose photo paths it
 * answers from the database. Runs on the print thread (printWorker.ts): tens of milliseconds of React per
 * full sheet that would otherwise hold up every request of the API.
 */
export function callSheetDocumentHtml({ sheet, conditions, paper }: CallSheetPrint): string {
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
