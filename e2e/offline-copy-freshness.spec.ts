import type { Page } from "@playwright/test";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { ON_SET_CONSTANTS, ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { expect, test } from "./support/fixtures.ts";
import { commentBubble, commentPanel, copyKept, grantIn, sharedSheetWithInvitation, sharingAdminApi, tag } from "./support/sharing.ts";

/**
 * The phone's offline copy is the last sheet it showed, and a comment that got no answer is not left behind
 * (docs/on-set.md, "Offline: the last sheet this phone showed"): a refetch that shows a newer revision
 * stores the page again; a sheet opened through the view's own login form, or from the invitation's gate, is
 * kept; a comment whose tries got
 * no answer while the browser said online is sent once the API answers, with no `online` event.
 */

const takenOver = (page: Page) => expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });

/** The text of the sheet's stored copy ("" when none). */
const storedCopy = (page: Page, sheetId: number) =>
  page.evaluate(
    async ({ cacheName, id }) => (await (await (await caches.open(cacheName)).match(`${location.origin}/shared-call-sheet/${id}`))?.text()) ?? "",
    { cacheName: ON_SET_CONSTANTS.sheetCache, id: sheetId },
  );

test("a refetch that shows a newer revision refreshes the offline copy: offline, the phone reads what it last showed", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const admin = await sharingAdminApi();
  try {
    const { sheetId } = await grantIn(context, `Fresh copy ${tag()}`, "fresh");
    const page = await context.newPage();
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await takenOver(page);
    await expect.poll(() => copyKept(page, sheetId), { timeout: 15_000 }).toBe(true);
    // The document came through the worker a second time: its copy is the one the page shows.
    await page.reload();
    await takenOver(page);
    await expect(page.getByText("06:30").first()).toBeVisible();

    // The producer moves the call time and publishes REV 2 while the page is open on REV 1.
    const sheet = (await (await admin.get(`/api/call-sheets/${sheetId}`)).json()) as { version: number };
    expect((await admin.patch(`/api/call-sheets/${sheetId}`, { data: { baseVersion: sheet.version, shootingTime: "09:45" } })).ok()).toBe(true);
    const published = await admin.post(callSheetRevisionsUrl(sheetId), { data: { note: "Call moved", afterRevision: 1 } });
    expect(published.status(), await published.text()).toBe(201);

    // Back to the page: the sheet is fetched again and shows REV 2; the copy follows.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByText("09:45").first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await storedCopy(page, sheetId)).includes("09:45"), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    const banner = page.locator(`#${ON_SET_CONSTANTS.offlineBannerId}`);
    await expect(banner).toContainText(/^Offline: revision 2, as of /);
    await expect(page.getByText("09:45").first()).toBeVisible();
  } finally {
    await admin.dispose();
    await context.close();
  }
});

test("a sheet opened through the shared view's own login form is kept for offline reading", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const { sheetId, invitation } = await sharedSheetWithInvitation(`Signed in here ${tag()}`, "viewlogin", "commenter");
    const page = await context.newPage();
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await expect(page.getByRole("heading", { name: SHARING_TEXTS.loginTitle })).toBeVisible({ timeout: 20_000 });
    // The worker is there before the sign-in (the page registered it), so a copy asked for too early would be deleted.
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    await page.getByLabel(SHARING_TEXTS.loginEmail).fill(invitation.email);
    await page.getByLabel(SHARING_TEXTS.loginPassword).fill(invitation.password);
    await page.getByRole("button", { name: SHARING_TEXTS.logIn }).click();
    await expect(commentBubble(page, "Team")).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => copyKept(page, sheetId), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator(`#${ON_SET_CONSTANTS.offlineBannerId}`)).toContainText(/^Offline: revision 1, as of /);
    await expect(page.getByText("06:30").first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a sheet opened from the invitation's gate (no page load at the sheet's address) is kept for offline reading", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const { sheetId, invitation } = await sharedSheetWithInvitation(`From the gate ${tag()}`, "fromgate", "commenter");
    const page = await context.newPage();
    // The invitation's link: the gate, outside the worker's scope; the sheet follows without a new load.
    await page.goto(new URL(invitation.link).pathname + new URL(invitation.link).search);
    await page.getByLabel(SHARING_TEXTS.gatePassword).fill(invitation.password);
    await page.getByRole("button", { name: SHARING_TEXTS.gateButton }).click();
    await expect(commentBubble(page, "Team")).toBeVisible({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(`/shared-call-sheet/${sheetId}`);
    await expect.poll(() => copyKept(page, sheetId), { timeout: 15_000 }).toBe(true);

    // On set without a signal, the tab reloads the sheet's address: the copy, not the browser's error page.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator(`#${ON_SET_CONSTANTS.offlineBannerId}`)).toContainText(/^Offline: revision 1, as of /);
    await expect(page.getByText("06:30").first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a comment whose tries got no answer while the browser says online is sent once the API answers again, with no online event", async ({ browser }) => {
  // Two tries with no answer (the form's, then the outbox's 30 s later) and one that lands 30 s after that.
  test.setTimeout(150_000);
  // No service worker: the route sees what the page itself fetches.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: "block" });
  try {
    const { sheetId } = await grantIn(context, `Lie-fi ${tag()}`, "liefi");
    const page = await context.newPage();
    const keys: string[] = [];
    await page.route("**/api/call-sheet-comments*", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.fallback();
      keys.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (keys.length <= 2) return route.abort("connectionfailed");
      return route.fallback();
    });
    await page.goto(`/shared-call-sheet/${sheetId}`);
    await takenOver(page);
    const text = `No answer ${tag()}`;
    await commentBubble(page, "Team").click();
    const panel = commentPanel(page, "Team");
    await panel.getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill(text);
    await panel.getByRole("button", { name: SHARING_TEXTS.addComment }).click();
    await expect(panel.getByRole("status").filter({ hasText: ON_SET_TEXTS.waitingToSend })).toContainText(text);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    await expect.poll(() => keys.length, { timeout: 45_000 }).toBe(2);
    await expect(page.getByText(ON_SET_TEXTS.pendingSent(text)).first()).toBeVisible({ timeout: 45_000 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    const listed = (await (await context.request.get(`/api/call-sheet-comments?callSheetId=${sheetId}&sectionId=team`)).json()) as { comments: Array<{ text: string }> };
    expect(listed.comments.filter((comment) => comment.text === text)).toHaveLength(1);
  } finally {
    await context.close();
  }
});
