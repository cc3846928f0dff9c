import { severeAxeViolations } from "./support/axe.ts";
import { findModelByEmail } from "./support/database.ts";
import { expect, test } from "./support/fixtures.ts";
import { chooseBirthDate, chooseCountry, fillForm, submitButton as submit } from "./support/registrationForm.ts";

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 740 },
]) {
  test(`an applicant registers on a ${viewport.name} and lands on /success`, async ({ page, pageErrors }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await expect(submit(page)).toBeDisabled();
    const email = `jovana.${viewport.name}.${Date.now()}@example.com`;
    await fillForm(page, email);
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();

    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole("heading", { level: 1, name: "Yaaay! Your registration has been successfully submitted." })).toBeVisible();
    await page.screenshot({ path: `test-results/registration-success-${viewport.name}.png`, fullPage: true });

    const stored = findModelByEmail(email);
    expect(stored).toMatchObject({
      full_name: "Jovana Đorđević",
      gender: "female",
      city: "Beograd",
      country: "Serbia",
      phone_number: "+381 641234567",
      date_of_birth: "1999-03-07",
      instagram_handle: "@jovana.dj",
      facebook_handle: null,
      tiktok_handle: null,
      rating: "unrated",
    });
    const photo = await page.request.get(String(stored!.photo_path));
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    expect(pageErrors).toEqual([]);
  });
}

test("/ arrives with its heading and intro already in the HTML, and /terms does not", async ({ request }) => {
  const landing = await (await request.get("/")).text();
  expect(landing).toMatch(/<div id="root"><main[^>]*>.*Become our model!.*We are always looking for new faces/s);
  expect(landing).toMatch(/<style>[^<]*font-family/);
  expect(await (await request.get("/terms")).text()).toContain('<div id="root"></div>');
});

test.describe("the form's own checks", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("choosing a country rewrites the dial code and keeps the number", async ({ page }) => {
    const phone = page.getByLabel("Phone Number");
    await expect(phone).toBeDisabled();
    await expect(phone).toHaveAttribute("placeholder", "Select country first");
    await chooseCountry(page, "Serbia");
    await expect(phone).toBeEnabled();
    await expect(phone).toHaveAttribute("placeholder", "Enter number");
    await phone.pressSequentially("641234567");
    await chooseCountry(page, "Austria");
    await expect(phone).toHaveValue("+43 641234567");
  });

  test("a number that does not fit the country is refused", async ({ page }) => {
    await chooseCountry(page, "Serbia");
    await page.getByLabel("Phone Number").pressSequentially("12");
    await expect(page.getByText("Please enter a valid phone number for the selected country")).toBeVisible();
  });

  test("an impossible date of birth is refused", async ({ page }) => {
    await chooseBirthDate(page, "30", "February", "2000");
    await expect(page.getByText("Please enter a valid date")).toBeVisible();
  });

  test("a ticked network needs its handle, and unticking clears it", async ({ page }) => {
    await page.getByRole("checkbox", { name: "TikTok" }).check();
    await expect(page.getByText("TikTok username is required when selected")).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    const handle = page.getByRole("textbox", { name: "TikTok username" });
    await handle.fill("bad handle");
    await expect(page.getByText("Please enter a valid TikTok username")).toBeVisible();
    await page.getByRole("checkbox", { name: "TikTok" }).uncheck();
    await expect(handle).toHaveValue("");
    await expect(handle).toBeDisabled();
    await expect(page.getByText("Select and fill at least one social media profile.").last()).toBeVisible();
  });

  test("a required field left empty says what it needs", async ({ page }) => {
    await page.getByLabel("Full Name").focus();
    await page.getByLabel("Email").focus();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await page.getByLabel("City").focus();
    await page.getByLabel("Full Name").focus();
    await expect(page.getByText("City is required")).toBeVisible();
    await page.getByRole("checkbox", { name: /I accept the Terms of Use/ }).check();
    await page.getByRole("checkbox", { name: /I accept the Terms of Use/ }).uncheck();
    await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
  });

  test("an e-mail address that is not one is refused", async ({ page }) => {
    await page.getByLabel("Email").fill("jovana@");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("a photo over 5 MB raises the alert and clears the picker", async ({ page }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel("Profile Photo").setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 7) });
    await expect.poll(() => alerts).toEqual(["Image too large. Please choose an image under 5MB."]);
    await expect(page.getByLabel("Profile Photo")).toHaveValue("");
    await expect(page.getByRole("img", { name: "Profile photo preview" })).toHaveCount(0);
  });

  test("a file that is not a readable image raises the load-error alert", async ({ page }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel("Profile Photo").setInputFiles({ name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a jpeg") });
    await expect.poll(() => alerts).toEqual(["Error loading image. Please try another file."]);
    await expect(page.getByLabel("Profile Photo")).toHaveValue("");
  });

  test("a double click on Submit sends one registration", async ({ page }) => {
    await fillForm(page, `double.${Date.now()}@example.com`);
    let posts = 0;
    await page.route("**/api/models", async (route) => {
      posts++;
      await new Promise((resolve) => setTimeout(resolve, 300)); // a slow network
      await route.continue();
    });
    await submit(page).dblclick();
    await expect(page).toHaveURL(/\/success$/);
    expect(posts).toBe(1);
  });

  test("while the success page is still loading after a registration, Submit stays disabled", async ({ page }) => {
    await fillForm(page, `slow.success.${Date.now()}@example.com`);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SuccessPage-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/models")) posts++;
    });
    await submit(page).click();
    await expect(page).toHaveURL(/\/success$/);
    // The form is still on screen (the page change waits for the code), and it cannot be sent twice.
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toHaveText("Submitting...");
    release();
    await expect(page.getByRole("heading", { level: 1, name: /Yaaay!/ })).toBeVisible();
    expect(posts).toBe(1);
  });

  test("a refused submission shows the server's messages and keeps everything typed", async ({ page }) => {
    await fillForm(page, `refused.${Date.now()}@example.com`);
    // The API's answer to a registration it refuses, in the array form the spec's client also accepts.
    await page.route("**/api/models", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ message: [{ message: "First problem" }, { message: "Second problem" }] }) }),
    );
    await submit(page).click();
    // Said twice: by the toast, and under Submit where it stays once the toast has gone.
    const said = page.getByRole("alert").filter({ hasText: "Registration Failed" });
    await expect(said).toHaveCount(2);
    for (const alert of await said.all()) await expect(alert).toContainText("First problem, Second problem");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel("Full Name")).toHaveValue("Jovana Đorđević");
    await expect(page.getByLabel("Phone Number")).toHaveValue("+381 641234567");
    await expect(page.getByRole("img", { name: "Profile photo preview" })).toBeVisible();
    await expect(submit(page)).toBeEnabled();
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/terms", "/success"]) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe("/success", () => {
  test("bursts confetti once, on a canvas over the page", async ({ page, pageErrors }) => {
    await page.goto("/success");
    await expect(page.getByRole("heading", { level: 1, name: "Yaaay! Your registration has been successfully submitted." })).toBeVisible();
    await expect(page.getByText("Until then, we wish you a wonderful day!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Let's connect!" })).toBeVisible();
    for (const network of ["Instagram", "TikTok", "YouTube", "Facebook"]) await expect(page.getByRole("link", { name: network })).toBeVisible();
    await expect(page.locator("canvas")).toHaveCount(1);
    await page.getByRole("link", { name: "Back to Registration" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Become our model!" })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("shows no confetti to a user who prefers reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto("/success");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator("canvas")).toHaveCount(0);
    await context.close();
  });
});
