import { useState } from "react";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { EDITOR_TEXTS, HEADER_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { ApiError, serverMessageIn } from "shell/apiClient";
import { toast } from "shell/toast";
import { downloadCallSheetPdf } from "../api/pdf.ts";
import type { SaveBeforeLeaving } from "../lib/useSaveBeforeLeaving.ts";

/**
 * Download PDF: the server prints the sheet (headless Chromium). A 503 says why it cannot now (no browser,
 * the queue full, the database away) in the server's own words. The server prints what it has, so what is
 * on screen is saved first (`guard`); when that fails nothing is downloaded.
 */
export function PdfButton({ id, guard }: { id: string; guard: SaveBeforeLeaving }) {
  const [busy, setBusy] = useState<"saving" | "printing" | null>(null);
  const download = async () => {
    try {
      if (guard.needed()) {
        setBusy("saving");
        if (!(await guard.run(EDITOR_TEXTS.downloadPdf))) return;
      }
      setBusy("printing");
      await downloadCallSheetPdf(id);
    } catch (error) {
      const message = serverMessageIn("en", error, CONSOLE_SERVER_FALLBACK) ?? (error instanceof Error ? error.message : String(error));
      const description = error instanceof ApiError && error.status === 503 ? HEADER_TEXTS.pdfUnavailable(message) : HEADER_TEXTS.pdfFailed(message);
      toast({ variant: "destructive", title: HEADER_TEXTS.pdfFailedTitle, description, durationMs: 10_000 });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Button $variant="outline" onClick={() => void download()} disabled={busy !== null} aria-busy={busy !== null}>
      {busy === "saving" ? TRUST.savingFirst : busy === "printing" ? HEADER_TEXTS.pdfPreparing : EDITOR_TEXTS.downloadPdf}
    </Button>
  );
}
