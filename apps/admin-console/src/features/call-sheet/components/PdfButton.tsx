import { useState } from "react";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { EDITOR_TEXTS, HEADER_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { ApiError, serverMessageIn } from "shell/apiClient";
import { toast } from "shell/toast";
import { downloadCallSheetPdf } from "../api/pdf.ts";

/**
 * Download PDF: the server prints the sheet (headless Chromium). A 503 says why it cannot now (no browser,
 * the queue full, the database away) in the server's own words.
 */
export function PdfButton({ id }: { id: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCallSheetPdf(id);
    } catch (error) {
      const message = serverMessageIn("en", error, CONSOLE_SERVER_FALLBACK) ?? (error instanceof Error ? error.message : String(error));
      const description = error instanceof ApiError && error.status === 503 ? HEADER_TEXTS.pdfUnavailable(message) : HEADER_TEXTS.pdfFailed(message);
      toast({ variant: "destructive", title: HEADER_TEXTS.pdfFailedTitle, description, durationMs: 10_000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button $variant="outline" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? HEADER_TEXTS.pdfPreparing : EDITOR_TEXTS.downloadPdf}
    </Button>
  );
}
