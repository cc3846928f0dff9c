import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { AUTH_PAGE, CONSOLE_PAGE_TITLES } from "@repo/contracts/adminConsole/texts";
import { ENGLISH_OF_SERBIAN } from "@repo/contracts/common/messagesInEnglish";
import { USER_MESSAGES } from "@repo/contracts/users/messages";
import { E2E_ADMIN, adminFlagOf, signInAsAdmin, uniqueUsername } from "./support/accounts.ts";
import { appOf, expect, test } from "./support/fixtures.ts";

test.describe("admin sign-in (/admin/login)", () => {
  test("an admin signs in, lands on the dashboard with the flag set, and signs out", async ({ page, pageErrors }) => {
    await page.goto("/admin/login");
    await expect(page.getByLabel("Username")).toHaveValue("admin");
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Login successful" })).toContainText("Welcome to the admin dashboard.");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    expect(await adminFlagOf(page)).toBe("true");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await adminFlagOf(page)).toBeNull();
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
    expect(pageErrors).toEqual([]);
  });

  test("a wrong password shows the failure toast, clears and focuses the password, and the raw answer is one toggle away", async ({ page }) => {
    await page.goto("/admin/login");
    const password = page.getByLabel("Password");
    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toContainText("Invalid username or password");
    await expect(password).toHaveValue("");
    await expect(password).toBeFocused();
    await page.getByRole("button", { name: "Show Debug Info" }).click();
    await expect(page.getByLabel("Server response")).toContainText("401");
    await expect(page.getByLabel("Server response")).toContainText('"message":"Invalid username or password"');
    await page.getByRole("button", { name: "Hide Debug Info" }).click();
    await expect(page.getByLabel("Server response")).toHaveCount(0);
    expect(await adminFlagOf(page)).toBeNull();
  });

  test("empty fields show the login schema's messages without calling the server", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => request.url().includes("/api/admin/login") && calls.push(request.url()));
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill("");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("the admin check re-runs every 60 s: a session ended elsewhere sends the dashboard to /admin/login", async ({ page, context }) => {
    await page.clock.install();
    await signInAsAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const probes: number[] = [];
    page.on("response", (response) => response.url().endsWith("/api/models?limit=1") && probes.push(response.status()));
    await context.clearCookies(); // as if the session were ended in another tab
    // The last check ran at sign-in: nothing notices for the rest of the minute...
    await page.clock.fastForward(55_000);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    expect(probes).toEqual([]);
    // ...then the re-check finds no session.
    await page.clock.fastForward(6_000);
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
    expect(probes[0]).toBe(401);
    expect(await adminFlagOf(page)).toBeNull();
    // Signing in again comes back to the page the session ended on.
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("an anonymous visit to the dashboard ends on /admin/login after 'Checking authentication...'", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  });

  test("adminLoggedIn=true set by hand opens no data: the server's check sends the browser to /admin/login and the flag goes", async ({ page }) => {
    const adminCalls: number[] = [];
    page.on("response", (response) => response.url().includes("/api/models") && adminCalls.push(response.status()));
    await page.goto("/admin/login");
    await page.evaluate(() => window.localStorage.setItem("adminLoggedIn", "true"));
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    expect(adminCalls.every((status) => status === 401)).toBe(true);
    expect(await adminFlagOf(page)).toBeNull();
    // /register-user is admin-only too.
    await page.evaluate(() => window.localStorage.setItem("adminLoggedIn", "true"));
    await page.goto("/register-user");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fregister-user$/);
  });
});

test.describe("/auth", () => {
  test("a visitor registers (Serbian toast, then the public site), and later signs in again (welcome toast)", async ({ page, context }) => {
    const username = uniqueUsername("milica");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Full Name").fill("Milica Šćepanović");
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("tajna123");
    await page.getByLabel("Confirm Password").fill("tajna123");
    await page.getByLabel("User Type").selectOption("team_member");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Uspešna registracija" })).toContainText("Vaš nalog je uspešno kreiran.");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await appOf(page)).toBe("public-site");

    // Signed in: /auth sends them straight back to the public site.
    await page.goto("/auth");
    await page.waitForURL((url) => url.pathname === "/");

    await context.clearCookies();
    await page.goto("/auth");
    await page.getByLabel("Username").fill(username.toUpperCase());
    await page.getByLabel("Password").fill("tajna123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Uspešna prijava" })).toContainText("Dobrodošli, Milica Šćepanović!");
    // The filled form gives way at once (it stayed 1-4 s, as if nothing had happened), well before the redirect.
    await expect(page.getByTestId("auth-leaving")).toHaveText(AUTH_PAGE.openingSite, { timeout: 1000 });
    await expect(page.getByLabel("Password")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("the forms show their rules, and a failed sign-in the Serbian error toast", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Username").fill("ab");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    await page.getByLabel("Username").fill("nobody-at-all");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Greška pri prijavljivanju" })).toContainText("Pogrešno korisničko ime ili lozinka");

    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("tajna123");
    await page.getByLabel("Confirm Password").fill("tajna124");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
  });

  test("a taken username fails registration with the server's message in the Serbian toast", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Full Name").fill("Drugi Admin");
    await page.getByLabel("Email").fill("drugi@example.com");
    await page.getByLabel("Username").fill("ADMIN");
    await page.getByLabel("Password", { exact: true }).fill("tajna123");
    await page.getByLabel("Confirm Password").fill("tajna123");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Greška pri registraciji" })).toContainText("Korisničko ime je već zauzeto");
    await expect(page.getByLabel("Full Name")).toHaveValue("Drugi Admin");
  });

  test("an admin signing in here goes to the dashboard, and signs out with the bar's Logout to /admin/login", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await adminFlagOf(page)).toBeNull();
  });

  test("shows the public no 'Admin' header", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(/\bAdmin/);
  });

  test("has no serious or critical accessibility violation", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual([]);
  });
});

test.describe("/register-user (admin)", () => {
  test("the admin registers a team member with a role (form reset), and a taken username fails with the server's message", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("button", { name: "Register User" }).click();
    await expect(page).toHaveURL(/\/register-user$/);
    await expect(page.getByLabel("User Type")).toHaveValue("team_member");
    const username = uniqueUsername("snimatelj");
    const fill = async () => {
      await page.getByLabel("Full Name").fill("Nikola Snimatelj");
      await page.getByLabel("Email").fill(`${username}@example.com`);
      await page.getByLabel("Phone").fill("+381 601234567");
      await page.getByLabel("Role").fill("Director of Photography");
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill("tajna123");
      await page.getByLabel("Confirm Password").fill("tajna123");
    };
    await fill();
    await page.getByRole("button", { name: "Register User" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Registration Successful" })).toContainText("User has been successfully registered");
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Username")).toHaveValue("");

    await fill();
    await page.getByRole("button", { name: "Register User" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Registration Failed" })).toContainText(ENGLISH_OF_SERBIAN[USER_MESSAGES.usernameTaken]!);
    // The console is English: the server's Serbian message is said in English, never as it came (issue 23).
    await expect(page.getByText(USER_MESSAGES.usernameTaken)).toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toHaveValue("Nikola Snimatelj");
  });
});

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));

test.describe("signing out, and the console's frame on every page", () => {
  test("the dashboard's Logout forgets the admin: /admin/login shows no name and no sign-out, and the next sign-in reads the data afresh", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Administrator");
    const callsAfterLogout: string[] = [];
    page.on("request", (request) => request.url().includes("/api/") && callsAfterLogout.push(new URL(request.url()).pathname));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    // The dashboard's queries were dropped, not re-run against a session that is gone (given a moment to try).
    await page.waitForTimeout(500);
    expect(callsAfterLogout).toEqual(["/api/admin/logout"]);
    await expect(page.getByText("Administrator")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Logout|Odjava)$/ })).toHaveCount(0);
    expect(await adminFlagOf(page)).toBeNull();

    page.removeAllListeners("request");
    // Nothing of the last session is served from the cache: the dashboard asks the API again.
    const modelReads: string[] = [];
    page.on("request", (request) => /\/api\/models\?page=/.test(request.url()) && modelReads.push(request.url()));
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: /^Models Database/ })).toBeVisible();
    expect(modelReads.length).toBeGreaterThan(0);
  });

  test("each admin screen has one sign-out control, in English", async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of ["/admin/dashboard", "/register-user"]) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("button", { name: "Logout", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: /^(Logout|Odjava)$/ })).toHaveCount(1);
      await expect(page.locator("body")).not.toContainText("Odjava");
    }
  });

  test("/admin/login puts the cursor in the password (the username is prefilled)", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByLabel("Username")).toHaveValue("admin");
    await expect(page.getByLabel("Password")).toBeFocused();
  });

  test("each page has its own document title", async ({ page }) => {
    const titles: Record<string, string> = {
      "/auth": CONSOLE_PAGE_TITLES.auth,
      "/admin/login": CONSOLE_PAGE_TITLES.adminLogin,
      "/admin/nothing-here": CONSOLE_PAGE_TITLES.notFound,
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    await signInAsAdmin(page);
    const signedIn: Record<string, string> = {
      "/admin/dashboard": CONSOLE_PAGE_TITLES.dashboard,
      "/dashboard": CONSOLE_PAGE_TITLES.dashboard,
      "/register-user": CONSOLE_PAGE_TITLES.registerUser,
      "/admin/call-sheet/1": CONSOLE_PAGE_TITLES.callSheet,
      "/admin/call-sheet-print/1": CONSOLE_PAGE_TITLES.callSheetPrint,
    };
    for (const [path, title] of Object.entries(signedIn)) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    expect(new Set(Object.values(CONSOLE_PAGE_TITLES)).size).toBe(Object.keys(CONSOLE_PAGE_TITLES).length);
  });

  test("at 375 px the dashboard's Logout stays whole, on a row it shares with the header", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const logout = page.getByRole("button", { name: "Logout" });
    const layout = await logout.evaluate((button) => {
      const own = button.getBoundingClientRect();
      const middle = own.top + own.height / 2;
      const label = document.createRange();
      label.selectNodeContents(button);
      const rowMates = [...document.querySelectorAll("h1, button, a, span")].filter((element) => {
        if (button.contains(element) || element.contains(button) || !element.textContent?.trim()) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.top <= middle && box.bottom >= middle;
      });
      return { labelLines: label.getClientRects().length, rowMates: rowMates.length };
    });
    expect(layout.labelLines).toBe(1);
    expect(layout.rowMates).toBeGreaterThan(0);
  });

  test("/admin/login has no serious or critical accessibility violation", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
