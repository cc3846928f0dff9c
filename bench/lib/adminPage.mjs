// Shared by the browser benches: a page signed in to a throwaway stack's admin console.
import { throwawayAdminPassword } from "../../scripts/lib/throwawayStack.mjs";

/**
 * A page in a new context of `browser` (1440x900 unless told), signed in as the throwaway stack's admin through
 * the console's login form (`label` is the stack's, as startThrowawayStack was given it), on the dashboard.
 * The page's uncaught errors are written to stderr. Returns the context too (a CDP session wants it).
 */
export async function signedInAdminPage(browser, stackUrl, { viewport = { width: 1440, height: 900 }, label = "bench" } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on("pageerror", (error) => process.stderr.write(`page error: ${error.message}\n`));
  await page.goto(`${stackUrl}/admin/login`);
  await page.getByLabel("Password").fill(throwawayAdminPassword(label));
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/admin/dashboard");
  return { context, page };
}
