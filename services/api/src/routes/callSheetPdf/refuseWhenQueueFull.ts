import type { Middleware } from "koa";
import { SESSION } from "@repo/contracts/auth/constants";
import type { PdfRenderer } from "../../pdf/PdfRenderer.ts";
import { PDF_MESSAGES, PdfUnavailableError } from "../../pdf/PdfUnavailableError.ts";
import { answerPdfUnavailable } from "./answerPdfUnavailable.ts";

/** `GET /api/call-sheets/{id}/pdf` (and its HEAD), as a concrete path: the route of routes/callSheetPdf. */
export const CALL_SHEET_PDF_PATH = /^\/api\/call-sheets\/[^/]+\/pdf$/;

/**
 * A download of a sheet's PDF while the print queue is full is refused here, ahead of the session, with
 * the 503 and `Retry-After` the queue would give (answerPdfUnavailable): a burst of downloads costs the
 * API no session read (a database query each) before its refusals (issue 24: 503s at once). "Full"
 * counts the downloads admitted here and not yet answered (PdfRenderer.admit): the 60 of a burst all pass
 * this point before the first of them reaches the queue, so asking the queue alone would refuse none. It answers
 * only a request with a validly signed session cookie (one HMAC, no database): anyone else goes on as
 * if the queue had room, to the session and the route's 401/403, so a stranger learns nothing of the
 * queue. What it gives away to a holder of any session (a share grant, a non-admin) is that PDFs are busy
 * now; the route still decides who may print. Without a renderer (PDF export not set up) it does nothing.
 * Must run before sessionMiddleware; it checks the cookie with the keys sessionMiddleware gives the app.
 */
export function refuseWhenQueueFull(pdf: PdfRenderer | undefined): Middleware {
  const answer = answerPdfUnavailable();
  return async (ctx, next) => {
    if (!pdf || (ctx.method !== "GET" && ctx.method !== "HEAD") || !CALL_SHEET_PDF_PATH.test(ctx.path)) return await next();
    if (!ctx.cookies.get(SESSION.cookieName, { signed: true })) return await next();
    const admitted = pdf.admit();
    if (!admitted) {
      return await answer(ctx, async () => {
        throw new PdfUnavailableError(PDF_MESSAGES.busy, pdf.retryAfterSeconds);
      });
    }
    try {
      await next();
    } finally {
      admitted();
    }
  };
}
