import type { Page } from "@playwright/test";
import { severeAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { chooseBirthDate, chooseCountry, submitButton } from "./support/registrationForm.ts";
import { jpegFile } from "./support/files.ts";

/** The list beside the disabled Submit. */
const missingList = (page: Page) => page.locator("#registration-missing");

/** Everything but gender, photo and terms: the three a person can skip without ever touching them. */
async function fillAllButGenderPhotoAndTerms(page: Page) {
  await page.getByLabel("Full Name").fill("Jovana Đorđević");
  await page.getByLabel("Email").fill("jovana@example.com");
  await page.getByLabel("City").fill("Beograd");
  await chooseCountry(page, "Serbia");
  await page.getByLabel("Phone Number").pressSequentially("641234567");
  await chooseBirthDate(page, "07", "March", "1999");
  await page.getByRole("checkbox", { name: "Instagram" }).check();
  await page.getByRole("textbox", { name: "Instagram username" }).fill("@jovana.dj");
}

for (const viewport of [
  { name: "1440 px", width: 1440, height: 900 },
  { name: "375 px", width: 375, height: 740 },
]) {
  test(`at ${viewport.name}, a disabled Submit says what is missing, and each item leads to its field`, async ({ page, pageErrors }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await fillAllButGenderPhotoAndTerms(page);
    await expect(submitButton(page)).toBeDisabled();
    const links = missingList(page).getByRole("link");
    await expect(links).toHaveText(["Gender", "Profile Photo", "Consent to the terms"]);
    await expect(submitButton(page)).toHaveAccessibleDescription(/To submit, complete:.*Gender.*Profile Photo.*Consent to the terms/);

    await missingList(page).getByRole("link", { name: "Gender" }).click();
    await expect(page.getByRole("radio", { name: "Male", exact: true })).toBeFocused();
    await missingList(page).getByRole("link", { name: "Profile Photo" }).click();
    await expect(page.getByLabel("Profile Photo")).toBeFocused();
    await missingList(page).getByRole("link", { name: "Consent to the terms" }).click();
    await expect(page.getByRole("checkbox", { name: /I accept the Terms of Use/ })).toBeFocused();
    // Field errors shown (left empty and then filled wrong) beside the list: still nothing serious for axe.
    await page.getByLabel("Email").fill("jovana@");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill("jovana@example.com");

    // Filled one by one, the list shrinks, and goes once Submit can be pressed.
    await page.getByRole("radio", { name: "Female" }).check();
    await expect(links).toHaveText(["Profile Photo", "Consent to the terms"]);
    await page.getByLabel("Profile Photo").setInputFiles(await jpegFile("me.jpg", 800, 600));
    await page.getByRole("checkbox", { name: /I accept the Terms of Use/ }).check();
    await expect(submitButton(page)).toBeEnabled();
    await expect(missingList(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test.describe("the form's details at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the terms checkbox keeps its 18 px square beside the long label", async ({ page }) => {
    await page.goto("/");
    const box = await page.getByRole("checkbox", { name: /I accept the Terms of Use/ }).boundingBox();
    expect(box).toMatchObject({ width: 18, height: 18 });
  });

  test("the social-profiles rule shows once, in red when it is broken", async ({ page }) => {
    await page.goto("/");
    const rule = page.getByText("Select and fill at least one social media profile.");
    await expect(rule).toHaveCount(1);
    await page.getByRole("checkbox", { name: "TikTok" }).check();
    await page.getByRole("checkbox", { name: "TikTok" }).uncheck();
    await expect(rule).toHaveCount(1);
    await expect(rule).toHaveCSS("color", "rgb(185, 28, 28)");
  });

  test("an invalid Country has the red border the other fields have", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("City").focus(); // the form fetches react-select once it is touched
    const control = page.locator('[class*="-control"]').filter({ has: page.locator("#country") });
    await expect(control).toBeVisible();
    await page.locator("#country").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByText("Country is required")).toBeVisible();
    await expect(control).toHaveCSS("border-top-color", "rgb(185, 28, 28)");
    await expect(page.getByLabel("City")).toHaveCSS("border-top-color", "rgb(185, 28, 28)"); // left empty too: the same red
  });
});
