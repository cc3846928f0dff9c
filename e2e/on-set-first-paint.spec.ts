import { expect, test } from "./support/fixtures.ts";
import { grantIn, tag } from "./support/sharing.ts";

/**
 * Issue 26 (docs/on-set.md, "Scripts after the first paint"): the page of a rendered sheet names no script for
 * the browser to fetch while it parses; its scripts are asked for once the sheet has been painted, and then
 * take the page over as before. The gate keeps its scripts in its first response (it needs them to show anything).
 */

test("a rendered sheet is painted before its scripts are asked for, then the scripts take over", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const { sheetId } = await grantIn(context, `First paint ${tag()}`, "paint");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(`/shared-call-sheet/${sheetId}`);
    const html = await response!.text();
    expect(html).toContain("First paint");
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain("modulepreload");
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/portal\/assets\/.+\.js$/);
    // The sheet's styles under a name the browser's styled-components leaves alone (src/app/takeOver.ts).
    expect(html).toMatch(/<style data-portal-server-styles[^>]*>[^<]+</);
    expect(html).not.toContain("data-styled");

    await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
    // After the swap: the server's styles gone with its markup, the app's sheet in use (no longer held back).
    expect(await page.evaluate(() => ({
      server: document.querySelectorAll("style[data-portal-server-styles]").length,
      app: document.querySelectorAll('style[data-styled="active"]').length,
      held: [...document.styleSheets].filter((sheet) => sheet.disabled).length,
    }))).toEqual({ server: 0, app: 1, held: 0 });
    // And the app's page is styled as the server's was: the same computed styles as a page whose scripts never ran.
    const looks = (on: typeof page) =>
      on.evaluate(() =>
        ["h1", "section[id] > header", "section[id] > header + div"].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return `${selector}: ${style.fontSize} ${style.fontWeight} ${style.color} ${style.padding} ${style.display} ${style.borderBottomWidth}`;
        }),
      );
    // The same grant in a browser without the worker (it would serve the scripts, unseen by page.route).
    const scriptless = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: await context.storageState(), serviceWorkers: "block" });
    try {
      const serverOnly = await scriptless.newPage();
      await serverOnly.route(/\/portal\/assets\//, (route) => route.abort());
      await serverOnly.goto(`/shared-call-sheet/${sheetId}`);
      await expect(serverOnly.locator("#root[data-scripts-failed]")).toHaveCount(1, { timeout: 20_000 });
      expect(await looks(page)).toEqual(await looks(serverOnly));
    } finally {
      await scriptless.close();
    }
    const timing = await page.evaluate((entryPath) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const scripts = performance.getEntriesByType("resource").filter((resource) => new URL(resource.name).pathname.startsWith("/portal/assets/"));
      const script = scripts.find((resource) => new URL(resource.name).pathname === entryPath);
      return { paint: paint?.startTime ?? null, entry: script?.startTime ?? null, firstScript: Math.min(...scripts.map((resource) => resource.startTime)) };
    }, entry!);
    expect(timing.paint, "first contentful paint").not.toBeNull();
    expect(timing.entry, "the entry script was fetched").not.toBeNull();
    // Nothing of the portal's scripts was asked for before the sheet was on screen.
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a rendered sheet whose scripts cannot load stays readable and stops waiting for them", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const { sheetId } = await grantIn(context, `No scripts ${tag()}`, "paint");
    const page = await context.newPage();
    // As an offline copy of an older build would: its entry is gone.
    await page.route(/\/portal\/assets\/mf-entry-bootstrap-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(page.locator("#root[data-scripts-failed]")).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: /No scripts/ }).first()).toBeVisible();
    await page.locator("#root button").first().click();
    // The press is not kept for a take-over that will not come: no busy page, no waiting cursor.
    await expect(page.locator("#root[aria-busy]")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.style.cursor)).toBe("");
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("a keyboard user's place on the rendered sheet survives the take-over: focus moves to the same link or button of the app's page", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const { sheetId } = await grantIn(context, `Keyboard ${tag()}`, "paint");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The portal's scripts held back until the keyboard user has found their place on the server's page.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/shell/portalEntry.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(page.getByRole("heading", { name: /Keyboard/ }).first()).toBeVisible();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        const root = document.getElementById("root");
        const inRoot = element !== null && element !== root && root !== null && root.contains(element);
        return {
          tag: element?.localName ?? "",
          // Only inside the sheet (the body's text is the whole page).
          text: inRoot ? (element.getAttribute("aria-label") ?? element.textContent ?? "").trim() : "",
          inRoot,
          takenOver: root?.hasAttribute("data-taken-over") ?? false,
        };
      });
    // A few presses of Tab, then on until a link or button of the sheet has focus.
    let before = await focused();
    for (let presses = 1; presses <= 30 && (presses <= 3 || !before.inRoot || !["a", "button"].includes(before.tag)); presses += 1) {
      await page.keyboard.press("Tab");
      before = await focused();
    }
    expect(before.inRoot, `focus on the server's page: ${JSON.stringify(before)}`).toBe(true);
    expect(["a", "button"]).toContain(before.tag);
    expect(before.text).not.toBe("");
    expect(before.takenOver).toBe(false);
    test.info().annotations.push({ type: "focused before the take-over", description: `${before.tag} "${before.text}"` });
    const scrollBefore = await page.evaluate(() => window.scrollY);

    release();
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
    const after = await focused();
    expect(after, "the same element of the app's page has focus, not the body").toEqual({ ...before, takenOver: true });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the gate keeps its scripts in the first response", async ({ page }) => {
  const response = await page.goto("/shared-call-sheet/1");
  const html = await response!.text();
  expect(html).toMatch(/<script type="module" crossorigin src="\/portal\/assets\/[^"]+\.js"><\/script>/);
  expect(html).not.toContain("data-entry=");
});
