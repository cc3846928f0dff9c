import type { Browser, BrowserContext, Page } from "playwright-core";

/** A fresh page in a context of its own, not yet used: each serves exactly one render, then is closed. */
export type BlankPage = { browser: Browser; context: BrowserContext; page: Page };

/** Page creation budget: a stuck Chromium must not hold a render slot forever. */
const CREATE_TIMEOUT_MS = 20_000;

async function openBlankPage(browser: Browser): Promise<BlankPage> {
  // A context per render: no cookies, cache or storage carried from one sheet to the next. The document is
  // static server-rendered HTML, so scripts are off (and with them fetch, WebSocket and workers).
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block", acceptDownloads: false });
  context.setDefaultTimeout(CREATE_TIMEOUT_MS);
  try {
    return { browser, context, page: await context.newPage() };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Keeps up to `max` blank pages ready. Opening a page starts a Chromium renderer process, the largest part
 * of a render (measured 300-1000 ms of a 700-1100 ms render on the 2-core dev box); opening the next one
 * while nobody waits takes that off the time a download takes. Spares of a browser that has gone are dropped.
 */
export class SparePages {
  private spares: Promise<BlankPage | undefined>[] = [];

  constructor(private readonly max: number) {}

  async take(browser: Browser): Promise<BlankPage> {
    let taken: BlankPage | undefined;
    while (!taken && this.spares.length > 0) {
      const spare = await this.spares.shift();
      if (spare && spare.browser === browser && browser.isConnected() && !spare.page.isClosed()) taken = spare;
      else void spare?.context.close().catch(() => undefined);
    }
    taken ??= await openBlankPage(browser);
    this.refill(browser);
    return taken;
  }

  /** Closes the spares (server shutdown); closing the browser would end them too, this just does not wait for it. */
  async close(): Promise<void> {
    const spares = await Promise.all(this.spares.splice(0));
    await Promise.all(spares.map((spare) => spare?.context.close().catch(() => undefined)));
  }

  private refill(browser: Browser): void {
    if (this.spares.length >= this.max || !browser.isConnected()) return;
    this.spares.push(openBlankPage(browser).catch(() => undefined));
  }
}
