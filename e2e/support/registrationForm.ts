import { expect, type Page } from "@playwright/test";
import { jpegFile } from "./files.ts";

/** The form's submit button, in either of its labels. */
export const submitButton = (page: Page) => page.getByRole("button", { name: /Submit Registration|Submitting\.\.\./ });

/** The touch screen of a phone: 375 px wide, taps instead of clicks. */
export const PHONE_CONTEXT = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true } as const;

export async function chooseCountry(page: Page, name: string) {
  await page.locator("#country").fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}

export async function chooseBirthDate(page: Page, day: string, month: string, year: string) {
  await page.getByRole("combobox", { name: "Day" }).selectOption(day);
  await page.getByRole("combobox", { name: "Month" }).selectOption({ label: month });
  await page.getByRole("combobox", { name: "Year" }).selectOption(year);
}

/** Fills every field as an applicant would, with a real 1600x1200 JPEG. */
export async function fillForm(page: Page, email: string) {
  await page.getByLabel("Full Name").fill("Jovana Đorđević");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("City").fill("Beograd");
  await chooseCountry(page, "Serbia");
  await expect(page.getByLabel("Phone Number")).toHaveValue("+381 ");
  await page.getByLabel("Phone Number").pressSequentially("641234567");
  await chooseBirthDate(page, "07", "March", "1999");
  await page.getByLabel("Profile Photo").setInputFiles(await jpegFile("me.jpg", 1600, 1200));
  await expect(page.getByRole("img", { name: "Profile photo preview" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Instagram" }).check();
  await page.getByRole("textbox", { name: "Instagram username" }).fill("@jovana.dj");
  await page.getByRole("checkbox", { name: /I accept the Terms of Use/ }).check();
}
