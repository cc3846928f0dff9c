import type { Browser, Page } from "@playwright/test";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { expect, test } from "./support/fixtures.ts";
import { caughtMails, E2E_ADMIN_EMAIL, invitationOf, REFUSED_REPLY, waitForMailTo } from "./support/mail.ts";
import { commentBubble, commentPanel, createFullSheet, horizontalOverflow, invitationLive, sharingAdminApi, sidePanel, signInAdminSession, tag, toastWith } from "./support/sharing.ts";

/**
 * The collaboration loop of issue 23, as the producer and a collaborator live it, through the gateway with
 * the real SMTP listener (which refuses refused*@ mailboxes with a 550): the producer shares from the editor
 * with three people; the Collaborators panel turns Queued into Sent, Sent, Failed with the reply; the
 * collaborator opens the link on a phone (panel: opened) and comments on two sections; the digest reaches
 * the sheet's owner; the producer opens the Comments view from the editor and jumps to a section of the
 * shared view; revokes the collaborator, whose open page then says the invitation ended.
 */

const SHOTS = "/tmp/e2e-shots";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/loop-${name}.png` });
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** The owner's digest of `title`'s comments, waiting for the runner (COMMENT_NOTIFY_DELAY_S is 2 in e2e). */
async function digestOf(title: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = caughtMails().find((mail) => mail.envelopeTo.includes(E2E_ADMIN_EMAIL) && (mail.subject ?? "").includes(title));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no digest of ${title} to ${E2E_ADMIN_EMAIL} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function phoneOf(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

test("the producer shares with three people from the editor, follows delivery, comments and access, and revokes one", async ({ page, pageErrors, browser, baseURL }) => {
  test.setTimeout(180_000);
  void pageErrors;
  await page.setViewportSize(DESKTOP);
  const api = await sharingAdminApi();
  const title = `Fortress Campaign ${tag()}`;
  const sheetId = await createFullSheet(api, title);
  await api.dispose();
  const id = tag();
  const ann = `ann.${id}@example.com`;
  const bob = `bob.${id}@example.com`;
  const refused = `refused.${id}@example.com`;

  // 1. From the editor: Share, three rows, Send.
  await signInAdminSession(page);
  await page.goto(`/admin/call-sheet/${sheetId}`);
  const bar = page.getByRole("navigation", { name: "Call sheet actions" });
  await bar.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share with collaborator" });
  for (const [index, [email, role]] of ([[ann, "commenter"], [bob, "viewer"], [refused, "viewer"]] as const).entries()) {
    if (index) await dialog.getByRole("button", { name: "Add another collaborator" }).click();
    // Typed, then straight to the role and 'Add another' with the mouse while the user search's list is open:
    // the press that blurs the field must still land where the pointer is.
    await dialog.getByRole("combobox", { name: `Collaborator ${index + 1}`, exact: true }).fill(email);
    await dialog.getByRole("combobox", { name: `Role of collaborator ${index + 1}` }).selectOption(role);
  }
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(toastWith(page, "Call Sheet Shared")).toContainText("Successfully shared with 3 collaborator(s)");
  await expect(dialog).toBeHidden();

  // 2. The panel, from the editor's bar: sent, sent, failed with the mail server's reason (it polls while queued).
  await bar.getByRole("link", { name: TEXTS.open }).click();
  const panel = page.getByRole("dialog", { name: TEXTS.title });
  await expect(panel.getByText(TEXTS.summary(3, 1))).toBeVisible({ timeout: 30_000 });
  for (const email of [ann, bob]) await expect(panel.getByRole("listitem", { name: email })).toContainText("Sent ");
  await expect(panel.getByRole("listitem", { name: refused })).toContainText(REFUSED_REPLY.slice(4));
  await expect(panel.getByRole("listitem", { name: ann })).toContainText(TEXTS.notOpened);
  await shot(page, "panel-sent-1440");

  // 3. Ann opens her link on a phone and passes the gate: no token or e-mail stays in the address.
  const invitation = invitationOf(await waitForMailTo(ann, 30_000));
  await invitationLive(sheetId, ann);
  const phone = await phoneOf(browser, baseURL);
  await phone.page.goto(invitation.link);
  await phone.page.getByLabel("Lozinka").fill(invitation.password);
  await phone.page.getByRole("button", { name: "Pristupi Call Sheet-u" }).click();
  await phone.page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
  expect(new URL(phone.page.url()).search).toBe("");
  expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);

  // 4. She comments on two sections, by touch.
  const comments = [
    ["Team", `Who brings the second reflector? (${id})`],
    ["Time, Date and Location", `Is there parking at the north gate? (${id})`],
  ] as const;
  for (const [section, text] of comments) {
    await commentBubble(phone.page, section).tap();
    const sectionPanel = commentPanel(phone.page, section);
    await sectionPanel.getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill(text);
    await sectionPanel.getByRole("button", { name: "Add Comment" }).tap();
    await expect(sectionPanel).toBeHidden();
  }
  await shot(phone.page, "collaborator-375");

  // 5. The panel says she opened it and wrote two comments.
  await page.reload();
  const annRow = page.getByRole("dialog", { name: TEXTS.title }).getByRole("listitem", { name: ann });
  await expect(annRow).toContainText(TEXTS.commentCount(2));
  await expect(annRow).not.toContainText(TEXTS.notOpened);
  await expect(page.getByRole("region", { name: TEXTS.accessLog })).toContainText(ann);

  // 6. One digest reaches the owner with both comments, and links to the editor's Comments view.
  const digest = await digestOf(title);
  for (const [, text] of comments) expect(digest.text).toContain(text);
  expect(digest.subject).toContain("2 new comments");
  expect(digest.text).toContain(`/admin/call-sheet/${sheetId}?view=comments`);

  // 7. The Comments view from the editor: both marked new; a section's link opens the shared view there.
  await page.getByRole("dialog", { name: TEXTS.title }).getByRole("button", { name: TEXTS.close }).click();
  await bar.getByRole("link", { name: `${TEXTS.comments}, ${TEXTS.newCommentsBadge(2)}` }).click();
  const view = page.getByRole("dialog", { name: TEXTS.commentsTitle });
  await expect(view.getByText(TEXTS.newMark, { exact: true })).toHaveCount(2);
  for (const [, text] of comments) await expect(view.getByText(text)).toBeVisible();
  await shot(page, "comments-1440");
  await view.getByRole("link", { name: /Team$/ }).click();
  await page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}` && url.hash === "#team");
  // The sheet opens at the section, not at its top (the document is fetched after the browser's own jump).
  await expect
    .poll(() => page.getByRole("heading", { name: "Team", exact: true }).evaluate((heading) => Math.round(heading.getBoundingClientRect().top)))
    .toBeLessThan(200);
  await shot(page, "jump-to-team-1440");
  // The shared view's 'Shared with' (the producer reads it there too) says the refused invitation failed.
  await expect(sidePanel(page, "Shared with")).toContainText(SHARE_PORTAL_TEXTS.invitationFailed(null));
  await expect(sidePanel(page, "Shared with")).toContainText(REFUSED_REPLY.slice(4));

  // 8. Revoke asks first; then Ann's open page, on her next comment, says her invitation ended and whom to ask.
  // Her panel is open before the revoke (opening it afterwards loads its comments and meets the end there).
  await commentBubble(phone.page, "Team").tap();
  await expect(commentPanel(phone.page, "Team").getByLabel(SHARE_PORTAL_TEXTS.commentLabel)).toBeVisible();
  await page.goto(`/admin/call-sheet/${sheetId}?view=collaborators`);
  const again = page.getByRole("dialog", { name: TEXTS.title });
  await again.getByRole("button", { name: TEXTS.revokeOf(ann) }).click();
  const question = page.getByRole("dialog", { name: TEXTS.revokeTitle });
  await expect(question).toContainText(ann);
  await question.getByRole("button", { name: TEXTS.revokeConfirm }).click();
  await expect(again.getByRole("listitem", { name: ann })).toHaveCount(0);

  await commentPanel(phone.page, "Team").getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill("One more thing");
  await commentPanel(phone.page, "Team").getByRole("button", { name: "Add Comment" }).tap();
  await expect(phone.page.getByRole("heading", { name: SHARE_PORTAL_TEXTS.endedTitle })).toBeVisible();
  await expect(phone.page.getByText(SHARE_PORTAL_TEXTS.ended.revoked(title))).toBeVisible();
  await expect(phone.page.getByRole("link", { name: E2E_ADMIN_EMAIL })).toBeVisible();
  await expect(phone.page.getByText(/try again/i)).toHaveCount(0);
  await shot(phone.page, "ended-375");
  await phone.context.close();
});
