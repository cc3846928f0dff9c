import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { PDF_MESSAGES, PdfUnavailableError } from "../../pdf/PdfUnavailableError.ts";
import { callSheetConditions } from "../../conditions/callSheetConditions.ts";
import { authorize } from "../../policies/index.ts";
import { presentCallSheet } from "../../presenters/presentCallSheet.ts";
import { answerPdfUnavailable } from "./answerPdfUnavailable.ts";
import { pdfContentDisposition } from "./contentDisposition.ts";
import { photoLoader } from "./loadPhoto.ts";
import { printedRevision } from "./printedRevision.ts";

/** `GET /api/call-sheets/{id}/pdf`: the read-only call sheet printed by headless Chromium at 228 x 320 mm. */
export function callSheetPdfRoutes({ db, pdf, weather, clock, config }: AppDeps): Router {
  const router = new Router();
  const loadPhoto = photoLoader(db);

  router.get("/call-sheets/:id/pdf", authorize("callSheets:manage"), answerPdfUnavailable(), async (ctx) => {
    const id = pathId(ctx.params.id, CALL_SHEET_MESSAGES.notFound);
    if (!pdf) throw new PdfUnavailableError(PDF_MESSAGES.notConfigured, 60);
    let title = "";
    // The QR code's address: the public origin the invitation's links use (PUBLIC_ORIGINS' first, else the
    // request's own), so a scan reaches the shared view (or its gate, without a grant) as a link in the mail does.
    const origin = config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`;
    // The document is made once this download has its turn: a full queue refuses at once, before reading
    // the sheet, its weather or rendering its HTML, and waiting downloads cost the API nothing meanwhile.
    // Its HTML is made on the print thread, with the print (pdf/PrintThread.ts), not on the API's.
    const bytes = await pdf.render(async () => {
      const row = await CallSheet.load(db, id);
      if (!row) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
      const sheet = presentCallSheet(row);
      title = sheet.shootingTitle;
      const now = clock();
      const conditions = await callSheetConditions(sheet, { now, weather, log: ctx.state.log });
      const revision = await printedRevision(db, sheet);
      const paper = { revision, sharedUrl: `${origin}${sharedViewPath(id)}`, printedAt: now };
      return { callSheet: { sheet, conditions, paper }, loadPhoto };
    });
    ctx.set("Content-Disposition", pdfContentDisposition(title));
    // A sheet changes while people work on it, and it holds phone numbers: never keep a copy anywhere.
    ctx.set("Cache-Control", "no-store");
    ctx.type = "application/pdf";
    ctx.body = bytes;
  });
  return router;
}
