import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { DocumentPrinting, PrintDocument, SimulatedFailure } from "./DocumentPrinter.ts";
import type { PhotoLoader } from "./pageRequests.ts";
import { PrintThread } from "./PrintThread.ts";
import { RenderQueue } from "./renderQueue.ts";

export type PdfRendererOptions = {
  chromiumPath: string;
  concurrency: number;
  /** Defaults: 8 waiting per render slot, 30 s wait, Retry-After 5 s. */
  maxWaiting?: number;
  waitTimeoutMs?: number;
  /** The print thread's entry; by default the one beside this module (printWorkerEntry). Tests name a missing one. */
  printWorkerEntry?: URL;
};

/** A document to print and where its stored photos come from (see PrintDocument). */
export type RenderInput = PrintDocument & { loadPhoto: PhotoLoader };

/**
 * The print thread's entry: beside this file when the API runs from source, beside the bundle
 * (dist/server.mjs) when it runs bundled.
 */
function printWorkerEntry(): URL {
  return import.meta.url.endsWith(".ts") ? new URL("./printWorkerFromSource.mjs", import.meta.url) : new URL("./pdfPrintWorker.mjs", import.meta.url);
}

/** Why the API does not start when the print thread's entry is missing (a bundle built without it). */
export const missingPrintWorkerMessage = (path: string) =>
  `The PDF print thread's entry is missing: ${path}. The bundled API needs dist/pdfPrintWorker.mjs beside dist/server.mjs: build it with services/api/build.mjs (npm run build -w services/api), which writes both.`;

/**
 * Prints documents to PDF with a shared headless Chromium, a few at a time, from a thread of its own
 * (PrintThread): the API's thread only queues, reads the sheet and answers. Nothing is started until the
 * first render; `close()` (server shutdown) ends the browser and the thread.
 */
export class PdfRenderer {
  private printing: DocumentPrinting | undefined;
  private closed = false;
  private readonly queue: RenderQueue;
  private readonly entry: URL;
  /** The `Retry-After` of a refusal because too many renders wait. */
  readonly retryAfterSeconds = 5;
  /** Renders the queue takes at once: printing plus waiting. */
  private readonly capacity: number;
  /** Downloads admitted (admit()) and not yet answered: on their way to the queue, or in it. */
  private admitted = 0;

  /**
   * Throws when the print thread's entry is missing: the server then fails at start-up with that message,
   * instead of printing on the API's thread (it did, silently, before) or failing the first download.
   */
  constructor(private readonly options: PdfRendererOptions) {
    this.entry = options.printWorkerEntry ?? printWorkerEntry();
    if (!existsSync(fileURLToPath(this.entry))) throw new Error(missingPrintWorkerMessage(fileURLToPath(this.entry)));
    const maxWaiting = options.maxWaiting ?? options.concurrency * 8;
    this.capacity = options.concurrency + maxWaiting;
    this.queue = new RenderQueue({
      concurrency: options.concurrency,
      maxWaiting,
      waitTimeoutMs: options.waitTimeoutMs ?? 30_000,
      retryAfterSeconds: this.retryAfterSeconds,
    });
  }

  /**
   * The PDF's bytes. `input` may be a function that makes the document: it is called only once this render
   * has its turn, so a request the full queue refuses is refused at once, before any work, and the work of
   * the waiting ones (database, weather) never competes with the renders running. A call sheet's HTML is
   * made on the print thread. Throws PdfUnavailableError (a 503 with Retry-After) when Chromium is missing,
   * too many renders wait, or the renderer failed while printing (a crashed page, browser or print thread,
   * a stuck print); what `input` throws passes through as it is.
   */
  render(input: RenderInput | (() => Promise<RenderInput>)): Promise<Buffer> {
    return this.queue.run(async () => {
      const { loadPhoto, ...document } = typeof input === "function" ? await input() : input;
      return this.printer().print(document, loadPhoto);
    });
  }

  /**
   * Whether a render asked now would be taken (to print or to wait) rather than refused as busy.
   */
  hasRoom(): boolean {
    return this.queue.hasRoom();
  }

  /**
   * Admits a download before its session is read (routes/callSheetPdf/refuseWhenQueueFull.ts): undefined
   * when the queue is full or as many downloads as it holds are already admitted and unanswered (a burst
   * arrives all at once, before any of it has reached the queue), else the function to call once the
   * download is answered. An admitted download that is refused later (401, 403, 404) gives its place back
   * when it is answered.
   */
  admit(): (() => void) | undefined {
    if (!this.hasRoom() || this.admitted >= this.capacity) return undefined;
    this.admitted++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.admitted--;
    };
  }

  /** Renders printing (or making their document) and waiting for their turn now. */
  load(): { running: number; waiting: number } {
    return this.queue.load();
  }

  /** Breaks the renderer on purpose (see DocumentPrinter.simulateFailure), for the tests of what a failure answers. */
  simulateFailure(failure: SimulatedFailure): Promise<void> {
    return this.printer().simulateFailure(failure);
  }

  close(): Promise<void> {
    this.closed = true;
    return this.printing?.close() ?? Promise.resolve();
  }

  /** The print thread, started with the first render (its entry was checked by the constructor). */
  private printer(): DocumentPrinting {
    if (this.printing) return this.printing;
    if (this.closed) throw new Error("the PDF renderer is shut down");
    const { chromiumPath, concurrency } = this.options;
    this.printing = new PrintThread(this.entry, { chromiumPath, concurrency });
    return this.printing;
  }
}
