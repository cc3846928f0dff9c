import { Worker } from "node:worker_threads";
import { FAILED_RETRY_AFTER_SECONDS, type DocumentPrinting, type PrintDocument, type SimulatedFailure } from "./DocumentPrinter.ts";
import type { PageFile, PhotoLoader } from "./pageRequests.ts";
import { PDF_MESSAGES, PdfUnavailableError } from "./PdfUnavailableError.ts";

export type PrintThreadOptions = { chromiumPath: string; concurrency: number };

/** An error as it crosses from the print thread: a PdfUnavailableError keeps its Retry-After and cause. */
export type SentError = { message: string; retryAfterSeconds?: number; cause?: string };

/** What the API's thread asks the print thread; `call` numbers the answer (`done`). */
export type ToPrintThread =
  | { type: "print"; call: number; document: PrintDocument }
  | { type: "simulate"; call: number; failure: SimulatedFailure }
  | { type: "close"; call: number }
  | { type: "photo"; request: number; file?: PageFile; error?: string };

/** What the print thread answers: a call's end, or a page of `call` asking for a stored photo. */
export type FromPrintThread = { type: "done"; call: number; pdf?: Uint8Array; error?: SentError } | { type: "photo"; call: number; request: number; hash: string };

type Call = { resolve: (pdf: Uint8Array | undefined) => void; reject: (error: Error) => void; loadPhoto?: PhotoLoader };

/** A print thread that cannot close its browser in this long is ended anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * The DocumentPrinter in a worker thread of its own (printWorker.ts), started on the first print: making
 * a call sheet's HTML (React on the server) and driving Chromium (Playwright's protocol work) took as much
 * of the API's one thread as everything else a PDF costs, so a burst of downloads held up every request
 * behind it, refusals included (docs/pdf.md). Photos are still read here, where the database is; the
 * print thread asks for them by hash. A print thread that dies fails its prints with a 503 and the next
 * print starts another.
 */
export class PrintThread implements DocumentPrinting {
  private worker: Worker | undefined;
  private readonly calls = new Map<number, Call>();
  private lastCall = 0;
  private closed = false;

  constructor(
    private readonly entry: URL,
    private readonly options: PrintThreadOptions,
  ) {}

  async print(document: PrintDocument, loadPhoto: PhotoLoader): Promise<Buffer> {
    const pdf = (await this.call({ type: "print", document }, loadPhoto))!;
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  async simulateFailure(failure: SimulatedFailure): Promise<void> {
    await this.call({ type: "simulate", failure });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const worker = this.worker;
    const closing = worker ? this.call({ type: "close" }) : undefined;
    this.closed = true;
    if (!worker) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closing, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)))]).catch(() => undefined);
    clearTimeout(timer);
    await worker.terminate();
  }

  private call(message: { type: "print"; document: PrintDocument } | { type: "simulate"; failure: SimulatedFailure } | { type: "close" }, loadPhoto?: PhotoLoader): Promise<Uint8Array | undefined> {
    if (this.closed) return Promise.reject(new Error("the PDF renderer is shut down"));
    const worker = (this.worker ??= this.start());
    const call = ++this.lastCall;
    return new Promise((resolve, reject) => {
      this.calls.set(call, { resolve, reject, loadPhoto });
      // Kept alive while it has work; an idle print thread does not hold the process open.
      worker.ref();
      worker.postMessage({ ...message, call } satisfies ToPrintThread);
    });
  }

  private start(): Worker {
    const worker = new Worker(this.entry, { workerData: this.options });
    worker.on("message", (message: FromPrintThread) => this.receive(worker, message));
    worker.on("error", (error) => this.lost(worker, error));
    worker.on("exit", (code) => this.lost(worker, new Error(`the print thread exited (code ${code})`)));
    return worker;
  }

  private receive(worker: Worker, message: FromPrintThread): void {
    const call = this.calls.get(message.call);
    if (message.type === "photo") {
      const answer = (reply: Omit<Extract<ToPrintThread, { type: "photo" }>, "type" | "request">) =>
        worker.postMessage({ type: "photo", request: message.request, ...reply } satisfies ToPrintThread);
      // A loader that throws (synchronously or not) answers an error: the page's request fails, not the API.
      Promise.resolve()
        .then(() => call?.loadPhoto?.(message.hash))
        .then(
          (file) => answer({ file }),
          (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
        );
      return;
    }
    if (!call) return;
    this.calls.delete(message.call);
    if (this.calls.size === 0) worker.unref();
    if (message.error) call.reject(receivedError(message.error));
    else call.resolve(message.pdf);
  }

  /** The print thread died (an uncaught error, out of memory, closed): its prints fail, the next starts another. */
  private lost(worker: Worker, cause: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    const failure = new PdfUnavailableError(PDF_MESSAGES.renderFailed, FAILED_RETRY_AFTER_SECONDS, { cause });
    for (const call of this.calls.values()) call.reject(failure);
    this.calls.clear();
  }
}

/** An error as the print thread sends it (see `receivedError` for the way back). */
export function sentError(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return error instanceof PdfUnavailableError ? { message: error.message, retryAfterSeconds: error.retryAfterSeconds, cause } : { message: error.message, cause };
}

function receivedError({ message, retryAfterSeconds, cause }: SentError): Error {
  const options = cause === undefined ? undefined : { cause: new Error(cause) };
  return retryAfterSeconds === undefined ? new Error(message, options) : new PdfUnavailableError(message, retryAfterSeconds, options);
}
