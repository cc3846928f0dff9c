import type { Browser } from "playwright-core";
import { ChromiumBrowser, type Printer } from "./ChromiumBrowser.ts";
import { pageRequestHandler, type PhotoLoader } from "./pageRequests.ts";
import { PDF_MESSAGES, PdfUnavailableError } from "./PdfUnavailableError.ts";
import { RenderQueue } from "./renderQueue.ts";

/** The call sheet's paper (spec): 228 x 320 mm with 10 mm margins, backgrounds printed. */
const PAPER = {
  width: "228mm",
  height: "320mm",
  margin: { top: "10mm", right: "10mm", bottom: "10mm", left: "10mm" },
  printBackground: true,
  preferCSSPageSize: false,
} as const;

/** A page that takes longer than this to load or print is stuck (a full sheet takes well under a second). */
const STEP_TIMEOUT_MS = 20_000;

export type PdfRendererOptions = {
  chromiumPath: string;
  concurrency: number;
  /** Defaults: 8 waiting per render slot, 30 s wait, Retry-After 5 s. */
  maxWaiting?: number;
  waitTimeoutMs?: number;
};

/**
 * `html` is a whole document; to show stored photos by relative URL it carries `<base href="${PAGE_URL}">`
 * (the page itself is about:blank, which resolves nothing).
 */
export type RenderInput = { html: string; loadPhoto: PhotoLoader };

/**
 * Prints HTML documents to PDF with a shared headless Chromium, a few at a time. Nothing is launched until
 * the first render; `close()` (server shutdown) ends the browser.
 */
export class PdfRenderer {
  private readonly browser: ChromiumBrowser;
  private readonly queue: RenderQueue;

  constructor(options: PdfRendererOptions) {
    this.browser = new ChromiumBrowser(options.chromiumPath, options.concurrency);
    this.queue = new RenderQueue({
      concurrency: options.concurrency,
      maxWaiting: options.maxWaiting ?? options.concurrency * 8,
      waitTimeoutMs: options.waitTimeoutMs ?? 30_000,
      retryAfterSeconds: 5,
    });
  }

  /** The PDF's bytes. Throws PdfUnavailableError when Chromium is missing or too many renders wait. */
  render(input: RenderInput): Promise<Buffer> {
    return this.queue.run(async () => {
      const printer = await this.browser.get();
      try {
        return await printPage(printer, input);
      } catch (error) {
        if (!printer.browser.isConnected()) throw new PdfUnavailableError(PDF_MESSAGES.browserLost, 1, { cause: error });
        throw error;
      }
    });
  }

  /** The running browser, launching it if needed (tests use it to simulate a crash). */
  async currentBrowser(): Promise<Browser> {
    return (await this.browser.get()).browser;
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

async function printPage({ context }: Printer, { html, loadPhoto }: RenderInput): Promise<Buffer> {
  // Each render has a page of its own, closed afterwards; its route answers this render's photos.
  const page = await context.newPage();
  try {
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.route("**/*", pageRequestHandler(loadPhoto));
    await page.setContent(html, { waitUntil: "load" });
    return await page.pdf(PAPER);
  } finally {
    await page.close().catch(() => undefined);
  }
}
