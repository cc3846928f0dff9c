import type { Locator, Page } from "@playwright/test";

/** Locators of the admin dashboard shared by its browser tests. */
export const modelsHeading = (page: Page) => page.getByRole("heading", { name: /^Models Database \(\d+ entr(?:y|ies)\)/ });
export const modelRows = (page: Page) => page.locator("tbody tr");
export const shootings = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { name: "My Shootings" }) });
export const selectionBar = (page: Page) => page.getByRole("region", { name: "Selected models" });

/** The element's box in page coordinates (its viewport box plus the scroll offset). */
export async function pageBox(locator: Locator): Promise<{ top: number; bottom: number; left: number; right: number }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY, left: box.left, right: box.right };
  });
}

/** Whether two viewport boxes overlap. */
export const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
