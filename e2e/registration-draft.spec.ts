import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { fillForm, submitButton } from "./support/registrationForm.ts";

/** Every field as fillForm left it, photo included. */
async function expectFormAsFilled(page: Page, email: string) {
  await expect(page.getByLabel("Full Name")).toHaveValue("Jovana Đorđević");
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("City")).toHaveValue("Beograd");
  // Under the field's name the stand-in holds the country's name, react-select (once loaded) its code.
  await expect(page.locator('input[name="country"]')).toHaveValue(/^(Serbia|RS)$/);
  await expect(page.getByLabel("Phone Number")).toHaveValue("+381 641234567");
  await expect(page.getByRole("combobox", { name: "Day" })).toHaveValue("07");
  await expect(page.getByRole("combobox", { name: "Month" })).toHaveValue("03");
  await expect(page.getByRole("combobox", { name: "Year" })).toHaveValue("1999");
  await expect(page.getByRole("img", { name: "Profile photo preview" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Instagram" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Instagram username" })).toHaveValue("@jovana.dj");
  await expect(page.getByRole("checkbox", { name: /I accept the Terms of Use/ })).toBeChecked();
  await expect(submitButton(page)).toBeEnabled();
}

test.describe("the draft survives reading the terms", () => {
  test("at 1440 px, back by the terms' button, by the browser's Back and after a reload; gone once sent", async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const email = `draft.${Date.now()}@example.com`;
    await fillForm(page, email);

    await page.getByRole("link", { name: "Terms of Use", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "TERMS OF USE" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Registration" }).click();
    await expectFormAsFilled(page, email);

    await page.getByRole("link", { name: "Terms of Use", exact: true }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.goBack();
    await expectFormAsFilled(page, email);

    await page.reload();
    await expectFormAsFilled(page, email);

    await submitButton(page).click();
    await expect(page).toHaveURL(/\/success$/);
    await page.getByRole("link", { name: "Back to Registration" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByRole("img", { name: "Profile photo preview" })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("at 375 px, a half-filled form comes back from the terms as it was", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByLabel("Full Name").fill("Marko Marković");
    await page.getByRole("radio", { name: "Male", exact: true }).check();
    await page.getByRole("checkbox", { name: "TikTok" }).check();
    await page.getByRole("link", { name: "Terms of Use", exact: true }).click();
    await page.getByRole("link", { name: "Back to Registration" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("Marko Marković");
    await expect(page.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "TikTok" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "TikTok username" })).toBeEnabled();
    await expect(page.getByLabel("Email")).toHaveValue("");
  });
});
