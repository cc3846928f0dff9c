/**
 * The PDF could not be made right now, for a reason the caller can act on (a missing browser, a full
 * queue). Routes answer it as a 503 with its message and `Retry-After`; it never means the API is broken.
 */
export class PdfUnavailableError extends Error {
  override name = "PdfUnavailableError";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const PDF_MESSAGES = {
  busy: "Too many PDFs are being made right now. Try again in a few seconds.",
  noChromium: (path: string) =>
    `PDF export is unavailable: no Chromium at ${path}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.`,
  launchFailed: (path: string) => `PDF export is unavailable: Chromium at ${path} (CHROMIUM_PATH) did not start. Check that it runs on this server.`,
  notConfigured: "PDF export is not set up on this server.",
  browserLost: "The PDF renderer restarted while printing this call sheet. Try again.",
  renderFailed: "The PDF renderer failed while printing this call sheet. Try again.",
} as const;
