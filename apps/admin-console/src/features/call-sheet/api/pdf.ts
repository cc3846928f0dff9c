import { callSheetPdfUrl } from "@repo/contracts/callSheets/urls";
import { apiRequest } from "shell/apiClient";

/**
 * The file name the server suggests (Content-Disposition), else one made from the sheet's id. The RFC 5987
 * `filename*=UTF-8''…` comes first when given: the plain `filename=` beside it is an ASCII fallback
 * ("______ ____.pdf" for a Cyrillic title).
 */
export function pdfFileName(disposition: string | null, id: string): string {
  const extended = /filename\*\s*=\s*UTF-8'[^']*'([^;\s]+)/i.exec(disposition ?? "")?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.replace(/^"|"$/g, ""));
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(disposition ?? "");
  const name = (plain?.[1] ?? plain?.[2] ?? "").trim();
  return name || `call-sheet-${id}.pdf`;
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
  link.download = pdfFileName(response.headers.get("Content-Disposition"), id);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
