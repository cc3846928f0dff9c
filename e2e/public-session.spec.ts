import type { Page } from "@playwright/test";
import { uniqueUsername } from "./support/accounts.ts";
import { severeAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

/** Every request `/` makes to the API, and every script it loads, from the moment the listener is on. */
function watchRequests(page: Page) {
  const api: string[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) api.push(`${request.method()} ${url.pathname}`);
    if (request.resourceType() === "script") scripts.push(url.pathname);
  });
  return { api, scripts };
}

async function registerOnAuth(page: Page, fullName: string, username: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("tajna123");
  await page.getByLabel("Confirm Password").fill("tajna123");
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

const signedInBar = (page: Page) => page.getByRole("banner").filter({ hasText: "Prijavljeni ste kao" });

test.describe("a signed-in regular user on the public site", () => {
  test("at 1440 px: an anonymous visit asks nothing; after Register the bar names them, and Odjava signs them out", async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const anonymous = watchRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    expect(anonymous.api).toEqual([]);
    expect(anonymous.scripts.filter((path) => /SignedInBar/.test(path))).toEqual([]);

    const username = uniqueUsername("jelena");
    await registerOnAuth(page, "Jelena Petrović", username);
    await expect(signedInBar(page)).toContainText("Prijavljeni ste kao Jelena Petrović");
    expect(await severeAxeViolations(page)).toEqual([]);

    await signedInBar(page).getByRole("button", { name: "Odjava" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Uspešna odjava" })).toContainText("Vidimo se uskoro!");
    await expect(signedInBar(page)).toHaveCount(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("signed_in");

    // Signed out for real: the next visit asks nothing again, and /auth no longer sends them away.
    const after = watchRequests(page);
    await page.reload({ waitUntil: "networkidle" });
    expect(after.api).toEqual([]);
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Register" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(pageErrors).toEqual([]);
  });

  test("at 375 px: after Sign In the bar fits the screen, and a session ended elsewhere hides it and drops the hint", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const username = uniqueUsername("stefan");
    const created = await request.post("/api/register", { data: { username, password: "tajna123", email: `${username}@example.com`, fullName: "Stefan Ilić" } });
    expect(created.status()).toBe(201);

    await page.goto("/auth");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("tajna123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const bar = signedInBar(page);
    await expect(bar).toContainText("Stefan Ilić");
    const box = (await bar.getByRole("button", { name: "Odjava" }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    // The session ends on the server (signed out in another tab); the hint is all the browser has left.
    await page.context().clearCookies({ name: /^connect\.sid/ });
    await page.reload();
    await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("signed_in");
    await expect(bar).toHaveCount(0);
  });
});
