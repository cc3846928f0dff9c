import jsQR from "jsqr";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { DOCUMENT_REVISION_TEXTS } from "@repo/contracts/callSheets/documentRevisionTexts";
import { callSheetPdfUrl, callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { pdfPageImage } from "../services/api/src/pdf/pageImage.ts";
import { signInAsAdmin } from "./support/accounts.ts";
import { adminApi, createSheet, FULL_SHEET_FIELDS } from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";
import { scanQr as scan } from "./support/qr.ts";

/**
 * Issues 25/26 through the gateway: the admin's print view and the PDF of a published sheet carry
 * 'REV 1' and a QR code; a phone's camera (jsQR on the pixels) reads the sheet's shared address from both,
 * and that address, opened without a grant, is the gate (the login form), not the sheet.
 */
const SHOTS = "/tmp/e2e-shots";
const run = Date.now().toString(36);


const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/paper-${name}.png`, fullPage: false });

test("the print view and the PDF of revision 1 carry 'REV 1' and a QR code of the shared address, which without a grant opens the gate", async ({ page, browser, baseURL }) => {
  // Two renders, a PDF drawn and scanned, two browser contexts: well past a minute on a busy two-core machine.
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const title = `Paper leads back ${run} 🎬`;
  const id = await createSheet(title, FULL_SHEET_FIELDS);
  const api = await adminApi();
  expect((await api.post(callSheetRevisionsUrl(id), { data: { afterRevision: null } })).status()).toBe(201);
  await api.dispose();
  const sharedAddress = `${baseURL}${sharedViewPath(id)}`;

  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/admin/call-sheet-print/${id}`);
  const sheet = page.getByRole("article", { name: `${title} · Call Sheet` });
  await expect(sheet.getByText(/^REV 1 · \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  const stamp = sheet.locator("[data-paper-stamp]");
  await expect(stamp.getByText(/^REV 1, printed /)).toBeVisible();
  await expect(stamp.getByRole("img", { name: DOCUMENT_REVISION_TEXTS.qrCodeLabel })).toBeVisible();
  expect(await scan(await stamp.screenshot())).toBe(sharedAddress);
  await shot(page, "print-view-1440");
  await page.emulateMedia({ media: "print" });
  await expect(stamp).toBeVisible();
  expect(await scan(await page.screenshot())).toBe(sharedAddress);
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(stamp).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await shot(page, "print-view-375");

  // The PDF as the API prints it behind the gateway: the same address, from the forwarded origin.
  const pdf = await page.request.get(callSheetPdfUrl(id));
  expect(pdf.status()).toBe(200);
  const pageImage = await pdfPageImage(new Uint8Array(await pdf.body()), 1, 2);
  fs.writeFileSync(`${SHOTS}/paper-pdf-1.png`, pageImage.png());
  expect(jsQR(pageImage.rgba, pageImage.width, pageImage.height)?.data).toBe(sharedAddress);

  // Whoever scans it without a grant gets the gate.
  const stranger = await browser.newContext();
  try {
    const phone = await stranger.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(sharedAddress);
    await expect(phone.getByRole("heading", { name: SHARING_TEXTS.loginTitle })).toBeVisible();
    await expect(phone.getByText(title)).toHaveCount(0);
    await shot(phone, "scanned-without-grant-375");
  } finally {
    await stranger.close();
  }
});
