import fs from "node:fs/promises";
import { chromium, type Browser } from "playwright-core";
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
];

/** A missing browser is a configuration problem, not an outage: the admin is told what to do, a minute later. */
const MISSING_RETRY_AFTER_SECONDS = 60;

/**
 * One headless Chromium for the whole process, launched on first use (so createApp and tests that never
 * print stay I/O-free) and launched again after it crashed or was closed. Concurrent first callers share
 * one launch.
 */
export class ChromiumBrowser {
  private browser: Promise<Browser> | undefined;
  private launched: Browser | undefined;
  private closed = false;

  constructor(private readonly executablePath: string) {}

  get(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error("the PDF renderer is shut down"));
    this.browser ??= this.launch().catch((error: unknown) => {
      // Not cached: once someone installs Chromium the next request succeeds without a restart.
      this.browser = undefined;
      throw error;
    });
    return this.browser;
  }

  /** For server shutdown: closes the browser if one is running; later calls to get() fail. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
  }

  private async launch(): Promise<Browser> {
    try {
      await fs.access(this.executablePath, fs.constants.X_OK);
    } catch {
      throw new PdfUnavailableError(PDF_MESSAGES.noChromium(this.executablePath), MISSING_RETRY_AFTER_SECONDS);
    }
    let browser: Browser;
    try {
      browser = await chromium.launch({ executablePath: this.executablePath, args: CHROMIUM_ARGS, timeout: 30_000 });
    } catch (error) {
      throw new PdfUnavailableError(PDF_MESSAGES.launchFailed(this.executablePath), MISSING_RETRY_AFTER_SECONDS, { cause: error });
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
    return browser;
  }
}
