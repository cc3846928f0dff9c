import { renderInvitation } from "../packages/mail/src/invitation.ts";
import { sampleInvitation } from "../packages/mail/src/sampleInvitation.ts";
import { expect, test } from "./support/fixtures.ts";
import { recordUrls, SANDBOXED_FRAME_PROBE, sharedSheetWithInvitation, tag, TEAM_MEMBER, urlsWith, watchErrors } from "./support/sharing.ts";

/**
 * The share portal's other doors (issue 15): the old entry paths (/r short links, /direct-access links
 * with the password, which the portal drops from the address) and the invitation e-mail previews.
 */

test.describe("the old entry paths", () => {
  test("/r/{token}?id&email opens the token's gate (the view's address never names token or e-mail); /r without an id is the portal's not-found page", async ({ page, pageErrors }) => {
    const urls: string[] = [];
    recordUrls(page, urls);
    const { sheetId, email, invitation, token } = await sharedSheetWithInvitation(`Short link ${tag()}`, "short", "commenter");

    await page.goto(`/r/${token}?${new URLSearchParams({ id: String(sheetId), email })}`);
    await page.waitForURL((url) => url.pathname === `/call-sheet-access/${token}`);
    await expect(page.getByRole("heading", { name: "Pristup call sheet-u" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Lozinka").fill(invitation.password);
    await page.getByRole("button", { name: "Pristupi Call Sheet-u" }).click();
    await page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByText(TEAM_MEMBER)).toBeVisible();

    await page.goto(`/r/${token}`);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
    expect(urlsWith(urls, invitation.password)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test("/direct-access/call-sheet/{token}/{email}/{password} drops the password from the address and opens the sheet", async ({ page, pageErrors, baseURL }) => {
    const urls: string[] = [];
    recordUrls(page, urls);
    const { sheetId, email, invitation, token } = await sharedSheetWithInvitation(`Direct access ${tag()}`, "direct", "viewer");
    const direct = `/direct-access/call-sheet/${encodeURIComponent(token)}/${encodeURIComponent(email)}`;

    await page.goto(`${direct}/${encodeURIComponent(invitation.password)}`);
    await page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
    await expect(page.getByText(TEAM_MEMBER)).toBeVisible();
    expect(page.url()).not.toContain(invitation.password);
    // The sheet opens from the session's grant: nothing of the link in its address.
    expect(new URL(page.url()).search).toBe("");
    // Only the address typed in held it (reported again when the router stamps its state on that same entry);
    // every address after it is clean.
    const typedIn = `${baseURL}${direct}/${encodeURIComponent(invitation.password)}`;
    expect(new Set(urlsWith(urls, invitation.password))).toEqual(new Set([typedIn]));
    expect(urlsWith(urls.slice(urls.lastIndexOf(typedIn) + 1), invitation.password)).toEqual([]);
    expect(urls.slice(urls.lastIndexOf(typedIn) + 1).length).toBeGreaterThan(0);
    // History: one entry for the visit (replaced twice), and going back does not bring the password back.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
    await page.goBack();
    expect(page.url()).not.toContain(invitation.password);

    // Without a password (or with a wrong one) the gate opens with the e-mail filled in. (In a browser without
    // the grant: this session holds it now, and the gate of a session holding it opens the sheet at once.)
    await page.context().clearCookies();
    await page.goto(`${direct}/wrong-password`);
    await page.waitForURL((url) => url.pathname.startsWith("/call-sheet-access/"));
    await expect(page.getByRole("heading", { name: "Pristup call sheet-u" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    // The refusal in Serbian, the gate's language.
    await expect(page.getByText("Pogrešan e-mail ili lozinka")).toBeVisible();

    // The same link with no password at all: the gate with the e-mail, and nothing opened.
    await page.goto(direct);
    await page.waitForURL((url) => url.pathname.startsWith("/call-sheet-access/"));
    await expect(page.getByRole("heading", { name: "Pristup call sheet-u" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Lozinka")).toHaveValue("");
    await expect(page.getByText(TEAM_MEMBER)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("/easy-access/{id} and /test-commenter/{id} open nothing while the API's test access is off, whatever the browser holds", async ({ page, pageErrors }) => {
    const { sheetId } = await sharedSheetWithInvitation(`Test doors ${tag()}`, "doors", "viewer");
    // The admin flag of the spec's client-side trust, set in this browser: a hint for the UI, not a right.
    await page.goto("/email-preview2");
    await page.evaluate(() => localStorage.setItem("adminLoggedIn", "true"));
    for (const door of [`/easy-access/${sheetId}`, `/test-commenter/${sheetId}`]) {
      await page.goto(door);
      await page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}` && url.searchParams.get("forceAuth") === "true");
      await expect(page.getByRole("heading", { name: "Access Call Sheet" })).toBeVisible();
      await expect(page.getByText(TEAM_MEMBER)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Comments on / })).toHaveCount(0);
    }
    expect(pageErrors).toEqual([]);
  });
});

const PREVIEWS = [
  ["Viewer invitation", "viewer"],
  ["Commenter invitation", "commenter"],
] as const;

test.describe("the invitation e-mail previews", () => {
  test("/email-preview shows the viewer and commenter invitations' HTML, exactly as the mailer renders them", async ({ page, baseURL }) => {
    // Not the pageErrors fixture: Playwright's own probes of the sandboxed frames log an error (see below).
    const errors = watchErrors(page, { ignore: SANDBOXED_FRAME_PROBE });
    await page.goto("/email-preview");
    await expect(page.getByRole("heading", { name: "Invitation e-mail preview", level: 1 })).toBeVisible();
    for (const [label, role] of PREVIEWS) {
      const expected = renderInvitation(sampleInvitation(role, baseURL));
      const section = page.getByRole("region", { name: label });
      await expect(section.getByRole("heading", { name: label })).toBeVisible();
      await expect(section.getByText(expected.subject)).toBeVisible();
      const frame = section.locator("iframe");
      await expect(frame).toHaveAttribute("title", `${label}: ${expected.subject}`);
      expect(await frame.getAttribute("srcdoc")).toBe(expected.html);
      const inside = section.frameLocator("iframe");
      await expect(inside.getByText(sampleInvitation(role).password)).toBeVisible();
      await expect(inside.getByRole("link", { name: "Open the call sheet" })).toHaveAttribute("href", sampleInvitation(role, baseURL).link);
    }
    await expect(page.getByRole("region", { name: "Commenter invitation" }).frameLocator("iframe").getByText(/Hi Marko/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("/email-preview2 shows the same two invitations' plain text", async ({ page, pageErrors, baseURL }) => {
    await page.goto("/email-preview2");
    await expect(page.getByRole("heading", { name: "Invitation e-mail preview (plain text)", level: 1 })).toBeVisible();
    for (const [label, role] of PREVIEWS) {
      const expected = renderInvitation(sampleInvitation(role, baseURL));
      const section = page.getByRole("region", { name: label });
      await expect(section.getByText(expected.subject)).toBeVisible();
      expect(await section.locator("pre").textContent()).toBe(expected.text);
    }
    expect(pageErrors).toEqual([]);
  });
});

test.describe("before the portal's scripts arrive", () => {
  test("a collaborator on a slow phone sees a loading indicator at once, and the app replaces it", async ({ page, pageErrors }) => {
    // Hold every script back: what shows is the page's own HTML, as on a slow connection.
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto("/shared-call-sheet/1", { waitUntil: "commit" });
    await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();

    release();
    await expect(page.getByRole("heading", { name: "Access Call Sheet" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
