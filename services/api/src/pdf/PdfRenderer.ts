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

/** How long a caller waits before trying again after the renderer failed mid-print: it is replaced at once. */
const FAILED_RETRY_AFTER_SECONDS = 2;

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

  /**
   * The PDF's bytes. `input` may be a function that makes the document: it is called only once this render
   * has its turn, so a request the full queue refuses is refused at once, before any work, and the work of
   * the waiting ones (database, weather, the document's HTML) never competes with the renders running.
   * Throws PdfUnavailableError (a 503 with Retry-After) when Chromium is missing, too many renders wait, or
   * the renderer failed while printing (a crashed page or browser, a stuck print); what `input` throws
   * passes through as it is.
   */
  render(input: RenderInput | (() => Promise<RenderInput>)): Promise<Buffer> {
    return this.queue.run(async () => {
      const document = typeof input === "function" ? await input() : input;
      const printer = await this.browser.get();
      try {
        return await printPage(printer, document);
      } catch (error) {
        const lost = !printer.browser.isConnected();
        // A crashed renderer process takes the warm page with it; the next render must not inherit that.
        if (!lost) await this.browser.heal(printer);
        throw new PdfUnavailableError(lost ? PDF_MESSAGES.browserLost : PDF_MESSAGES.renderFailed, FAILED_RETRY_AFTER_SECONDS, { cause: error });
      }
    });
  }

  /** Renders printing (or making their document) and waiting for their turn now. */
  load(): { running: number; waiting: number } {
    return this.queue.load();
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
