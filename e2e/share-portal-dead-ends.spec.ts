import type { Browser, Page } from "@playwright/test";
import { NOT_FOUND_SCREEN } from "@repo/contracts/common/texts";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { severeAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { commentBubble, commentPanel, horizontalOverflow, recordUrls, sharedSheetWithInvitation, sharingAdminApi, tag, TEAM_MEMBER, watchErrors } from "./support/sharing.ts";

/**
 * The collaborator's side of issue 23 through the real gateway and API: no token or e-mail in the shared
 * view's address, Back that stays on the sheet, and a way out of every dead end (an ended invitation, a
 * token nobody issued, a cut-short link, an unknown path), each screen in one language.
 */

/** The scripts have taken the server-rendered sheet over (src/app/takeOver.ts marks #root). */
const takenOver = (page: Page) => expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
const SHOTS = "/tmp/e2e-shots";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/dead-ends-${name}.png`, fullPage: true });

/** A collaborator's own browser, its errors watched and its addresses recorded. */
async function collaborator(browser: Browser, baseURL: string | undefined, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const urls: string[] = [];
  recordUrls(page, urls);
  return { context, page, errors, urls };
}

/** Revokes the share of `email` on sheet `sheetId` as the admin (the Collaborators panel's revoke, by API). */
async function revoke(sheetId: number, email: string) {
  const api = await sharingAdminApi();
  try {
    const list = (await (await api.get(`/api/call-sheet-shares/${sheetId}`)).json()) as { shares: { id: number; email: string; isActive: boolean }[] };
    const share = list.shares.find((candidate) => candidate.email === email && candidate.isActive);
    if (!share) throw new Error(`no active share of ${email}`);
    const removed = await api.delete(`/api/call-sheet-shares/${share.id}`);
    if (!removed.ok()) throw new Error(`revoking: ${removed.status()}`);
  } finally {
    await api.dispose();
  }
}

async function enterGate(page: Page, password: string) {
  await page.getByLabel(SHARING_TEXTS.gatePassword).fill(password);
  await page.getByRole("button", { name: SHARING_TEXTS.gateButton }).click();
}

test("after the gate the sheet's address holds no token or e-mail, and Back does not return to the gate", async ({ browser, baseURL }) => {
  const { sheetId, email, invitation, token } = await sharedSheetWithInvitation(`No secret ${tag()}`, "nosecret", "commenter");
  const { context, page, errors, urls } = await collaborator(browser, baseURL);
  // A page before the invitation, as the mail client would be.
  await page.goto("/email-preview2");
  await page.goto(invitation.link);
  // A wrong password first: the refusal in Serbian, the gate's language.
  await enterGate(page, "not-the-password");
  await expect(page.getByText("Pogrešan e-mail ili lozinka")).toBeVisible();
  await expect(page.getByText(SHARING_MESSAGES.invalidCredentials, { exact: true })).toHaveCount(0);
  await shot(page, "gate-refused-1440");
  await enterGate(page, invitation.password);
  await page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
  await expect(page.getByText(TEAM_MEMBER)).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  const afterGate = urls.slice(urls.findLastIndex((url) => url.includes(token)) + 1);
  expect(afterGate.length).toBeGreaterThan(0);
  for (const url of afterGate) expect(url).not.toMatch(new RegExp(`${token}|${encodeURIComponent(email)}|token=|email=`));
  // Nothing of the credentials kept in the browser either.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain(token);
  expect(stored).not.toContain(email);

  // Back leaves for the page before the invitation: the gate is not in the history.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/email-preview2");
  await page.goForward();
  await page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
  // A full load: the server's sheet, then the scripts take it over (both in the page for a moment).
  await takenOver(page);
  await expect(page.getByText(TEAM_MEMBER)).toBeVisible();
  // The invitation opened again (a second click in the e-mail) goes straight to the sheet, no password asked.
  await page.goto(invitation.link);
  await page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
  await expect(page.getByText(TEAM_MEMBER)).toBeVisible();
  await expect(page.getByLabel(SHARING_TEXTS.gatePassword)).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("a revoked invitation's link says it ended and whom to ask, at 1440 and 375 px", async ({ browser, baseURL }) => {
  const title = `Revoked link ${tag()}`;
  const { sheetId, email, invitation } = await sharedSheetWithInvitation(title, "revokedlink", "viewer");
  await revoke(sheetId, email);
  for (const [size, options] of [["1440", {}], ["375", PHONE]] as const) {
    const { context, page, errors } = await collaborator(browser, baseURL, options);
    await page.goto(invitation.link);
    await expect(page.getByRole("heading", { name: SHARE_PORTAL_TEXTS.gateEndedTitle })).toBeVisible();
    await expect(page.getByText(SHARE_PORTAL_TEXTS.gateEnded.revoked(title))).toBeVisible();
    await expect(page.getByText(SHARE_PORTAL_TEXTS.gateEndedAsk)).toBeVisible();
    await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByLabel(SHARING_TEXTS.gatePassword)).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await severeAxeViolations(page), "axe on the ended screen").toEqual([]);
    await shot(page, `gate-ended-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("a revoked commenter's open page says, on posting a comment, that the invitation ended and whom to ask", async ({ browser, baseURL }) => {
  const title = `Revoked commenter ${tag()}`;
  const { sheetId, email, invitation } = await sharedSheetWithInvitation(title, "revokedopen", "commenter");
  const { context, page, errors } = await collaborator(browser, baseURL);
  await page.goto(invitation.link);
  await enterGate(page, invitation.password);
  await expect(page.getByText(TEAM_MEMBER)).toBeVisible();
  // The panel is open before the revoke: opening it afterwards loads its comments and meets the end there.
  await commentBubble(page, "Team").click();
  await expect(commentPanel(page, "Team").getByLabel(SHARE_PORTAL_TEXTS.commentLabel)).toBeVisible();
  await revoke(sheetId, email);
  await commentPanel(page, "Team").getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill("Can we start at 7?");
  await commentPanel(page, "Team").getByRole("button", { name: SHARING_TEXTS.addComment }).click();
  await expect(page.getByRole("heading", { name: SHARE_PORTAL_TEXTS.endedTitle })).toBeVisible();
  await expect(page.getByText(SHARE_PORTAL_TEXTS.ended.revoked(title))).toBeVisible();
  await expect(page.getByText(SHARING_TEXTS.commentFailedTitle)).toHaveCount(0);
  await expect(page.getByText(TEAM_MEMBER)).toHaveCount(0);
  await shot(page, "view-ended-1440");
  // A reload says the same (the session keeps the ended grant), not the login form.
  await page.reload();
  await expect(page.getByRole("heading", { name: SHARE_PORTAL_TEXTS.endedTitle })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, "view-ended-375");
  expect(errors).toEqual([]);
  await context.close();
});

test("a token nobody issued says the link is not valid, with or without the e-mail", async ({ browser, baseURL }) => {
  for (const [size, options] of [["1440", {}], ["375", PHONE]] as const) {
    const { context, page, errors } = await collaborator(browser, baseURL, options);
    for (const query of ["?email=ana%40example.com&id=1", ""]) {
      await page.goto(`/call-sheet-access/not-a-real-token-${tag()}${query}`);
      await expect(page.getByRole("heading", { name: SHARE_PORTAL_TEXTS.gateLinkInvalidTitle })).toBeVisible();
      await expect(page.getByText(SHARE_PORTAL_TEXTS.gateLinkInvalid)).toBeVisible();
      await expect(page.getByText(SHARING_TEXTS.gateDataMissing)).toHaveCount(0);
      await expect(page.getByLabel(SHARING_TEXTS.gatePassword)).toHaveCount(0);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, `gate-invalid-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("/r/{token} without an id and an unknown portal path show the portal's not-found page", async ({ page, pageErrors }) => {
  for (const path of [`/r/some-token-${tag()}`, "/shared-call-sheet/1/nothing-here"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: SHARE_PORTAL_TEXTS.notFoundTitle })).toBeVisible();
    await expect(page.getByText(SHARE_PORTAL_TEXTS.notFound)).toBeVisible();
    await expect(page.getByText(NOT_FOUND_SCREEN.hint)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await shot(page, "not-found-1440");
  expect(pageErrors).toEqual([]);
});
