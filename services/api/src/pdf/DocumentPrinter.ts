import { ChromiumBrowser, type Printer } from "./ChromiumBrowser.ts";
import type { CallSheetPrint } from "./callSheetDocumentHtml.ts";
import { pageRequestHandler, type PhotoLoader } from "./pageRequests.ts";
import { PDF_MESSAGES, PdfUnavailableError } from "./PdfUnavailableError.ts";

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

/** How long a caller waits before trying again after the renderer failed mid-print: it is replaced at once. */
export const FAILED_RETRY_AFTER_SECONDS = 2;

/**
 * What to print: a whole HTML document (to show stored photos by relative URL it carries
 * `<base href="${PAGE_URL}">`; the page itself is about:blank, which resolves nothing), or a call sheet,
 * whose document is made where it is printed.
 */
export type PrintDocument = { html: string } | { callSheet: CallSheetPrint };

/** Ways to break the renderer on purpose, for the tests of what a failure answers. */
export type SimulatedFailure = "crash-next-page" | "close-browser";

/** Prints documents, wherever it runs: in the print thread (PrintThread), or in this one. */
export type DocumentPrinting = {
  print(document: PrintDocument, loadPhoto: PhotoLoader): Promise<Buffer>;
  simulateFailure(failure: SimulatedFailure): Promise<void>;
  close(): Promise<void>;
};

/**
 * Makes a document's HTML and prints it with the shared headless Chromium (launched on first use). Any
 * failure of the renderer while printing is a PdfUnavailableError (a 503 with Retry-After); a crashed page
 * is replaced before the next print.
 */
export class DocumentPrinter implements DocumentPrinting {
  private readonly browser: ChromiumBrowser;

  constructor(chromiumPath: string, concurrency: number) {
    this.browser = new ChromiumBrowser(chromiumPath, concurrency);
  }

  async print(document: PrintDocument, loadPhoto: PhotoLoader): Promise<Buffer> {
    // The first print launches Chromium (seconds, mostly in its own processes) while this thread loads
    // React and makes the HTML: the print thread starts with neither.
    const launched = this.browser.get();
    launched.catch(() => undefined); // awaited below, unless making the HTML failed first
    const html = "html" in document ? document.html : (await import("./callSheetDocumentHtml.ts")).callSheetDocumentHtml(document.callSheet);
    const printer = await launched;
    try {
      return await printPage(printer, html, loadPhoto);
    } catch (error) {
      const lost = !printer.browser.isConnected();
      // A crashed renderer process takes the warm page with it; the next render must not inherit that.
      if (!lost) await this.browser.heal(printer);
      throw new PdfUnavailableError(lost ? PDF_MESSAGES.browserLost : PDF_MESSAGES.renderFailed, FAILED_RETRY_AFTER_SECONDS, { cause: error });
    }
  }

  /**
   * 'crash-next-page': the next print's page crashes (its renderer process dies, as with chrome://crash)
   * once its document has loaded, while it prints. 'close-browser': the browser goes away now.
   */
  async simulateFailure(failure: SimulatedFailure): Promise<void> {
    const { browser, context } = await this.browser.get();
    if (failure === "close-browser") return browser.close();
    context.once("page", (page) => {
      const session = context.newCDPSession(page);
      page.once("load", () => void session.then((cdp) => cdp.send("Page.crash")).catch(() => undefined));
    });
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

async function printPage({ context }: Printer, html: string, loadPhoto: PhotoLoader): Promise<Buffer> {
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
