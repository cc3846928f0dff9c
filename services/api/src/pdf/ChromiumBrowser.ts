import fs from "node:fs/promises";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { lowPriorityLauncher } from "./lowPriority.ts";
import { PDF_MESSAGES, PdfUnavailableError } from "./PdfUnavailableError.ts";

/**
 * No sandbox: the API runs as an unprivileged user in a container without the user namespaces Chromium's
 * sandbox needs; the page it loads is our own HTML with JavaScript off and every request intercepted.
 * The rest turns off what would phone home or spend CPU (QUIC, updates, sync, background fetches).
 */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Every host, IP literals included, resolves to nothing: what bypasses request interception (a
  // preconnect, a DNS prefetch) cannot open a socket either. Intercepted requests never resolve a host.
  "--host-resolver-rules=MAP * ~NOTFOUND",
];

/**
 * A running browser and the one context every render opens its page in. Starting a renderer process was
 * most of a render's cost (a full sheet: ~1.1 s of CPU per PDF with a context and process per render,
 * ~0.37 s when pages share a context and a warm process, on the loaded 2-core dev box), so the context
 * stays and an idle blank page in it keeps one renderer process alive. Sharing the context is safe here:
 * scripts are off, so no page can set cookies or storage for the next one, and every request is answered
 * by our route handler.
 */
export type Printer = { browser: Browser; context: BrowserContext; idle: Page };

/** Opening a page takes milliseconds; a context that cannot in this long is broken. */
const HEAL_TIMEOUT_MS = 10_000;

/** A missing browser is a configuration problem, not an outage: the admin is told what to do, a minute later. */
const MISSING_RETRY_AFTER_SECONDS = 60;

/**
 * One headless Chromium for the whole process, launched on first use (so createApp and tests that never
 * print stay I/O-free) and launched again after it crashed or was closed. Concurrent first callers share
 * one launch.
 */
export class ChromiumBrowser {
  private browser: Promise<Printer> | undefined;
  private launched: Browser | undefined;
  private closed = false;

  constructor(
    private readonly executablePath: string,
    /** Renders at once: as many renderer processes, which pages then reuse instead of starting one each. */
    private readonly concurrency: number,
  ) {}

  get(): Promise<Printer> {
    if (this.closed) return Promise.reject(new Error("the PDF renderer is shut down"));
    this.browser ??= this.launch().catch((error: unknown) => {
      // Not cached: once someone installs Chromium the next request succeeds without a restart.
      this.browser = undefined;
      throw error;
    });
    return this.browser;
  }

  /**
   * After a render failed on a browser that is still connected: a crashed renderer process took the warm
   * page (and whatever else shared the process) with it, so a fresh warm page replaces it. When even that
   * fails, the browser is closed and the next get() launches another.
   */
  async heal(printer: Printer): Promise<void> {
    const stale = printer.idle;
    try {
      printer.idle = await withTimeout(printer.context.newPage(), HEAL_TIMEOUT_MS);
      await stale.close().catch(() => undefined);
    } catch {
      if (this.launched === printer.browser) {
        this.launched = undefined;
        this.browser = undefined;
      }
      await printer.browser.close().catch(() => undefined);
    }
  }

  /** For server shutdown: closes the browser if one is running; later calls to get() fail. */
  async close(): Promise<void> {
    this.closed = true;
    const printer = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await printer?.browser.close().catch(() => undefined);
  }

  private async launch(): Promise<Printer> {
    try {
      await fs.access(this.executablePath, fs.constants.X_OK);
    } catch {
      throw new PdfUnavailableError(PDF_MESSAGES.noChromium(this.executablePath), MISSING_RETRY_AFTER_SECONDS);
    }
    let browser: Browser;
    const args = [...CHROMIUM_ARGS, `--renderer-process-limit=${this.concurrency}`];
    // Below the API's priority: printing never starves the API's requests (docs/pdf.md, "Under pressure").
    const launcher = await lowPriorityLauncher(this.executablePath).catch(() => undefined);
    try {
      browser = await chromium.launch({ executablePath: launcher?.path ?? this.executablePath, args, timeout: 30_000 });
    } catch (error) {
      if (!launcher) throw new PdfUnavailableError(PDF_MESSAGES.launchFailed(this.executablePath), MISSING_RETRY_AFTER_SECONDS, { cause: error });
      // A launcher that cannot run (a noexec temporary folder) must not take PDFs away: Chromium as it is.
      try {
        browser = await chromium.launch({ executablePath: this.executablePath, args, timeout: 30_000 });
      } catch (direct) {
        throw new PdfUnavailableError(PDF_MESSAGES.launchFailed(this.executablePath), MISSING_RETRY_AFTER_SECONDS, { cause: direct });
      }
    } finally {
      // The browser has exec'd by now; the script is not needed again (a relaunch writes a new one).
      await launcher?.remove().catch(() => undefined);
    }
    this.launched = browser;
    browser.once("disconnected", () => {
      // Only forget the browser that died, not one launched since.
      if (this.launched !== browser) return;
      this.launched = undefined;
      this.browser = undefined;
    });
    if (this.closed) {
      await browser.close();
      throw new Error("the PDF renderer is shut down");
    }
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block", acceptDownloads: false });
    const idle = await context.newPage(); // keeps a renderer process warm
    return { browser, context, idle };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
