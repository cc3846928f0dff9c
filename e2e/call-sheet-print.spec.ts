import fs from "node:fs";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { CONSOLE_BAR } from "@repo/contracts/adminConsole/texts";
import { EDITOR_TRUST_TEXTS } from "@repo/contracts/adminConsole/editorTrustTexts";
import { PRINT_VIEW_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { signInAsAdmin } from "./support/accounts.ts";
import { severeAxeViolations } from "./support/axe.ts";
import { card, createSheet, FULL_SHEET_FIELDS, fullSheet, openEditor } from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";

const SHOTS = "/tmp/e2e-shots";
const run = Date.now().toString(36);
/** 228 x 320 mm in PDF points (72 per inch). */
const PAGE_PT = { width: (228 / 25.4) * 72, height: (320 / 25.4) * 72 };
/** The same page in CSS px at 96 dpi. */
const PAGE_PX = { width: 862, height: 1209 };

test("the print view shows the sheet; print media hides the console bar and the controls; axe is clean", async ({ page }) => {
  const title = `Print view ${run}`;
  const id = await createSheet(title, FULL_SHEET_FIELDS);
  await signInAsAdmin(page);
  await page.setViewportSize(PAGE_PX);
  await page.goto(`/admin/call-sheet-print/${id}`);
  const sheet = page.getByRole("article", { name: `${title} · Call Sheet` });
  await expect(sheet).toBeVisible();
  for (const text of [title, fullSheet.client, "Marko Petrović", "Kalemegdan Fortress", "Sunrise walk", "Vintage wicker basket", "DJI RS 4 gimbal", "Sara Nikolić", "Emergency: 112"])
    await expect(sheet).toContainText(text);
  for (const heading of ["Time, Date and Location", "Team", "Concepts", "Actor Contacts", "Shooting Agenda", "Props", "Gear", "Weather", "Costume Notes", "Technical Specifications", "Set Notes", "Emergency Contacts"])
    await expect(sheet.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  // Unchecked items are not on the sheet once some are checked (spec §4).
  await expect(sheet).not.toContainText("Drone (not permitted on site)");

  const controls = page.getByRole("navigation", { name: PRINT_VIEW_TEXTS.controlsLabel });
  const consoleBar = page.getByRole("banner").filter({ hasText: CONSOLE_BAR.brand });
  await expect(controls).toBeVisible();
  await expect(controls.getByRole("link", { name: PRINT_VIEW_TEXTS.backToEditor })).toHaveAttribute("href", `/admin/call-sheet/${id}`);
  await expect(consoleBar).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // On screen a section's body is laid out only near the viewport; on paper every one is.
  const teamBody = sheet.locator("#team > div");
  const contentVisibility = () => teamBody.evaluate((element) => getComputedStyle(element).contentVisibility);
  expect(await contentVisibility()).toBe("auto");

  await page.emulateMedia({ media: "print" });
  await expect(controls).toBeHidden();
  await expect(consoleBar).toBeHidden();
  await expect(sheet).toBeVisible();
  expect(await contentVisibility()).toBe("visible");
  // The sheet starts at the top of the page: nothing left above it.
  expect((await sheet.boundingBox())!.y).toBeLessThan(40);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/print-view-page1.png` });
  await page.screenshot({ path: `${SHOTS}/print-view-full.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
  await expect(controls).toBeVisible();
});

test("a sheet id that does not exist shows 'Call sheet not found'", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/call-sheet-print/987654321");
  await expect(page.getByRole("heading", { name: "Call sheet not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: EDITOR_TEXTS.backToDashboard })).toBeVisible();
  await page.goto("/admin/call-sheet-print/not-a-number");
  await expect(page.getByRole("heading", { name: "Call sheet not found" })).toBeVisible();
  await page.goto("/admin/call-sheet/987654321");
  await expect(page.getByRole("heading", { name: "Call sheet not found" })).toBeVisible();
});

async function downloadPdf(page: Page, id: number) {
  await openEditor(page, id);
  const downloading = page.waitForEvent("download", { timeout: 45_000 });
  await page.getByRole("button", { name: EDITOR_TRUST_TEXTS.more }).click();
  await page.getByRole("button", { name: EDITOR_TEXTS.downloadPdf }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const pdf = await PDFDocument.load(fs.readFileSync(file));
  const sizes = pdf.getPages().map((pdfPage) => pdfPage.getSize());
  for (const size of sizes) {
    expect(Math.abs(size.width - PAGE_PT.width)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(size.height - PAGE_PT.height)).toBeLessThanOrEqual(1.5);
  }
  await expect(page.getByRole("button", { name: EDITOR_TEXTS.downloadPdf })).toBeEnabled();
  return sizes.length;
}

test("Download PDF gives 228 x 320 mm pages: several for a full sheet, one for a nearly empty one", async ({ page }) => {
  test.setTimeout(120_000);
  const full = await createSheet(`PDF full ${run}`, FULL_SHEET_FIELDS);
  const empty = await createSheet(`PDF empty ${run}`, { client: "Nobody yet" });
  await signInAsAdmin(page);
  const fullPages = await downloadPdf(page, full);
  expect(fullPages).toBeGreaterThan(1);
  expect(await downloadPdf(page, empty)).toBe(1);
  await expect(card(page, "Title and Client").getByLabel("Client")).toHaveValue("Nobody yet");
  test.info().annotations.push({ type: "pdf pages", description: `full sheet: ${fullPages}, nearly empty: 1` });
});
