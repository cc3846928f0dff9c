import { request, type Page } from "@playwright/test";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { expect, test } from "./support/fixtures.ts";
import { commentBubble, commentPanel, horizontalOverflow, sharedSheetWithInvitation, signInAdminSession, tag } from "./support/sharing.ts";

/**
 * Issue 24, the shared view's comment panel through the real gateway and API: it opens in the document's
 * flow, so the next section's bubble stays visible and pressable; Esc and a press outside close it with the
 * focus back on its bubble; a section with more comments than a page shows 'Show older comments'.
 */

const SHOTS = "/tmp/e2e-shots";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/comment-panel-${name}.png`, fullPage: false });

for (const size of [
  { name: "375", viewport: { width: 375, height: 812 } },
  { name: "1440", viewport: { width: 1440, height: 900 } },
]) {
  test(`the comment panel at ${size.name} px: in the flow, closes on Esc and outside, pages older comments`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    // A commenter writes them (each author may post 30 a minute: a grant of its own per test).
    const { sheetId, token, invitation } = await sharedSheetWithInvitation(`Comment panel ${tag()}`, "panel", "commenter");
    const commenter = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const access = await commenter.post("/api/call-sheet-access", { data: { token, email: invitation.email, password: invitation.password } });
    expect(access.status(), await access.text()).toBe(200);
    // One more than a panel's page on Team.
    const teamCount = SHARING_CONSTANTS.commentPanelPageSize + 1;
    for (let index = 1; index <= teamCount; index += 1) {
      const posted = await commenter.post("/api/call-sheet-comments", { data: { callSheetId: sheetId, sectionId: "team", text: `Team note ${index}` } });
      expect(posted.status(), await posted.text()).toBe(201);
    }
    await commenter.post("/api/call-sheet-comments", { data: { callSheetId: sheetId, sectionId: "concepts", text: "On concepts" } });
    await commenter.dispose();

    await signInAdminSession(page);
    await page.goto(`/shared-call-sheet/${sheetId}`);
    const team = commentBubble(page, "Team");
    await expect(team).toHaveAccessibleName(`Comments on Team, ${teamCount} comments`);
    await team.click();
    const panel = commentPanel(page, "Team");
    await expect(panel.getByRole("listitem")).toHaveCount(SHARING_CONSTANTS.commentPanelPageSize);
    await expect(panel.getByRole("listitem").first()).toContainText(`Team note ${teamCount}`);
    expect(await horizontalOverflow(page)).toBe(0);

    // The next section's bubble is below the panel, not under it: a real press reaches it.
    const concepts = commentBubble(page, "Concepts");
    await concepts.scrollIntoViewIfNeeded();
    const [panelBox, conceptsBox] = [await panel.boundingBox(), await concepts.boundingBox()];
    expect(conceptsBox!.y).toBeGreaterThanOrEqual(panelBox!.y + panelBox!.height);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `open-${size.name}`);

    await panel.getByRole("button", { name: SHARE_PORTAL_TEXTS.showOlderComments }).click();
    await expect(panel.getByRole("listitem")).toHaveCount(teamCount);
    await expect(panel.getByRole("button", { name: SHARE_PORTAL_TEXTS.showOlderComments })).toHaveCount(0);

    // Esc closes it, the focus back on Team's bubble.
    await panel.getByLabel(SHARE_PORTAL_TEXTS.commentLabel).fill("Draft");
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(team).toBeFocused();

    // A press outside closes it too, and what was typed comes back with the panel (a tap on the sheet hides a
    // phone's keyboard); after a reload of the tab too. A press on the next bubble opens that one, its own box empty.
    await team.click();
    await expect(panel).toBeVisible();
    const box = panel.getByLabel(SHARE_PORTAL_TEXTS.commentLabel);
    await expect(box).toHaveValue("Draft");
    await box.fill("Draft, longer now");
    await page.getByRole("heading", { name: "Team", exact: true }).click();
    await expect(panel).toHaveCount(0);
    await expect(team).toBeFocused();
    await page.reload();
    await team.click();
    await expect(box).toHaveValue("Draft, longer now");
    await concepts.click();
    await expect(commentPanel(page, "Concepts").getByLabel(SHARE_PORTAL_TEXTS.commentLabel)).toHaveValue("");
    await expect(commentPanel(page, "Concepts")).toBeVisible();
    await shot(page, `next-${size.name}`);

    // A long paste is kept whole, counted, and refused under the field until it is shorter (no silent cut).
    const conceptsField = commentPanel(page, "Concepts").getByLabel(SHARE_PORTAL_TEXTS.commentLabel);
    await conceptsField.fill("x".repeat(SHARING_CONSTANTS.commentMaxChars + 500));
    await expect(conceptsField).toHaveValue("x".repeat(SHARING_CONSTANTS.commentMaxChars + 500));
    await expect(commentPanel(page, "Concepts")).toContainText(SHARE_PORTAL_TEXTS.commentTooLong(SHARING_CONSTANTS.commentMaxChars));
    await expect(commentPanel(page, "Concepts").getByRole("button", { name: SHARING_TEXTS.addComment })).toBeDisabled();
    await shot(page, `too-long-${size.name}`);
    expect(await horizontalOverflow(page)).toBe(0);
  });
}
