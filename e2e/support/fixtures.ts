import { test as base, expect, type Page } from "@playwright/test";

/** Every test gets the gateway's URL as baseURL and fails on any uncaught page error or console error. */
export const test = base.extend<{ pageErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A 404 document (unknown paths) logs a resource error by design, and so do the API's refusals the
      // session logic expects (401 signed out, 403 not an admin, 410 an ended invitation, 429 throttled); anything else is a defect.
      const expectedRefusal = /status of 40[13]|status of 410|status of 429/.test(message.text()) && new URL(message.location().url || "http://x/").pathname.startsWith("/api/");
      if (!/status of 404/.test(message.text()) && !expectedRefusal) errors.push(`console: ${message.text()}`);
    });
    await use(errors);
    expect(errors, "errors in the page").toEqual([]);
  },
});

export { expect };

/** The app that answered: each app's index.html carries its name on <html data-app>. */
export function appOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.app);
}
