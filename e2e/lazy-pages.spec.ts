import type { Locator, Page } from "@playwright/test";
import { ERROR_SCREEN } from "@repo/contracts/common/texts";
import { signInAsAdmin } from "./support/accounts.ts";
import { card, createSheet } from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";

// Each lazy page opened directly (a fresh document, its chunk and the shell modules it uses fetched
// together), several times: a page that rendered before federation had filled its `shell/*` bindings
// showed "Something went wrong" (React #130) on about one load in two before lazyPage (packages/ui/src/
// lazyPage.ts). The pageErrors fixture fails the test on the console error React logs for it.
const ROUNDS = 5;
const run = Date.now().toString(36);

async function openDirectly(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready, path).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: ERROR_SCREEN.title }), path).toHaveCount(0);
}

test("every lazy admin page, opened directly again and again, renders its content", async ({ page, pageErrors }) => {
  test.setTimeout(240_000);
  const title = `Lazy pages ${run}`;
  const id = await createSheet(title);
  await signInAsAdmin(page);
  const pages: [string, Locator][] = [
    [`/admin/call-sheet/${id}`, card(page, "Notes and Contacts")],
    [`/admin/call-sheet-print/${id}`, page.getByRole("heading", { level: 1, name: title })],
    ["/admin/dashboard", page.getByRole("heading", { name: /^Models Database \(\d+ entr(?:y|ies)\)$/ })],
    ["/register-user", page.getByRole("heading", { level: 1, name: "Register User" })],
  ];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [path, ready] of pages) await openDirectly(page, path, ready);
  }
  expect(pageErrors).toEqual([]);
});

test("the public site's terms, opened directly again and again, render", async ({ page, pageErrors }) => {
  for (let round = 0; round < ROUNDS; round += 1) await openDirectly(page, "/terms", page.getByRole("heading", { level: 1, name: "TERMS OF USE" }));
  expect(pageErrors).toEqual([]);
});
