import { appOf, expect, test } from "./support/fixtures.ts";
import { JAVASCRIPT_REQUIRED } from "@repo/contracts/common/texts";

test.describe("the route table, through the gateway", () => {
  // What an anonymous visitor sees: the admin-only pages send them to the admin sign-in.
  const owned: [string, string, string][] = [
    ["/", "public-site", "Become our model!"],
    ["/terms", "public-site", "TERMS OF USE"],
    ["/success", "public-site", "Yaaay! Your registration has been successfully submitted."],
    ["/admin/login", "admin-console", "Admin Login"],
    ["/admin/dashboard", "admin-console", "Admin Login"],
    ["/dashboard", "admin-console", "Admin Login"],
    ["/auth", "admin-console", "Welcome"],
    ["/register-user", "admin-console", "Admin Login"],
    ["/shared-call-sheet/1", "share-portal", "Access Call Sheet"],
  ];

  for (const [path, app, heading] of owned) {
    test(`${path} is answered by ${app}`, async ({ page, pageErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await appOf(page)).toBe(app);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  test("an unknown path shows the not-found screen with a 404 status", async ({ page, pageErrors }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    expect(await appOf(page)).toBe("public-site");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("/terms leads back to the registration form without a page load", async ({ page, pageErrors }) => {
    await page.goto("/terms");
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("link", { name: "Back to Registration" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Become our model!" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test("on a slow connection the form stays on screen until the terms arrive, and pointing at the link fetches them", async ({ page, pageErrors }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(/\/assets\/TermsPage-[^/]+\.js$/, async (route) => {
      requested.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto("/");
    const termsLink = page.getByRole("link", { name: "Terms of Use" });
    await termsLink.hover();
    await expect.poll(() => requested.length).toBe(1); // fetched on hover, before any click

    await termsLink.click();
    await expect(page).toHaveURL(/\/terms$/);
    // Still loading: the form is what the applicant sees, not a blank page.
    await expect(page.getByRole("heading", { level: 1, name: "Become our model!" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "TERMS OF USE" })).toBeVisible();
    expect(requested).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test("the shell's remote entry and the API's readiness answer", async ({ request }) => {
    const remoteEntry = await request.get("/shell/remoteEntry.js");
    expect(remoteEntry.status()).toBe(200);
    expect(remoteEntry.headers()["cache-control"]).toBe("no-cache");
    expect(await remoteEntry.text()).toContain("shell");
    const ready = await request.get("/api/ready");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, app] of [["/", "public-site"], ["/admin/login", "admin-console"], ["/shared-call-sheet/1", "share-portal"]] as const) {
    test(`${path} (${app}) says the page needs JavaScript, and shows no spinner that never stops`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("alert").filter({ hasText: JAVASCRIPT_REQUIRED })).toBeVisible();
      // The share portal's HTML paints a loading indicator before its scripts; without scripts it would spin on.
      await expect(page.getByRole("status", { name: "Loading" })).toBeHidden();
    });
  }
});
