import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts.ts";
import { modelRows, modelsHeading, shootings } from "./support/dashboard.ts";
import { expect, test } from "./support/fixtures.ts";
import { dayFromToday, seedCallSheets, seedModels } from "./support/seed.ts";

// A failing test must not hide the next ones (each builds its own state), and a missing control fails fast.
test.use({ actionTimeout: 10_000 });

test.beforeAll(async () => {
  seedModels(1000);
  // Shot today: first in My Shootings, whatever other tests add.
  await seedCallSheets(Array.from({ length: 8 }, (_, i) => ({ shootingTitle: `Layout shoot ${i + 1}`, shootingDate: dayFromToday(0) })));
});

/** The table's scroll box. */
const table = (page: Page) => page.locator("div:has(> table)");

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every column of the models table fits its card, Reg Date and Social Media included", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(modelRows(page)).toHaveCount(50);
    const { scrollWidth, clientWidth } = await table(page).evaluate((box) => ({ scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const card = (await table(page).boundingBox())!;
    for (const name of ["Reg Date", "Social Media"]) {
      const header = (await page.getByRole("columnheader", { name }).boundingBox())!;
      expect(header.x + header.width).toBeLessThanOrEqual(card.x + card.width);
    }
  });

  test("Tab stays inside the Delete Selected dialog, and after the delete focus is on the list", async ({ page }) => {
    await signInAsAdmin(page);
    await modelRows(page).nth(3).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Delete Selected" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Delete Selected Models" });
    await expect(dialog).toBeVisible();
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element);
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus after ${key}`).toBe(true);
    }
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Models" })).toBeFocused();
  });

  test("after a call sheet is deleted, focus is on My Shootings, not the page body", async ({ page }) => {
    await signInAsAdmin(page);
    const list = shootings(page);
    await list.getByRole("button", { name: /^Delete Layout shoot/ }).first().click();
    await page.getByRole("dialog", { name: "Delete Call Sheet" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Call sheet deleted successfully" })).toBeVisible();
    await expect(list.getByRole("heading", { name: "My Shootings" })).toBeFocused();
  });

  test("the 'Go to page' box shows its whole placeholder", async ({ page }) => {
    await signInAsAdmin(page);
    const goTo = page.getByRole("textbox", { name: "Go to page" });
    const fits = await goTo.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
  });
});

test.describe("at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the table scrolls inside its card with its header and the name column kept in view", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(modelRows(page)).toHaveCount(50);
    await table(page).scrollIntoViewIfNeeded();
    await table(page).evaluate((box) => box.scrollTo(box.scrollWidth, 600));
    const box = (await table(page).boundingBox())!;
    const nameHeader = (await page.getByRole("columnheader", { name: "Full Name" }).boundingBox())!;
    expect(Math.abs(nameHeader.y - box.y)).toBeLessThan(2);
    expect(nameHeader.x).toBeGreaterThanOrEqual(box.x);
    await expect(page.getByRole("columnheader", { name: "Social Media" })).toBeInViewport();
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("each model is a readable card: photo, name, score and contact", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(modelsHeading(page)).toBeVisible();
    const cards = page.getByTestId("model-card");
    await expect(cards).toHaveCount(50);
    const first = cards.first();
    await expect(first.getByRole("img")).toBeVisible();
    await expect(first.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(first.getByRole("combobox", { name: /^Model's Score/ })).toBeVisible();
    await expect(first.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
    const width = (await first.boundingBox())!.width;
    expect(width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 812 }]) {
  test(`the dashboard has no serious or critical axe violation at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await expect(modelsHeading(page)).toBeVisible();
    await expect(shootings(page).getByRole("listitem").first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual([]);
  });
}
