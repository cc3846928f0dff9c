import { PDF_MESSAGES, PdfUnavailableError } from "./PdfUnavailableError.ts";

export type RenderQueueOptions = {
  /** Renders at once: each is a Chromium page, ~50-100 MB and most of a core while it prints. */
  concurrency: number;
  /** Requests that may wait beyond those; one more is refused at once rather than piling up memory. */
  maxWaiting: number;
  /** How long a request may wait for its turn before it is refused. */
  waitTimeoutMs: number;
  retryAfterSeconds: number;
};

type Waiter = { start: () => void; timer: NodeJS.Timeout };

/**
 * A bounded semaphore. Excess work waits in FIFO order; beyond `maxWaiting`, or after `waitTimeoutMs`,
 * it is refused with a PdfUnavailableError (a 503 with Retry-After), so a burst of downloads slows
 * PDFs down without ever taking the API's memory or event loop with it.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: RenderQueueOptions) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Whether run() would take one more now (to run or to wait) instead of refusing it. */
  hasRoom(): boolean {
    return this.running < this.options.concurrency || this.waiting.length < this.options.maxWaiting;
  }

  /** Renders running and waiting now. */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The slot is handed over by release(): `running` stays counted, so no newcomer can jump the queue.
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(this.busy());
        }, this.options.waitTimeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running--;
  }

  private busy(): PdfUnavailableError {
    return new PdfUnavailableError(PDF_MESSAGES.busy, this.options.retryAfterSeconds);
  }
}
