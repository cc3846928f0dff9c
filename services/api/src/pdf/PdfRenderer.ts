import type { Browser } from "playwright-core";
import { ChromiumBrowser } from "./ChromiumBrowser.ts";
import { PAGE_URL, pageRequestHandler, type PhotoLoader } from "./pageRequests.ts";
import { PDF_MESSAGES, PdfUnavailableError } from "./PdfUnavailableError.ts";
import { RenderQueue } from "./renderQueue.ts";
import { SparePages, type BlankPage } from "./sparePages.ts";

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

export type RenderInput = { html: string; loadPhoto: PhotoLoader };

/**
 * Prints HTML documents to PDF with a shared headless Chromium, a few at a time. Nothing is launched until
 * the first render; `close()` (server shutdown) ends the browser.
 */
export class PdfRenderer {
  private readonly browser: ChromiumBrowser;
  private readonly queue: RenderQueue;
  private readonly spares: SparePages;

  constructor(options: PdfRendererOptions) {
    this.browser = new ChromiumBrowser(options.chromiumPath);
    this.spares = new SparePages(options.concurrency);
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
      const browser = await this.browser.get();
      try {
        return await printPage(await this.spares.take(browser), input);
      } catch (error) {
        if (!browser.isConnected()) throw new PdfUnavailableError(PDF_MESSAGES.browserLost, 1, { cause: error });
        throw error;
      }
    });
  }

  /** The running browser, launching it if needed (tests use it to simulate a crash). */
  currentBrowser(): Promise<Browser> {
    return this.browser.get();
  }

  async close(): Promise<void> {
    await this.spares.close();
    await this.browser.close();
  }
}

async function printPage({ context, page }: BlankPage, { html, loadPhoto }: RenderInput): Promise<Buffer> {
  try {
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    await context.route("**/*", pageRequestHandler(html, loadPhoto));
    await page.goto(PAGE_URL, { waitUntil: "load" });
    return await page.pdf(PAPER);
  } finally {
    await context.close().catch(() => undefined);
  }
}
