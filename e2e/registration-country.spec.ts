import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { PHONE_CONTEXT } from "./support/registrationForm.ts";

/** What an applicant fills before reaching Country: the fields above it, in order. */
async function fillFieldsAboveCountry(page: Page) {
  await page.getByLabel("Full Name").fill("Jovana Đorđević");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel("Email").fill("jovana@example.com");
  await page.getByLabel("City").fill("Beograd");
}

/** The first press on Country opened the list, kept the focus, and typing filters the list. */
async function expectCountryOpenAndTypable(page: Page) {
  const country = page.locator("#country");
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(country).toBeFocused();
  await page.keyboard.type("Serb");
  await expect(country).toHaveValue("Serb");
  await expect(page.getByRole("option", { name: "Serbia", exact: true })).toBeVisible();
  await expect(page.getByText("Country is required")).toHaveCount(0);
}

test.describe("Country on the first press, whatever was filled before", () => {
  test("a click at 1440 px opens the list, keeps the focus and what is typed", async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await fillFieldsAboveCountry(page);
    await page.locator("#country").click();
    await expectCountryOpenAndTypable(page);
    expect(pageErrors).toEqual([]);
  });

  test("a tap on a 375 px touch screen opens the list, keeps the focus and what is typed", async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto("/");
    await fillFieldsAboveCountry(page);
    await page.locator("#country").tap();
    await expectCountryOpenAndTypable(page);
    await context.close();
  });

  test("a click as the very first thing on the page still opens the list", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.locator("#country").click();
    await expectCountryOpenAndTypable(page);
  });
});
