import type { Browser, Page } from "@playwright/test";
import { severeAxeViolations } from "./support/axe.ts";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { expect, test } from "./support/fixtures.ts";
import { invitationOf, waitForMailTo } from "./support/mail.ts";
import {
  collaboratorEmail,
  commentBubble,
  commentPanel,
  createClientUser,
  createFullSheet,
  horizontalOverflow,
  recordUrls,
  sharingAdminApi,
  sharedSheetWithInvitation,
  sharedViewLive,
  sidePanel,
  signInAdminSession,
  tag,
  TEAM_MEMBER,
  toastWith,
  urlsWith,
  watchErrors,
} from "./support/sharing.ts";

/**
 * Sharing a call sheet end to end (issue 15): the admin's Share dialog, the invitations over real SMTP
 * (globalSetup's listener), the Serbian gate, reading A's login form, comments by role, the Shared with panel
 * and its access log, revoking, accessibility and a 375 px phone. The old entry paths and the e-mail
 * previews are in access-paths.spec.ts.
 */

const SHOTS = "/tmp/e2e-shots";
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SHOTS}/sharing-${name}.png`, fullPage });

const DESKTOP = { width: 1440, height: 900 };

/** A fresh browser context (a collaborator's own browser) with its page, errors watched and URLs recorded. */
async function collaboratorPage(browser: Browser, baseURL: string | undefined, urls: string[], options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  recordUrls(page, urls);
  return { context, page, errors };
}

test("an admin shares with a registered commenter and a typed viewer; both get in, comment by role, and a revoked viewer is locked out", async ({
  page,
  pageErrors,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const urls: string[] = [];
  recordUrls(page, urls);
  const api = await sharingAdminApi();
  const title = `Riverside Lookbook ${tag()}`;
  const sheetId = await createFullSheet(api, title);
  const surname = `Vuksanović${tag()}`;
  const client = await createClientUser(api, `Dragana ${surname}`);
  await api.dispose();
  const viewerEmail = collaboratorEmail("viewer");
  const note = "Please check the team list before Friday.";

  // 1. The admin shares from the shared view: a registered client found by name (commenter), a typed e-mail (viewer).
  await signInAdminSession(page);
  await page.goto(`/shared-call-sheet/${sheetId}`);
  await expect(page.getByText(TEAM_MEMBER)).toBeVisible();
  // The portal server's page shows the sheet before its buttons work: Share is pressed once the app took over.
  await sharedViewLive(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share with collaborator" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Search and select registered users or manually enter email addresses.")).toBeVisible();
  const first = dialog.getByRole("combobox", { name: "Collaborator 1", exact: true });
  // The dialog opens with the focus in the first row's search (its focused placeholder); away from it, the other.
  await expect(first).toBeFocused();
  await dialog.getByLabel("Personal message (optional)").focus();
  await expect(first).toHaveAttribute("placeholder", "Search users...");
  await first.click();
  await expect(first).toHaveAttribute("placeholder", "Enter name, email, username...");
  await first.pressSequentially(surname.slice(0, 9), { delay: 20 });
  const option = dialog.getByRole("option").filter({ hasText: client.fullName });
  await expect(option).toBeVisible();
  await expect(option).toContainText(client.email);
  await expect(option.getByText("Client", { exact: true })).toBeVisible();
  await option.click();
  await expect(first).toHaveValue(client.email);
  await dialog.getByRole("combobox", { name: "Role of collaborator 1" }).selectOption("commenter");
  await expect(dialog.getByRole("button", { name: "Remove collaborator 1" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Add another collaborator" }).click();
  const second = dialog.getByRole("combobox", { name: "Collaborator 2", exact: true });
  await expect(second).toBeFocused();
  await second.fill(viewerEmail);
  await expect(dialog.getByText("No users found")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Role of collaborator 2" })).toHaveValue("viewer");
  await dialog.getByLabel("Personal message (optional)").fill(note);
  // The open dialog, filled in: axe and a picture for a human.
  expect(await severeAxeViolations(page), "axe on the open share dialog").toEqual([]);
  await shot(page, "dialog-1440");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(toastWith(page, "Call Sheet Shared")).toContainText("Successfully shared with 2 collaborator(s)");
  await expect(dialog).toBeHidden();

  // 2. Both invitations arrived over SMTP: recipient, subject naming the shoot, a link and a password.
  const commenterMail = await waitForMailTo(client.email);
  const viewerMail = await waitForMailTo(viewerEmail);
  const invitations = { commenter: invitationOf(commenterMail), viewer: invitationOf(viewerMail) };
  for (const [mail, email, role] of [
    [commenterMail, client.email, "Commenter"],
    [viewerMail, viewerEmail, "Viewer"],
  ] as const) {
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.headers.get("to")).toContain(email);
    expect(mail.subject).toContain(title);
    const invitation = invitationOf(mail);
    expect(invitation.email).toBe(email);
    expect(invitation.link.startsWith(`${baseURL}/call-sheet/`), invitation.link).toBe(true);
    expect(new URL(invitation.link).searchParams.get("id")).toBe(String(sheetId));
    expect(new URL(invitation.link).searchParams.get("email")).toBe(email);
    expect(invitation.password).toMatch(/^\S{8,}$/);
    expect(mail.text).toContain(`Your access: ${role}`);
    expect(mail.text).toContain(`> ${note}`);
    expect(mail.html).toContain(invitation.password);
    expect(mail.html).toContain(title);
  }
  expect(invitations.commenter.password).not.toBe(invitations.viewer.password);

  // 3. The commenter opens the e-mail's link in a browser of their own and passes the Serbian gate.
  const commenter = await collaboratorPage(browser, baseURL, urls);
  await commenter.page.goto(invitations.commenter.link);
  await expect(commenter.page.getByRole("heading", { name: "Pristup call sheet-u" })).toBeVisible();
  await expect(commenter.page.getByText(title)).toBeVisible();
  const gateEmail = commenter.page.getByLabel("Email");
  await expect(gateEmail).toHaveValue(client.email);
  await expect(gateEmail).toHaveAttribute("readonly", "");
  expect(await severeAxeViolations(commenter.page), "axe on the gate").toEqual([]);
  await shot(commenter.page, "gate-1440");
  const enter = commenter.page.getByRole("button", { name: "Pristupi Call Sheet-u" });
  await enter.click();
  await expect(commenter.page.getByText("Lozinka je obavezna")).toBeVisible();
  await commenter.page.getByLabel("Lozinka").fill(invitations.commenter.password);
  await enter.click();
  await expect(toastWith(commenter.page, "Pristup odobren")).toBeVisible();
  const granted = Date.now();
  await expect(commenter.page.getByText("Lozinka je obavezna")).toBeHidden();
  await commenter.page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
  expect(Date.now() - granted, "the gate waits 1.5 s after the toast").toBeGreaterThanOrEqual(1_300);
  // The grant is the session's: the view's address names neither token nor e-mail (issue 23).
  expect(new URL(commenter.page.url()).search).toBe("");
  await expect(commenter.page.getByText(TEAM_MEMBER)).toBeVisible();
  await sharedViewLive(commenter.page);
  // Commenters get no admin controls.
  await expect(commenter.page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
  await expect(commenter.page.getByRole("link", { name: "Back to Edit" })).toHaveCount(0);
  const commentText = `The gaffer needs a second assistant at the fortress (${tag()}).`;
  await commentBubble(commenter.page, "Team").click();
  const panel = commentPanel(commenter.page, "Team");
  await expect(panel).toBeVisible();
  await expect(panel.getByText("No comments yet.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Add Comment" })).toBeDisabled();
  await panel.getByLabel("Your comment").fill(commentText);
  // The gate's toast goes by itself (it came with the page), then a picture without it.
  await expect(toastWith(commenter.page, "Pristup odobren")).toBeHidden({ timeout: 10_000 });
  await shot(commenter.page, "commenter-panel-1440");
  await panel.getByRole("button", { name: "Add Comment" }).click();
  await expect(toastWith(commenter.page, "Comment added")).toContainText("Your comment has been added successfully");
  await expect(panel).toBeHidden();
  await expect(commenter.page.getByRole("button", { name: "Comments on Team, 1 comment" })).toBeVisible();
  await commentBubble(commenter.page, "Team").click();
  await expect(panel.getByText(commentText)).toBeVisible();
  expect(await severeAxeViolations(commenter.page), "axe on the shared view with a comment panel open").toEqual([]);
  // On paper: the sheet alone, without the top bar, the overview, the comment bubbles or the open panel.
  await commenter.page.emulateMedia({ media: "print" });
  await expect(commenter.page.getByRole("navigation", { name: SHARE_PORTAL_TEXTS.topBarLabel })).toBeHidden();
  await expect(sidePanel(commenter.page, "Comments Overview")).toBeHidden();
  await expect(commentBubble(commenter.page, "Team")).toBeHidden();
  await expect(panel).toBeHidden();
  await expect(commenter.page.getByText(TEAM_MEMBER)).toBeVisible();
  await expect(commenter.page.getByRole("heading", { name: "Shooting Agenda", exact: true })).toBeVisible();
  await commenter.page.emulateMedia({ media: "screen" });
  await expect(commentBubble(commenter.page, "Team")).toBeVisible();

  // 4. The viewer: reading A's login form with the e-mail prefilled; a wrong password first, then the right one.
  const viewer = await collaboratorPage(browser, baseURL, urls);
  await viewer.page.goto(`/shared-call-sheet/${sheetId}?${new URLSearchParams({ email: viewerEmail })}`);
  await expect(viewer.page.getByRole("heading", { name: "Access Call Sheet" })).toBeVisible();
  await expect(viewer.page.getByLabel("Email")).toHaveValue(viewerEmail);
  await expect(viewer.page.getByText(TEAM_MEMBER)).toHaveCount(0);
  expect(await severeAxeViolations(viewer.page), "axe on reading A's login form").toEqual([]);
  await shot(viewer.page, "viewer-login-1440");
  await viewer.page.getByLabel("Password").fill("not-the-password");
  await viewer.page.getByRole("button", { name: "Log in" }).click();
  await expect(viewer.page.getByText("Invalid credentials")).toBeVisible();
  await viewer.page.getByLabel("Password").fill(invitations.viewer.password);
  await viewer.page.getByRole("button", { name: "Log in" }).click();
  await expect(viewer.page.getByText(TEAM_MEMBER)).toBeVisible();
  await viewer.page.getByRole("button", { name: "Comments on Team, 1 comment" }).click();
  const viewerPanel = commentPanel(viewer.page, "Team");
  await expect(viewerPanel.getByText(commentText)).toBeVisible();
  await expect(viewerPanel.getByText(client.email)).toBeVisible();
  await expect(viewerPanel.getByText("You cannot add new comments with your current role")).toBeVisible();
  await expect(viewerPanel.getByLabel("Your comment")).toHaveCount(0);
  await expect(viewerPanel.getByRole("button", { name: "Add Comment" })).toHaveCount(0);

  // 5. The admin sees both collaborators and both visits, and revokes the viewer.
  await page.reload();
  const sharedWith = sidePanel(page, "Shared with");
  await expect(sharedWith).toBeVisible();
  const rowOf = (email: string) => sharedWith.getByRole("listitem").filter({ has: page.getByText(email, { exact: true }) }).first();
  await expect(rowOf(client.email)).toContainText("Commenter");
  await expect(rowOf(viewerEmail)).toContainText("Viewer");
  const log = sharedWith.getByRole("list").last();
  await expect(sharedWith.getByRole("heading", { name: "Access log" })).toBeVisible();
  await expect(log).toContainText(client.email);
  await expect(log).toContainText(viewerEmail);
  await expect(sharedWith).not.toContainText("Not opened yet");
  expect(await severeAxeViolations(page), "axe on the admin's shared view").toEqual([]);
  // The side column scrolls on its own at this width: bring the access log into it for the picture.
  await log.scrollIntoViewIfNeeded();
  await shot(page, "admin-shared-with-1440");
  await sharedWith.getByRole("button", { name: `Remove ${viewerEmail}` }).click();
  await expect(toastWith(page, "Collaborator Removed")).toContainText("Successfully removed collaborator");
  await expect(sharedWith.getByRole("button", { name: `Remove ${viewerEmail}` })).toHaveCount(0);
  await expect(rowOf(client.email)).toBeVisible();

  // The viewer's next load is refused: the invitation ended, and the page says so and whom to ask (issue 23),
  // the sheet gone.
  await viewer.page.reload();
  await expect(viewer.page.getByRole("heading", { name: "This invitation has ended" })).toBeVisible();
  await expect(viewer.page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(viewer.page.getByText(TEAM_MEMBER)).toHaveCount(0);
  // ... while the commenter's session still works.
  await commenter.page.reload();
  await expect(commenter.page.getByText(TEAM_MEMBER)).toBeVisible();

  // 6 (in part). No password was ever in an address the browsers visited.
  for (const secret of [invitations.commenter.password, invitations.viewer.password]) expect(urlsWith(urls, secret)).toEqual([]);
  expect(commenter.errors, "errors in the commenter's page").toEqual([]);
  expect(viewer.errors, "errors in the viewer's page").toEqual([]);
  await commenter.context.close();
  await viewer.context.close();
  expect(pageErrors).toEqual([]);
});

test("at 375 px on a touch phone the commenter's shared view fits, its overview folds and a comment panel works", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const urls: string[] = [];
  const title = `Phone check ${tag()}`;
  const { sheetId, email, invitation } = await sharedSheetWithInvitation(title, "phone", "commenter");
  const phone = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

  const { context, page, errors } = await collaboratorPage(browser, baseURL, urls, phone);
  await page.goto(invitation.link);
  await expect(page.getByRole("heading", { name: "Pristup call sheet-u" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, "gate-375");
  await page.getByLabel("Lozinka").fill(invitation.password);
  await page.getByRole("button", { name: "Pristupi Call Sheet-u" }).tap();
  await page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
  await expect(page.getByText(TEAM_MEMBER)).toBeVisible();
  await sharedViewLive(page);
  expect(await horizontalOverflow(page), "no horizontal overflow at 375 px").toBe(0);
  // The gate's toast is still up on the shared view: it keeps off the sheet's sticky bar.
  const granted = toastWith(page, "Pristup odobren");
  if (await granted.isVisible()) {
    const bar = (await page.getByRole("navigation", { name: SHARE_PORTAL_TEXTS.topBarLabel }).boundingBox())!;
    await expect.poll(async () => {
      const note = (await granted.boundingBox())!;
      return note.y >= bar.y + bar.height || note.y + note.height <= bar.y;
    }).toBe(true);
  }

  // The overview starts folded on a phone (the sheet comes first) and opens and folds by touch.
  const overview = sidePanel(page, "Comments Overview");
  const toggle = overview.getByRole("button", { name: "Show" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(overview.getByRole("link", { name: /^Team, / })).toHaveCount(0);
  await toggle.tap();
  await expect(overview.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
  await expect(overview.getByRole("link", { name: "Team, 0 comments" })).toBeVisible();
  // Its links land each section just below the sticky bar, far down the sheet and back up (the sections
  // on the way are laid out only near the viewport; a jump to Gear once ended 130 px past it).
  for (const [name, sectionId] of [["Gear", "gear"], ["Team", "team"], ["Props", "props"]] as const) {
    await overview.getByRole("link", { name: new RegExp(`^${name}, `) }).tap();
    await expect
      .poll(() => page.evaluate((id) => {
        const section = document.getElementById(id)!;
        const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        const offset = section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop);
        return Math.abs(offset) <= 2 || (atBottom && offset > 0);
      }, sectionId), { message: `${name} lands below the bar`, timeout: 5_000 })
      .toBe(true);
    if (sectionId === "gear") await shot(page, "overview-jump-375");
  }
  await overview.getByRole("button", { name: "Hide" }).tap();
  await expect(overview.getByRole("link", { name: /^Team, / })).toHaveCount(0);

  // A comment panel: inside the screen, usable by touch.
  await commentBubble(page, "Team").tap();
  const panel = commentPanel(page, "Team");
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await horizontalOverflow(page), "no overflow with the panel open").toBe(0);
  await panel.getByLabel("Your comment").fill("Call time works for us.");
  await panel.scrollIntoViewIfNeeded();
  await shot(page, "commenter-panel-375");
  await panel.getByRole("button", { name: "Add Comment" }).tap();
  await expect(toastWith(page, "Comment added")).toBeVisible();
  await expect(page.getByRole("button", { name: "Comments on Team, 1 comment" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "commenter-375");
  expect(urlsWith(urls, invitation.password)).toEqual([]);
  expect(errors, "errors in the phone's page").toEqual([]);
  await context.close();

  // The admin on the same phone: Shared with inline, with its access log; the share dialog fits.
  const admin = await collaboratorPage(browser, baseURL, urls, phone);
  await signInAdminSession(admin.page);
  await admin.page.goto(`/shared-call-sheet/${sheetId}`);
  await expect(admin.page.getByText(TEAM_MEMBER)).toBeVisible();
  await sharedViewLive(admin.page);
  const sharedWith = sidePanel(admin.page, "Shared with");
  await sharedWith.getByRole("button", { name: "Show" }).tap();
  await expect(sharedWith).toContainText(email);
  await expect(sharedWith.getByRole("heading", { name: "Access log" })).toBeVisible();
  expect(await horizontalOverflow(admin.page)).toBe(0);
  await sharedWith.scrollIntoViewIfNeeded();
  await shot(admin.page, "admin-shared-with-375");
  await admin.page.getByRole("button", { name: "Share", exact: true }).tap();
  const dialog = admin.page.getByRole("dialog", { name: "Share with collaborator" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Add another collaborator" }).tap();
  // Every control of a row whole on a phone: the role select shows "Commenter" uncut.
  const role2 = dialog.getByRole("combobox", { name: "Role of collaborator 2" });
  await role2.selectOption("commenter");
  expect((await role2.boundingBox())!.width, "the role select is wide enough for 'Commenter'").toBeGreaterThanOrEqual(150);
  for (const name of ["Clear collaborator 2", "Remove collaborator 2"]) {
    const button = dialog.getByRole("button", { name });
    expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth), `${name} is whole`).toBe(true);
  }
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(375);
  await shot(admin.page, "dialog-375");
  expect(admin.errors, "errors in the admin's phone page").toEqual([]);
  await admin.context.close();
});
