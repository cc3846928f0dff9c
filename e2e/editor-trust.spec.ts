import fs from "node:fs";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { REVISION_EDITOR_TEXTS as REVISIONS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { EDITOR_TEXTS, SAVE_STATE_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts.ts";
import { severeAxeViolations } from "./support/axe.ts";
import { adminApi, card, createSheet, expectAllSaved, FULL_SHEET_FIELDS, openEditor, sheetOf } from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 24: nothing a producer does in the editor is silently dropped. What is on screen is what leaves
 * (the PDF of a scene added and not saved has it), a conflict does not end saving a section, and on a phone
 * the sticky header stays short with its actions in a menu. Wider, the header is one row: Share and Publish
 * revision in sight, the secondary actions in 'More'.
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
  // Download PDF is one of the bar's secondary actions, in 'More'.
  await page.getByRole("button", { name: TRUST.more }).click();
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

/** The editor's sticky bar (the console's own bar above it is a banner too). */
const editorBar = (page: Page) => page.getByRole("banner").filter({ has: page.getByRole("heading", { level: 1 }) });

/** A sheet published as REV 1 and then changed (its client), so the bar says 'Draft: changed since REV 1'. */
async function draftSheet(page: Page, title: string) {
  const id = await createSheet(title, FULL_SHEET_FIELDS);
  const api = await adminApi();
  expect((await api.post(`/api/call-sheets/${id}/revisions`, { data: { note: "", afterRevision: null } })).status()).toBe(201);
  await api.dispose();
  await signInAsAdmin(page);
  await openEditor(page, id);
  const client = card(page, "Title and Client").getByLabel("Client");
  await client.fill(`Client changed ${run}`);
  await client.blur();
  await expectAllSaved(page);
  await expect(editorBar(page).getByText(REVISIONS.draft(1))).toBeVisible();
  return id;
}

/** Every box's right edge, for "inside the screen". */
const boxesOf = (scope: Locator, selector: string) =>
  scope.locator(selector).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));

test.describe("the header on a phone (375 x 812)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("is at most 120 px tall with REV 1 and its draft readable, with every action in a menu that the keyboard opens, walks and closes", async ({ page }) => {
    await draftSheet(page, `Phone header with a long title that does not fit ${run}`);
    const header = editorBar(page);
    const height = (await header.boundingBox())!.height;
    console.log(`editor header at 375x812 with REV 1 and its draft: ${height} px`);
    expect(height).toBeLessThanOrEqual(120);
    // The revision line is whole and inside the screen: not cut, not under the menu's button.
    for (const text of [REVISIONS.revisionLabel(1), REVISIONS.draft(1)]) {
      const line = header.getByText(text, { exact: true });
      await expect(line).toBeVisible();
      const box = (await line.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual((await header.getByRole("button", { name: TRUST.menu }).boundingBox())!.x);
      expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/editor-trust-375-closed.png` });

    const menu = header.getByRole("button", { name: TRUST.menu });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("button", { name: TRUST.more })).toHaveCount(0);
    await expect(header.getByRole("link", { name: EDITOR_TEXTS.print })).toBeHidden();
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const actions = header.getByRole("navigation");
    // Share and Publish revision first, Back to Dashboard last.
    await expect(actions.getByRole("button", { name: "Share" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(actions.getByRole("link", { name: EDITOR_TEXTS.backToDashboard })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("button", { name: "Share" })).toBeFocused();
    for (const step of ["Collaborators", "Comments"]) {
      await page.keyboard.press("ArrowDown");
      await expect(actions.getByRole("link", { name: step })).toBeFocused();
    }
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("button", { name: REVISIONS.publish })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("link", { name: EDITOR_TEXTS.print })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("button", { name: EDITOR_TEXTS.downloadPdf })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(actions.getByRole("link", { name: EDITOR_TEXTS.print })).toBeFocused();
    // Every action fits the screen.
    for (const box of await boxesOf(actions, `[id="${await menu.getAttribute("aria-controls")}"] > :is(a, button)`)) {
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

for (const { width, height, tallest } of [
  { width: 1440, height: 900, tallest: 80 },
  { width: 1024, height: 768, tallest: 100 },
]) {
  test(`at ${width} px the header is one row: Share and Publish revision in sight, Print, Download PDF and Revisions in 'More'`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await draftSheet(page, `Desktop header with a title long enough to be cut short at narrower widths ${run}`);
    const header = editorBar(page);
    await expect(header.getByRole("button", { name: TRUST.menu })).toHaveCount(0);
    await expect(header.getByRole("link", { name: EDITOR_TEXTS.backToDashboard })).toBeVisible();
    const actions = header.getByRole("navigation");
    const shown = [
      actions.getByRole("button", { name: "Share", exact: true }),
      actions.getByRole("link", { name: "Collaborators" }),
      actions.getByRole("link", { name: "Comments" }),
      actions.getByRole("button", { name: REVISIONS.publish }),
      actions.getByRole("button", { name: TRUST.more }),
    ];
    for (const item of shown) await expect(item).toBeVisible();
    // One row: every button at the same height, the whole bar inside the screen, nothing scrolls sideways.
    const tops = new Set<number>();
    for (const item of shown) {
      const box = (await item.boundingBox())!;
      tops.add(Math.round(box.y));
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect([...tops]).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(header.getByText(REVISIONS.draft(1))).toBeVisible();
    const barHeight = (await header.boundingBox())!.height;
    console.log(`editor header at ${width}x${height} with REV 1 and its draft: ${barHeight} px`);
    expect(barHeight).toBeLessThanOrEqual(tallest);
    await page.screenshot({ path: `${SHOTS}/editor-trust-${width}.png` });

    // 'More': the arrow key opens it on its first action, Escape closes it with the focus back.
    const more = actions.getByRole("button", { name: TRUST.more });
    for (const name of [EDITOR_TEXTS.print, REVISIONS.history]) await expect(actions.getByRole("link", { name })).toBeHidden();
    await more.focus();
    await page.keyboard.press("ArrowDown");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(actions.getByRole("link", { name: EDITOR_TEXTS.print })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("button", { name: EDITOR_TEXTS.downloadPdf })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(actions.getByRole("link", { name: REVISIONS.history })).toBeFocused();
    for (const box of await boxesOf(actions, `[id="${await more.getAttribute("aria-controls")}"] > :is(a, button)`)) expect(box.right).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/editor-trust-${width}-more.png` });
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(more).toBeFocused();
    expect((await header.boundingBox())!.height).toBe(barHeight);
  });
}
