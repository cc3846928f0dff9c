import type { BrowserContext, Page } from "@playwright/test";
import { DOCUMENT_REVISION_TEXTS } from "@repo/contracts/callSheets/documentRevisionTexts";
import { ON_SET_CONSTANTS, ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { JAVASCRIPT_REQUIRED } from "@repo/contracts/common/texts";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { expect, test } from "./support/fixtures.ts";
import { signInAsAdmin } from "./support/accounts.ts";
import { scanQr as scan } from "./support/qr.ts";
import { commentBubble, commentPanel, copyKept, grantIn, sharingAdminApi, tag } from "./support/sharing.ts";

/**
 * Issue 26, on set, through the real gateway, the share portal's server and the API (docs/on-set.md): the
 * shared view's first response carries the sheet (it reads with JavaScript off); with scripts, no error and
 * no layout shift when they take over; after one visit the sheet opens offline with its banner, a comment
 * written offline is kept on the phone (a reload does not lose it) and sent when the network is back; a
 * revoked grant's copy, and a comment that waited for it, are gone once the page shows the ended screen;
 * 'Forget this sheet' clears both, and a Confirm waiting for the sheet at its next start.
 */

const SHOTS = "/tmp/e2e-shots";
const FIRST_LOCATION = "Kalemegdan Fortress";

/** The layout shifts of the page so far (the observer is installed before any of the page's scripts). */
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
/** What moved (for the failure message). */
const shiftedNodes = (page: Page) => page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted.join("; "));
const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const state = window as unknown as { __cls: number; __shifted: string[] };
    state.__cls = 0;
    state.__shifted = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.__cls += entry.value;
        for (const source of entry.sources) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          state.__shifted.push(`${entry.value.toFixed(3)} ${element?.tagName ?? "?"}#${element?.id ?? ""}.${element?.className ?? ""} ${source.previousRect.y}->${source.currentRect.y} h${source.previousRect.height}->${source.currentRect.height}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

test("with JavaScript off, the shared view's first response reads: title, call time, first location, every section", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  try {
    const { sheetId } = await grantIn(context, `Linen on set ${tag()}`, "onset");
    const page = await context.newPage();
    const response = await page.goto(`/shared-call-sheet/${sheetId}`);
    const html = await response!.text();
    expect(html).toContain("06:30");
    expect(html).toContain(FIRST_LOCATION);
    await expect(page.getByRole("heading", { name: /Linen on set/ }).first()).toBeVisible();
    await expect(page.getByText(FIRST_LOCATION).first()).toBeVisible();
    await expect(page.locator("section#team")).toBeVisible();
    await expect(page.locator("section#emergency")).toBeAttached();
    await expect(page.getByText(JAVASCRIPT_REQUIRED)).toHaveCount(0);
    await expect(page.getByText(SHARING_TEXTS.loadingCallSheet)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/on-set-no-js-375.png` });
  } finally {
    await context.close();
  }
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the scripts take over the rendered sheet with no error and no layout shift`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    try {
      const { sheetId } = await grantIn(context, `Take over ${tag()}`, "onset");
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
      await watchLayoutShift(page);
      await page.goto(`/shared-call-sheet/${sheetId}`);
      // Taken over: the app's own root (its comment bubbles answer presses) and nothing of the server's left.
      await expect(commentBubble(page, "Team")).toBeVisible();
      await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
      await expect(page.locator("#root")).toHaveCount(1);
      await expect(page.locator("body > div[hidden]")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      // Before any press: what the take-over itself moved.
      expect(await layoutShift(page), await shiftedNodes(page)).toBeLessThan(0.02);
      await commentBubble(page, "Team").click();
      await expect(commentPanel(page, "Team")).toBeVisible();
      await page.keyboard.press("Escape");
      expect(await layoutShift(page), await shiftedNodes(page)).toBeLessThan(0.02);
      expect(errors).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/on-set-taken-over-${viewport.width}.png` });
    } finally {
      await context.close();
    }
  });
}

test("a press on the rendered sheet before the scripts take over is not lost: it is pressed again once they have", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  try {
    const { sheetId } = await grantIn(context, `Early tap ${tag()}`, "onset");
    const page = await context.newPage();
    // The portal's scripts held back 3 s: the server's page is on screen, its buttons not yet the app's.
    await page.route("**/shell/portalEntry.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(commentBubble(page, "Team")).toBeVisible();
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(0);
    await commentBubble(page, "Team").tap();
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
    await expect(commentPanel(page, "Team")).toBeVisible();
  } finally {
    await context.close();
  }
});

/** How many comments written offline wait on this device for the sheet (IndexedDB, src/offline/commentOutbox.ts). */
const pendingOnDevice = (page: Page, sheetId: number) =>
  page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("portal-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains("pendingComments")) return resolve(0);
          const count = database.transaction("pendingComments").objectStore("pendingComments").index("callSheetId").count(String(id));
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
    sheetId,
  );

/** True once this browser holds no copy of the sheet (the worker's cache, src/offline/sw.ts). */
const copyGone = (page: Page, sheetId: number) =>
  page.evaluate(async ({ cacheName, id }) => (await (await caches.open(cacheName)).match(`${location.origin}/shared-call-sheet/${id}`)) === undefined, { cacheName: ON_SET_CONSTANTS.sheetCache, id: sheetId });

/** The comments of a section as the API has them. */
const commentTexts = async (context: BrowserContext, sheetId: number) =>
  ((await (await context.request.get(`/api/call-sheet-comments?callSheetId=${sheetId}&sectionId=team`)).json()) as { comments: Array<{ text: string }> }).comments.map((comment) => comment.text);

/** The app has taken over the server's markup: its buttons answer presses. */
const takenOver = (page: Page) => expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });

/** Writes a comment in the Team section's panel (opened here). */
async function writeComment(page: Page, text: string) {
  await takenOver(page);
  await commentBubble(page, "Team").click();
  const panel = commentPanel(page, "Team");
  await panel.getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill(text);
  await panel.getByRole("button", { name: SHARING_TEXTS.addComment }).click();
  return panel;
}

test("after one visit the sheet opens offline with its banner, and a comment written offline is kept across a reload and sent when the network is back", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const { sheetId } = await grantIn(context, `Offline ${tag()}`, "onset");
    const page = await context.newPage();
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(commentBubble(page, "Team")).toBeVisible();
    await expect.poll(() => copyKept(page, sheetId), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    const banner = page.locator(`#${ON_SET_CONSTANTS.offlineBannerId}`);
    await expect(banner).toContainText(/^Offline: revision \d+, as of /);
    const shownAfterMs = Date.now() - started;
    await expect(page.getByText(FIRST_LOCATION).first()).toBeVisible();
    await expect(banner.getByRole("link", { name: ON_SET_TEXTS.forgetSheet })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/on-set-offline-375.png` });
    test.info().annotations.push({ type: "offline reload to banner", description: `${shownAfterMs} ms` });

    // The scripts run from the worker's caches; the comment is kept on the phone and waits for the network.
    const text = `Written in the basement ${tag()}`;
    const panel = await writeComment(page, text);
    const waiting = panel.getByRole("status").filter({ hasText: ON_SET_TEXTS.waitingToSend });
    await expect(waiting).toContainText(text);
    await expect(waiting.getByText(ON_SET_TEXTS.waitingToSendHint)).toBeVisible();
    await expect(page.getByText(ON_SET_TEXTS.pendingComments(1))).toBeVisible();
    expect(await pendingOnDevice(page, sheetId)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/on-set-waiting-375.png` });

    // The page is reloaded (as good as closed) before the network is back: the comment is still there.
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(page.getByText(ON_SET_TEXTS.pendingComments(1))).toBeVisible();
    // The fixed notice covers nothing: at the page's end, the sheet's last line is above it.
    await takenOver(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [lastLine, notice] = await page.getByText(ON_SET_TEXTS.pendingComments(1)).evaluate((element) => {
      const fixed = (node: Element | null): boolean => node !== null && (getComputedStyle(node).position === "fixed" || fixed(node.parentElement));
      const leaves = [...document.querySelectorAll("#root *")].filter((node) => node.childElementCount === 0 && node.textContent?.trim() && !fixed(node));
      return [Math.max(...leaves.map((node) => node.getBoundingClientRect().bottom)), element.getBoundingClientRect().top];
    });
    expect(lastLine).toBeLessThanOrEqual(notice!);
    await takenOver(page);
    await commentBubble(page, "Team").click();
    await expect(commentPanel(page, "Team").getByRole("status").filter({ hasText: ON_SET_TEXTS.waitingToSend })).toContainText(text);
    await page.screenshot({ path: `${SHOTS}/on-set-waiting-after-reload-375.png` });

    await context.setOffline(false);
    await expect(page.getByText(ON_SET_TEXTS.pendingSent(text)).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(ON_SET_TEXTS.pendingComments(1))).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    expect(await pendingOnDevice(page, sheetId)).toBe(0);
    // Arrived once, through the API.
    expect((await commentTexts(context, sheetId)).filter((comment) => comment === text)).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test("a revoked grant's offline copy is gone once the ended screen shows; 'Forget this sheet' clears it at once, and a waiting Confirm at the next start", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const admin = await sharingAdminApi();
  try {
    const { sheetId, email } = await grantIn(context, `Revoked ${tag()}`, "onset");
    const page = await context.newPage();
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(commentBubble(page, "Team")).toBeVisible();
    await expect.poll(() => copyKept(page, sheetId), { timeout: 15_000 }).toBe(true);

    // A comment written offline, and the invitation revoked before the network is back.
    await context.setOffline(true);
    await writeComment(page, "Never sent");
    await expect(page.getByText(ON_SET_TEXTS.pendingComments(1))).toBeVisible();
    const list = (await (await admin.get(`/api/call-sheet-shares/${sheetId}`)).json()) as { shares: Array<{ id: number; email: string }> };
    const share = list.shares.find((candidate) => candidate.email === email)!;
    expect((await admin.delete(`/api/call-sheet-shares/${share.id}`)).ok()).toBe(true);
    await context.setOffline(false);
    // Sending it is refused (410): the page says the invitation ended, and the comment is gone from the phone.
    await expect(page.getByText(SHARE_PORTAL_TEXTS.endedTitle).first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => pendingOnDevice(page, sheetId)).toBe(0);
    const comments = (await (await admin.get(`/api/call-sheet-comments?callSheetId=${sheetId}&sectionId=team`)).json()) as { comments: Array<{ text: string }> };
    expect(comments.comments.map((comment) => comment.text)).not.toContain("Never sent");
    // The copy goes with the ended screen, before any reload (the worker would drop it at the next load).
    await expect.poll(() => copyGone(page, sheetId)).toBe(true);

    await page.reload();
    await expect(page.getByText(SHARE_PORTAL_TEXTS.endedTitle).first()).toBeVisible();
    await expect.poll(() => copyGone(page, sheetId)).toBe(true);
    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow();
    await context.setOffline(false);

    // Forget: a second sheet's copy, cleared by the banner's link (the worker answers it, network or not).
    const second = await grantIn(context, `Forgotten ${tag()}`, "onset");
    await page.goto(`/shared-call-sheet/${second.sheetId}`);
    await expect(commentBubble(page, "Team")).toBeVisible();
    await expect.poll(() => copyKept(page, second.sheetId), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await writeComment(page, "Forgotten with the sheet");
    await expect(page.getByText(ON_SET_TEXTS.pendingComments(1))).toBeVisible();
    expect(await pendingOnDevice(page, second.sheetId)).toBe(1);
    await page.locator(`#${ON_SET_CONSTANTS.offlineBannerId}`).getByRole("link", { name: ON_SET_TEXTS.forgetSheet }).click();
    await expect(page.getByText(ON_SET_TEXTS.forgotten)).toBeVisible();
    // The comment written offline goes with it.
    expect(await pendingOnDevice(page, second.sheetId)).toBe(0);
    await expect(page.goto(`/shared-call-sheet/${second.sheetId}`)).rejects.toThrow();

    // Forget followed before the page's scripts ran (the link's address opened: the worker answers it, no
    // script of the portal runs there): a Confirm waiting for the sheet on this device goes at its next start.
    await context.setOffline(false);
    await page.goto(`/shared-call-sheet/${second.sheetId}`);
    await takenOver(page);
    const waitingConfirm = `portal-pending-confirmation:${second.sheetId}:someone-else@example.com`;
    const confirmKept = () => page.evaluate((key) => localStorage.getItem(key) !== null, waitingConfirm);
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ revision: 1, keptAt: new Date().toISOString() })), waitingConfirm);
    // Followed from the sheet's page (the worker forgets only for a page of this origin: a referrer of it).
    await page.goto(`/shared-call-sheet/${second.sheetId}?forget=1`, { referer: page.url() });
    await expect(page.getByText(ON_SET_TEXTS.forgotten)).toBeVisible();
    expect(await confirmKept()).toBe(true);
    await page.goto(`/shared-call-sheet/${second.sheetId}`);
    await expect.poll(confirmKept, { timeout: 15_000 }).toBe(false);
  } finally {
    await admin.dispose();
    await context.close();
  }
});


test("printed from a phone, the shared view carries the QR code of its address and 'REV N, printed {date}'; the QR library comes only after the sheet", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const { sheetId } = await grantIn(context, `Printed on set ${tag()}`, "onset");
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("response", (response) => void (response.request().resourceType() === "script" && scripts.push(new URL(response.url()).pathname)));
    const response = await page.goto(`/shared-call-sheet/${sheetId}`);
    // Neither the server's page nor the app's first render has a stamp: it is made when printing begins;
    // nor does the page name the QR library among what it loads first.
    const html = await response!.text();
    expect(html).not.toContain("data-paper-stamp");
    expect(html).not.toMatch(/QrCode-/);
    await takenOver(page);
    const stamp = page.locator("[data-paper-stamp]");
    await expect(stamp).toHaveCount(0);
    // The QR chunk comes once the sheet is on screen and the browser idles (before any print).
    await expect.poll(() => scripts.some((script) => /\/QrCode-[\w-]+\.js$/.test(script)), { timeout: 15_000 }).toBe(true);

    // The browser's own print (a phone's menu): beforeprint, then the page laid out for paper.
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await page.emulateMedia({ media: "print" });
    await expect(stamp).toBeVisible();
    await expect(stamp.getByText(/^REV 1, printed \w{3} \d{1,2}, \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expect(stamp.getByRole("img", { name: DOCUMENT_REVISION_TEXTS.qrCodeLabel })).toBeVisible();
    const address = `${baseURL}${sharedViewPath(sheetId)}`;
    await expect(stamp.getByText(address)).toBeVisible();
    expect(await scan(await stamp.screenshot())).toBe(address);
    await page.screenshot({ path: `${SHOTS}/on-set-print-375.png` });
    // On screen again: the stamp is paper's only.
    await page.emulateMedia({ media: "screen" });
    await expect(stamp).toBeHidden();
  } finally {
    await context.close();
  }
});

test("the worker controls the shared views only: the admin console and the public site are not under it", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const { sheetId } = await grantIn(context, `Scope ${tag()}`, "onset");
    const page = await context.newPage();
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect.poll(() => copyKept(page, sheetId), { timeout: 15_000 }).toBe(true);
    const scopes = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname));
    expect(scopes).toEqual([ON_SET_CONSTANTS.serviceWorkerScope]);
    for (const path of ["/", "/admin/login"]) {
      await page.goto(path);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    }
    const manifest = await context.request.get("/portal/manifest.webmanifest");
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ scope: ON_SET_CONSTANTS.serviceWorkerScope, theme_color: ON_SET_CONSTANTS.themeColor });
  } finally {
    await context.close();
  }
});

test("signing out of the admin console clears this browser's offline copies at once (Clear-Site-Data)", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const { sheetId } = await grantIn(context, `Signed out ${tag()}`, "onset");
    const page = await context.newPage();
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect.poll(() => copyKept(page, sheetId), { timeout: 15_000 }).toBe(true);

    await signInAsAdmin(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The sheet's copy, the worker's caches and its registration are gone at once, not at the next online load.
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBe(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // The grants lived in the session that ended: offline, nothing of the sheet answers any more.
    await context.setOffline(true);
    await expect(page.goto(`/shared-call-sheet/${sheetId}`)).rejects.toThrow();
  } finally {
    await context.close();
  }
});
