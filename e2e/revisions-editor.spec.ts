import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { signInAsAdmin } from "./support/accounts.ts";
import { severeAxeViolations } from "./support/axe.ts";
import { card, createSheet, expectAllSaved, FULL_SHEET_FIELDS, openEditor, sheetOf, toastWith } from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 25, the producer's side of revisions, through the gateway and the built apps: publish with a note,
 * change the call time and move a scene, publish again (the scene move only in the agenda's draft: publishing
 * saves it first), open the history, REV 1 read-only with the old call time, and REV 1 against REV 2.
 * The publish dialog is driven with the keyboard only. At 1440 px 'Publish revision' is a button of the bar
 * and 'Revisions' is in its 'More' menu; at 375 px both are in the 'Actions' menu.
 */

const SHOTS = "/tmp/e2e-shots";
const run = Date.now().toString(36);
const CALL_TIME_CHANGE = "Call time 06:30 -> 06:00";
const SCENE_MOVE = "Scene 'Sunrise walk' moved before 'Crew call & set-up'";

const header = (page: Page) => page.getByRole("banner").filter({ has: page.getByRole("heading", { level: 1 }) });
const menuButton = (page: Page) => header(page).getByRole("button", { name: TRUST.menu });

/** Focuses an action of the bar: on a phone the menu is opened and walked with the arrow keys. */
async function focusAction(page: Page, phone: boolean, action: Locator) {
  if (phone) {
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    for (let step = 0; step < 12 && !(await action.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press("ArrowDown");
  } else {
    await action.focus();
  }
  await expect(action).toBeFocused();
}

/** Publishes with the keyboard only: Enter on 'Publish revision', the note typed, Tab to the dialog's Publish, Enter. */
async function publishWithKeyboard(page: Page, phone: boolean, number: number, note: string, shot: string) {
  await focusAction(page, phone, header(page).getByRole("button", { name: TEXTS.publish }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: TEXTS.dialogTitle(number) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(TEXTS.noRecipients)).toBeVisible();
  const field = dialog.getByRole("textbox", { name: TEXTS.noteLabel });
  await expect(field).toBeFocused();
  await page.keyboard.type(note);
  await expect(dialog.getByText(TEXTS.noteCount(note.length, 500))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${shot}` });
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: TEXTS.cancel })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: TEXTS.dialogTitle(number) })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(toastWith(page, TEXTS.published(number)).first()).toBeVisible();
  if (phone) {
    // The menu closed with the dialog, the focus back on its button.
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page)).toBeFocused();
  }
}

for (const { width, height, phone } of [
  { width: 1440, height: 900, phone: false },
  { width: 375, height: 812, phone: true },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, ...(phone ? { hasTouch: true, isMobile: true } : {}) });

    test("publish with a note, edit, publish again, open REV 1 read-only and compare REV 1 with REV 2", async ({ page }) => {
      test.setTimeout(150_000);
      fs.mkdirSync(SHOTS, { recursive: true });
      const id = await createSheet(`Revisions ${width} ${run}`, FULL_SHEET_FIELDS);
      await signInAsAdmin(page);
      await openEditor(page, id);
      await expect(header(page).getByText(TEXTS.unpublished)).toBeVisible();

      await publishWithKeyboard(page, phone, 1, "First call for the fortress", `revisions-${width}-publish-dialog.png`);
      await expect(toastWith(page, TEXTS.firstRevision).first()).toBeVisible();
      await expect(header(page).getByText(TEXTS.revisionLabel(1), { exact: true })).toBeVisible();
      await expect(header(page).getByText(TEXTS.draft(1))).toHaveCount(0);

      // The call time saves when left; the scene's move waits in the agenda's draft ('Save Changes' not pressed).
      const titleCard = card(page, "Title and Client");
      await titleCard.getByLabel("Call time").fill("06:00");
      // Left by blur: Tab walks a time field's own hour and minute parts first.
      await titleCard.getByLabel("Call time").blur();
      await expectAllSaved(page);
      await expect(header(page).getByText(TEXTS.draft(1))).toBeVisible();
      await card(page, "Shooting Agenda").getByRole("button", { name: "Move Sunrise walk up" }).click();
      await page.screenshot({ path: `${SHOTS}/revisions-${width}-draft-header.png` });

      await publishWithKeyboard(page, phone, 2, "Call time moved for the rain", `revisions-${width}-publish-dialog-2.png`);
      for (const line of [CALL_TIME_CHANGE, SCENE_MOVE]) await expect(toastWith(page, line).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/revisions-${width}-published-toast.png` });
      await expect(header(page).getByText(TEXTS.revisionLabel(2), { exact: true })).toBeVisible();
      await expect(header(page).getByText(TEXTS.draft(2))).toHaveCount(0);
      // The scene's move reached the server before the publish: it is in the sheet, and the editor has no draft.
      expect((JSON.parse(String((await sheetOf(id)).sceneSchedule)) as { name: string }[]).slice(0, 2).map((scene) => scene.name)).toEqual(["Sunrise walk", "Crew call & set-up"]);

      // The history, from the bar's 'More' menu ('Actions' on a phone, where every action is).
      await header(page).getByRole("button", { name: phone ? TRUST.menu : TRUST.more }).click();
      await header(page).getByRole("link", { name: TEXTS.history }).click();
      await expect(page).toHaveURL(/\?view=revisions$/);
      const history = page.getByRole("dialog", { name: TEXTS.historyTitle });
      const items = history.getByRole("list", { name: TEXTS.historyList }).getByRole("listitem");
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toHaveAccessibleName("REV 2");
      await expect(items.nth(0)).toContainText("Call time moved for the rain");
      await expect(items.nth(1)).toContainText("First call for the fortress");
      await expect(items.nth(1)).toContainText(/by \S+/);
      await page.screenshot({ path: `${SHOTS}/revisions-${width}-history.png` });
      expect(await severeAxeViolations(page)).toEqual([]);

      // REV 1 read-only: the document as published then, with the old call time.
      await items.nth(1).getByRole("link", { name: TEXTS.open(1) }).click();
      const readOnly = page.getByRole("dialog", { name: TEXTS.readOnly(1) });
      await expect(readOnly.getByRole("note", { name: TEXTS.readOnly(1) })).toBeVisible();
      const callTime = readOnly.locator("dt", { hasText: "Call time" }).locator("xpath=following-sibling::dd");
      await expect(callTime).toHaveText("06:30", { timeout: 15_000 });
      await expect(readOnly.getByRole("textbox")).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/revisions-${width}-rev1-read-only.png` });

      // REV 1 against REV 2: the two changes, each under its section.
      await readOnly.getByRole("link", { name: TEXTS.backToList }).click();
      const picker = history.getByRole("form", { name: TEXTS.compare });
      await expect(picker.getByLabel(TEXTS.compareFrom)).toHaveValue("1");
      await expect(picker.getByLabel(TEXTS.compareTo)).toHaveValue("2");
      await picker.getByRole("button", { name: TEXTS.compare }).click();
      const compared = page.getByRole("dialog", { name: TEXTS.compareTitle(1, 2) });
      await expect(compared.getByRole("region", { name: "Project Details" }).getByRole("listitem")).toHaveText([CALL_TIME_CHANGE]);
      await expect(compared.getByRole("region", { name: "Shooting Agenda" }).getByRole("listitem")).toHaveText([SCENE_MOVE]);
      await expect(compared.getByText(TEXTS.changesCount(2))).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/revisions-${width}-compare.png` });
      expect(await severeAxeViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      await expect(compared).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/admin/call-sheet/${id}$`));
    });
  });
}
