import fs from "node:fs";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS, SAVE_STATE_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts.ts";
import { severeAxeViolations } from "./support/axe.ts";
import { card, createSheet, expectAllSaved, FULL_SHEET_FIELDS, openEditor, sheetOf } from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 24: nothing a producer does in the editor is silently dropped. What is on screen is what leaves
 * (the PDF of a scene added and not saved has it), a conflict does not end saving a section, and on a phone
 * the sticky header stays short with its actions in a menu.
 */

const SHOTS = "/tmp/e2e-shots";
const run = Date.now().toString(36);

/** Every run of text in a PDF, read with pdf.js (what a reader of the file sees). */
async function pdfText(file: string): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const runs: string[] = [];
  try {
    for (let page = 1; page <= document.numPages; page++) {
      const content = await (await document.getPage(page)).getTextContent();
      for (const item of content.items) if ("str" in item) runs.push(item.str);
    }
  } finally {
    await document.destroy();
  }
  return runs.join(" ");
}

const patchesOf = (page: Page) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH" && /\/api\/call-sheets\/\d+$/.test(new URL(request.url()).pathname)) sent.push(request.postData() ?? "");
  });
  return sent;
};

test("Download PDF right after adding a scene (no 'Save Changes') saves it first: the PDF has the scene", async ({ page }) => {
  test.setTimeout(120_000);
  const id = await createSheet(`Unsaved scene ${run}`);
  await signInAsAdmin(page);
  await openEditor(page, id);
  const agenda = card(page, "Shooting Agenda");
  const scene = `Rooftop at dusk ${run}`;
  await agenda.getByLabel("Scene name").fill(scene);
  await agenda.getByRole("button", { name: "Add Scene" }).click();
  await expect(agenda.getByText(EDITOR_TEXTS.unsavedChanges)).toBeVisible();

  const downloading = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByRole("button", { name: EDITOR_TEXTS.downloadPdf }).click();
  const download = await downloading;
  const text = await pdfText((await download.path())!);
  expect(text).toContain(scene);
  // Saved, not only printed: the draft is gone and the server has the scene.
  await expect(agenda.getByText(EDITOR_TEXTS.unsavedChanges)).toHaveCount(0);
  expect(JSON.parse(String((await sheetOf(id)).sceneSchedule))).toEqual([expect.objectContaining({ name: scene })]);
});

test("two tabs: after a conflict in Props the losing tab shows what is stored, and its next toggle is sent and saved", async ({ context }) => {
  test.setTimeout(120_000);
  const id = await createSheet(`Conflict toggle ${run}`, FULL_SHEET_FIELDS);
  const first = await context.newPage();
  await signInAsAdmin(first);
  const second = await context.newPage();
  await openEditor(first, id);
  await openEditor(second, id);
  const sent = patchesOf(second);

  // The first tab adds a prop; the second, still on the old version, adds another: 409.
  await card(first, "Props").getByLabel("New prop").fill(`From the first tab ${run}`);
  await card(first, "Props").getByRole("button", { name: "Add Prop" }).click();
  await expectAllSaved(first);
  await card(second, "Props").getByLabel("New prop").fill(`From the second tab ${run}`);
  await card(second, "Props").getByRole("button", { name: "Add Prop" }).click();
  await expect(second.getByRole("banner").getByRole("status")).toHaveText(SAVE_STATE_TEXTS.conflict);
  const props = card(second, "Props").getByRole("list", { name: "Props" });

  // A later toggle in the same section: a request goes out (before issue 24 none did, and nothing said why).
  const before = sent.length;
  const toggle = second.waitForRequest((request) => request.method() === "PATCH", { timeout: 10_000 });
  await props.getByRole("checkbox").first().click();
  expect((await (await toggle).response())?.status()).toBe(200);
  expect(sent.length).toBe(before + 1);
  const stored = JSON.parse(String((await sheetOf(id)).props)) as { name: string; isChecked: boolean }[];
  expect(stored[0]!.isChecked).toBe(await props.getByRole("checkbox").first().isChecked());

  // The card shows what is stored, not the item that was never saved; that one waits in the banner.
  await expect(props).toContainText(`From the first tab ${run}`);
  await expect(props).not.toContainText(`From the second tab ${run}`);
  expect(stored.map((item) => item.name)).toContain(`From the first tab ${run}`);
  const banner = second.getByRole("alert").filter({ hasText: TRUST.conflictShown("Props") });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("definition")).toContainText(`From the second tab ${run}`);
  await expect(banner.getByRole("button", { name: SAVE_STATE_TEXTS.reloadSection })).toBeVisible();
  await banner.screenshot({ path: `${SHOTS}/editor-trust-conflict.png` });

  // 'Keep my version' puts the refused item back and saves it over the other change.
  await banner.getByRole("button", { name: SAVE_STATE_TEXTS.keepMine }).click();
  await expect(banner).toHaveCount(0);
  await expect(props).toContainText(`From the second tab ${run}`);
  await expectAllSaved(second);
  expect(JSON.parse(String((await sheetOf(id)).props)).map((item: { name: string }) => item.name)).toContain(`From the second tab ${run}`);
});

test.describe("the header on a phone (375 x 812)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("is at most 120 px tall, with its actions in a menu that the keyboard opens, walks and closes", async ({ page }) => {
    const id = await createSheet(`Phone header with a long title that does not fit ${run}`, FULL_SHEET_FIELDS);
    await signInAsAdmin(page);
    await openEditor(page, id);
    const header = page.getByRole("banner").filter({ has: page.getByRole("heading", { level: 1 }) });
    const height = (await header.boundingBox())!.height;
    console.log(`editor header at 375x812: ${height} px`);
    expect(height).toBeLessThanOrEqual(120);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/editor-trust-375-closed.png` });

    const menu = header.getByRole("button", { name: TRUST.menu });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("link", { name: EDITOR_TEXTS.print })).toBeHidden();
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const actions = header.getByRole("navigation");
    await expect(actions.getByRole("link", { name: EDITOR_TEXTS.backToDashboard })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("link", { name: EDITOR_TEXTS.print })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("button", { name: EDITOR_TEXTS.downloadPdf })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("button", { name: "Share" })).toBeFocused();
    // Every action fits the screen.
    for (const box of await actions.locator(":scope > a, :scope > button").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
    }
    await page.screenshot({ path: `${SHOTS}/editor-trust-375-menu.png` });
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await expect(actions.getByRole("link", { name: EDITOR_TEXTS.print })).toBeHidden();
    // The header's height did not change with the menu (it opens over the page).
    expect((await header.boundingBox())!.height).toBe(height);
  });
});

test("the scene form refuses an empty scene with its message and says when a name reaches 200 characters", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const id = await createSheet(`Scene form ${run}`);
  await signInAsAdmin(page);
  await openEditor(page, id);
  const agenda = card(page, "Shooting Agenda");
  await agenda.getByRole("button", { name: "Add Scene" }).click();
  await expect(agenda.getByText(TRUST.emptyScene)).toBeVisible();
  await expect(agenda.getByLabel("Scene name")).toHaveAttribute("aria-invalid", "true");
  await expect(agenda.getByRole("list", { name: "Scenes" })).toHaveCount(0);
  await expect(agenda.getByText(EDITOR_TEXTS.unsavedChanges)).toHaveCount(0);
  await agenda.getByLabel("Scene name").fill("n".repeat(230));
  expect((await agenda.getByLabel("Scene name").inputValue()).length).toBe(200);
  await expect(agenda.getByText(TRUST.nameLimit(200))).toBeVisible();
  // Typing again ends the empty-scene message.
  await expect(agenda.getByText(TRUST.emptyScene)).toHaveCount(0);
  await agenda.getByLabel("Scene name").evaluate((input) => input.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${SHOTS}/editor-trust-375-scene-limit.png` });
});

test("at 1440 px the header keeps its actions as visible buttons, no menu", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await createSheet(`Desktop header ${run}`, FULL_SHEET_FIELDS);
  await signInAsAdmin(page);
  await openEditor(page, id);
  const header = page.getByRole("banner").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByRole("button", { name: TRUST.menu })).toBeHidden();
  for (const name of [EDITOR_TEXTS.backToDashboard, EDITOR_TEXTS.print]) await expect(header.getByRole("link", { name })).toBeVisible();
  await expect(header.getByRole("button", { name: EDITOR_TEXTS.downloadPdf })).toBeVisible();
  await expect(header.getByRole("button", { name: "Share" })).toBeVisible();
  console.log(`editor header at 1440x900: ${(await header.boundingBox())!.height} px`);
  await page.screenshot({ path: `${SHOTS}/editor-trust-1440.png` });
});
