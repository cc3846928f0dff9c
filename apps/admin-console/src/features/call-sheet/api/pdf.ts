import { callSheetPdfUrl } from "@repo/contracts/callSheets/urls";
import { apiRequest } from "shell/apiClient";

/** The file name the server suggests (Content-Disposition), else one made from the sheet's id. */
function fileNameOf(response: Response, id: string): string {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : `call-sheet-${id}.pdf`;
}

/**
 * Fetches the sheet's PDF and hands it to the browser as a download. Fetched rather than linked so a
 * failure (503 when the server has no Chromium) can be told in a toast instead of a blank tab.
 */
export async function downloadCallSheetPdf(id: string): Promise<void> {
  const response = await apiRequest("GET", callSheetPdfUrl(id));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response, id);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
