import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts.ts";
import { jpegFile } from "./support/files.ts";
import { expect, test } from "./support/fixtures.ts";
import { seedModels } from "./support/seed.ts";

test.describe.configure({ mode: "serial" });

const heading = (page: Page) => page.getByRole("heading", { name: /^Models Database \(\d+ entr(?:y|ies)\)$/ });
const totalOf = async (page: Page) => Number(/\((\d+) entries\)/.exec((await heading(page).textContent()) ?? "")?.[1]);
const rows = (page: Page) => page.locator("tbody tr");
const nameColumn = (page: Page) => rows(page).locator("td:nth-child(3)");

// Enough for several pages even after a filter (about 40% are men).
test.beforeAll(() => seedModels(300));

test.describe("the admin dashboard's models database", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await expect(heading(page)).toBeVisible();
  });

  test("filters go back to page 1, sorting orders the rows, pages and 'Go to page' move, a bad page number is refused", async ({ page }) => {
    const total = await totalOf(page);
    expect(total).toBeGreaterThanOrEqual(300);
    await expect(rows(page)).toHaveCount(50);

    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await expect(page.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Gender").selectOption("male");
    await expect(page.getByRole("button", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect.poll(async () => new Set(await rows(page).locator("td:nth-child(5)").allTextContents())).toEqual(new Set(["Male"]));
    const males = await totalOf(page);
    expect(males).toBeLessThan(total);

    await page.getByRole("button", { name: "Full Name" }).click();
    await expect(page.getByRole("columnheader", { name: /Full Name/ })).toHaveAttribute("aria-sort", "ascending");
    const names = await nameColumn(page).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "sr", { sensitivity: "base" })));

    const goTo = page.getByLabel("Go to page");
    await goTo.fill("999");
    await page.getByRole("button", { name: "GO", exact: true }).click();
    const last = Math.ceil(males / 50);
    await expect(page.getByRole("alert").filter({ hasText: "Invalid Page" })).toContainText(`Please enter a valid page number between 1 and ${last}.`);
    await goTo.fill(String(last));
    await page.getByRole("button", { name: "GO", exact: true }).click();
    await expect(page.getByRole("button", { name: `Page ${last}`, exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("Country").fill("zz-no-such-country");
    await page.getByLabel("Country").press("Enter");
    await expect(page.getByRole("cell", { name: "No results" })).toBeVisible();
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Filters Reset" })).toContainText("All filters have been reset to default values.");
    await expect(page.getByLabel("Country")).toHaveValue("");
    expect(await totalOf(page)).toBe(total);
  });

  test("search finds a model accent-insensitively", async ({ page }) => {
    const someone = (await nameColumn(page).first().textContent())!;
    const plain = someone.normalize("NFD").replace(/\p{Diacritic}/gu, "").replace(/[đĐ]/g, "dj").toUpperCase();
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(plain);
    await page.getByRole("search", { name: "Search models" }).getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(async () => (await nameColumn(page).allTextContents()).every((name) => name === someone)).toBe(true);
  });

  test("a rating change is saved and survives a reload", async ({ page }) => {
    // Rows stay in registration order, so the first row after the reload is the same model.
    const first = rows(page).first();
    const current = await first.getByRole("combobox").inputValue();
    const next = current === "three" ? "one" : "three";
    await first.getByRole("combobox").selectOption(next);
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toContainText("Rating updated successfully");
    await page.reload();
    await expect(rows(page).first().getByRole("combobox")).toHaveValue(next);
  });

  test("Replace stores a new 200x200 photo for that model", async ({ page }) => {
    const image = rows(page).first().getByRole("img");
    const before = await image.getAttribute("src");
    await rows(page).first().getByRole("button", { name: /^Replace / }).click();
    await page.getByTestId("replace-photo-input").setInputFiles(await jpegFile("new.jpg", 640, 480));
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toContainText("Photo updated successfully");
    await expect(image).not.toHaveAttribute("src", before!);
    const size = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([200, 200]);
  });

  test("Delete Selected asks first, then deletes the selected models", async ({ page }) => {
    // The header's button (spec §2); the selection bar repeats it beside the rows once some are ticked.
    const headerDelete = page.getByRole("button", { name: "Delete Selected" }).first();
    await expect(headerDelete).toBeDisabled();
    const total = await totalOf(page);
    await rows(page).nth(0).getByRole("checkbox").check();
    await rows(page).nth(1).getByRole("checkbox").check();
    await headerDelete.click();
    const dialog = page.getByRole("dialog", { name: "Delete Selected Models" });
    await expect(dialog).toContainText("Delete 2 selected models? This action cannot be undone.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await totalOf(page)).toBe(total);
    await headerDelete.click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toContainText("Selected models have been deleted");
    await expect.poll(() => totalOf(page)).toBe(total - 2);
  });

  test("Export CSV downloads the filtered list", async ({ page }) => {
    // The heading keeps the unfiltered total until the filtered page arrives: wait for it to change.
    const all = await totalOf(page);
    await page.getByLabel("Rating").selectOption("three");
    await expect.poll(() => totalOf(page)).not.toBe(all);
    const threes = await totalOf(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^models-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    const lines = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toContain("Full Name,Rating");
    expect(lines.length - 1).toBe(threes);
    expect(lines.slice(1).every((line) => line.split(",")[2] === "three")).toBe(true);
  });
});

test("a 401 from the models list (session gone) removes the flag and sends the browser to /admin/login", async ({ page, context }) => {
  await signInAsAdmin(page);
  await expect(heading(page)).toBeVisible();
  await context.clearCookies();
  await page.getByLabel("Rating").selectOption("one");
  // The page it was on is remembered for the next sign-in (packages/ui adminSession.ts signInPathFor).
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard/);
  expect(await page.evaluate(() => window.localStorage.getItem("adminLoggedIn"))).toBeNull();
});

test.describe("the admin dashboard's call sheets", () => {
  test("creating one lands on its page; deleting one asks first", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("button", { name: "Create Call Sheet" }).click();
    await expect(page.getByText("Shooting title is required")).toBeVisible();
    await page.getByLabel("Shooting Title").fill("Spring Campaign 2027");
    await page.getByRole("button", { name: "Create Call Sheet" }).click();
    await expect(page).toHaveURL(/\/admin\/call-sheet\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Spring Campaign 2027" })).toBeVisible();

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    // Other tests add dozens of sheets; the title search finds this one wherever it is listed.
    await page.getByRole("searchbox", { name: "Search shootings" }).fill("Spring Campaign 2027");
    await page.getByRole("search", { name: "Search shootings" }).getByRole("button", { name: "Search", exact: true }).click();
    const entry = page.getByRole("listitem").filter({ hasText: "Spring Campaign 2027" });
    await expect(entry).toContainText("Not set");
    await entry.getByRole("button", { name: "Delete Spring Campaign 2027" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Call Sheet" });
    await expect(dialog).toContainText("Are you sure you want to delete this call sheet? This action cannot be undone.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success" })).toContainText("Call sheet deleted successfully");
    await expect(entry).toHaveCount(0);
  });
});
