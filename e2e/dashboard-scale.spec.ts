import { signInAsAdmin } from "./support/accounts.ts";
import { modelRows, modelsHeading, overlaps, pageBox, selectionBar, shootings } from "./support/dashboard.ts";
import { expect, test } from "./support/fixtures.ts";
import { dayFromToday, seedCallSheets, seedModels } from "./support/seed.ts";

// A failing test must not hide the next ones (each builds its own state), and a missing control fails fast.
test.use({ actionTimeout: 10_000 });
test.use({ viewport: { width: 1440, height: 900 } });

// The amounts a working studio has: a thousand models, 80 shoots (40 still to come, 40 done).
const RUN = Date.now().toString(36);
const upcoming = (n: number) => `Upcoming ${RUN} ${String(n).padStart(2, "0")}`;
const past = (n: number) => `Past ${RUN} ${String(n).padStart(2, "0")}`;
test.beforeAll(async () => {
  seedModels(1000);
  const sheets = Array.from({ length: 40 }, (_, i) => [
    { shootingTitle: past(i + 1), shootingDate: dayFromToday(-(i + 1)) },
    { shootingTitle: upcoming(i + 1), shootingDate: dayFromToday(i + 1), shootingTime: "09:00" },
  ]).flat();
  await seedCallSheets(sheets);
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await expect(modelRows(page)).toHaveCount(50);
});

test("My Shootings shows the next five shoots first, pages and searches the rest, and the models table stays near the top", async ({ page }) => {
  const list = shootings(page);
  const titles = list.getByRole("heading", { level: 3 });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  expect(await titles.allTextContents()).not.toContainEqual(expect.stringMatching(/^Past /));
  expect((await pageBox(modelsHeading(page))).top).toBeLessThan(1600);

  // This run's 80 sheets: the 40 to come, soonest first, then the 40 done, latest first.
  await list.getByRole("searchbox", { name: "Search shootings" }).fill(RUN);
  await list.getByRole("button", { name: "Search" }).click();
  await expect(titles).toHaveText([1, 2, 3, 4, 5].map(upcoming));
  await expect(list).toContainText("1–5 of 80");
  await list.getByRole("button", { name: "Next" }).click();
  await expect(titles.first()).toHaveText(upcoming(6));
  await expect(list).toContainText("6–10 of 80");

  await list.getByRole("searchbox", { name: "Search shootings" }).fill(past(37));
  await list.getByRole("button", { name: "Search" }).click();
  await expect(titles).toHaveText([past(37)]);
});

test("rows ticked far down the list keep the selection's count and Delete beside them", async ({ page }) => {
  const row = modelRows(page).nth(40);
  await row.getByRole("checkbox").check();
  await expect(selectionBar(page)).toContainText("1 selected");
  await expect(selectionBar(page)).toBeInViewport({ ratio: 1 });
  await modelRows(page).nth(44).getByRole("checkbox").check();
  await expect(selectionBar(page)).toContainText("2 selected");
  await expect(selectionBar(page)).toBeInViewport({ ratio: 1 });
  await selectionBar(page).getByRole("button", { name: "Delete Selected" }).click();
  await expect(page.getByRole("dialog", { name: "Delete Selected Models" })).toContainText("Delete 2 selected models?");
  await page.keyboard.press("Escape");
  await selectionBar(page).getByRole("button", { name: "Clear selection" }).click();
  await expect(selectionBar(page)).toHaveCount(0);
});

test("a page change shows the new page from its top, and the bad-page toast leaves 'Go to page' and GO uncovered", async ({ page }) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("button", { name: "Page 2", exact: true }).click();
  await expect(page.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(modelRows(page).first()).toBeInViewport();
  await expect(page.getByRole("columnheader", { name: "Full Name" })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const goTo = page.getByRole("textbox", { name: "Go to page" });
  await goTo.fill("0");
  await page.getByRole("button", { name: "GO", exact: true }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Invalid Page" });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const control of [goTo, page.getByRole("button", { name: "GO", exact: true })]) expect(overlaps(toastBox, (await control.boundingBox())!)).toBe(false);
});

test("a filter change marks the rows on screen as updating until the new ones arrive", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/models\?.*gender=male/, async (route) => {
    await held;
    await route.continue();
  });
  const before = await modelRows(page).first().textContent();
  await page.getByLabel("Gender").selectOption("male");
  const list = page.getByTestId("models-list");
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: "Updating..." })).toBeVisible();
  expect(await modelRows(page).first().textContent()).toBe(before);
  release();
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect.poll(async () => new Set(await modelRows(page).locator("td:nth-child(5)").allTextContents())).toEqual(new Set(["Male"]));
});
