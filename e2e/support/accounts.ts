import type { Page } from "@playwright/test";
import { throwawayAdminPassword } from "../../scripts/lib/throwawayStack.mjs";

/** The admin of the e2e stack (globalSetup starts it with the label "e2e"). */
export const E2E_ADMIN = { username: "admin", password: throwawayAdminPassword("e2e") };

/** Signs the admin in through /admin/login, as a person would, and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/admin/dashboard");
}

export const adminFlagOf = (page: Page) => page.evaluate(() => window.localStorage.getItem("adminLoggedIn"));

let sequence = 0;
/** A username no other test uses. */
export const uniqueUsername = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;
