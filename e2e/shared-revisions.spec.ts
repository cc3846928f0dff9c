import { type APIRequestContext, type Page } from "@playwright/test";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { CONFIRMATION_MESSAGES } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { expect, test } from "./support/fixtures.ts";
import { horizontalOverflow, sharedSheetWithInvitation, sharingAdminApi, tag, watchErrors } from "./support/sharing.ts";

/**
 * Issue 25 on the shared view, through the real gateway, API and database: a collaborator who opened REV 1
 * sees what changed in REV 2 first (never the producer's later draft), the changed sections marked, confirms
 * 'I have read revision 2' (kept after a reload), and is told when a newer revision exists.
 */

const SHOTS = "/tmp/e2e-shots";
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SHOTS}/shared-revisions-${name}.png`, fullPage });

/** The producer edits the draft (PATCH with the version it read). */
async function editDraft(api: APIRequestContext, sheetId: number, change: (sheet: Record<string, unknown>) => Record<string, unknown>) {
  const sheet = (await (await api.get(`/api/call-sheets/${sheetId}`)).json()) as Record<string, unknown> & { version: number };
  const patched = await api.patch(`/api/call-sheets/${sheetId}`, { data: { baseVersion: sheet.version, ...change(sheet) } });
  expect(patched.ok(), await patched.text()).toBe(true);
}

/** Publishes after the latest revision (the API refuses a publish that does not name it: a stale tab). */
async function publish(api: APIRequestContext, sheetId: number, note = "") {
  const [latest] = (await (await api.get(callSheetRevisionsUrl(sheetId))).json()) as { number: number }[];
  const published = await api.post(callSheetRevisionsUrl(sheetId), { data: { note, afterRevision: latest?.number ?? null } });
  expect(published.status(), await published.text()).toBe(201);
  return (await published.json()) as { number: number; changes: { text: string }[] };
}

/**
 * A sheet shared with a new collaborator (sharing publishes REV 1), whose session `page` holds the grant
 * (the gate's call, as the form makes it) and who opened REV 1; then the producer moves the first scene to
 * the end and the call time to 06:00, publishes REV 2, and goes on editing the title (a draft).
 */
async function collaboratorAfterSecondPublish(page: Page) {
  const title = `Revisions ${tag()}`;
  const { sheetId, token, invitation } = await sharedSheetWithInvitation(title, "rev", "viewer");
  const access = await page.request.post("/api/call-sheet-access", { data: { token, email: invitation.email, password: invitation.password } });
  expect(access.status(), await access.text()).toBe(200);
  await page.goto(`/shared-call-sheet/${sheetId}`);
  await expect(page.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeVisible();
  await expect(page.getByRole("region", { name: /^What changed/ })).toHaveCount(0);

  const admin = await sharingAdminApi();
  try {
    await editDraft(admin, sheetId, (sheet) => {
      const scenes = JSON.parse(String(sheet.sceneSchedule)) as unknown[];
      return { shootingTime: "06:00", sceneSchedule: JSON.stringify([...scenes.slice(1), scenes[0]]) };
    });
    const published = await publish(admin, sheetId, "Call time moved for the rain");
    expect(published.number).toBe(2);
    await editDraft(admin, sheetId, () => ({ shootingTitle: `${title} DRAFT` }));
    return { sheetId, title, admin, lines: published.changes.map((change) => change.text) };
  } catch (error) {
    await admin.dispose();
    throw error;
  }
}

for (const size of [
  { name: "375", viewport: { width: 375, height: 812 } },
  { name: "1440", viewport: { width: 1440, height: 900 } },
]) {
  test(`at ${size.name} px a collaborator sees REV 2's changes first, confirms it, and a reload keeps it confirmed`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size.viewport);
    const { sheetId, title, admin, lines } = await collaboratorAfterSecondPublish(page);
    try {
      expect(lines.some((line) => /^Call time .+ -> 06:00$/.test(line))).toBe(true);
      expect(lines.some((line) => /^Scene '.+' moved/.test(line))).toBe(true);

      await page.reload();
      const panel = page.getByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(1) });
      await expect(panel).toBeVisible();
      await expect(panel).toBeFocused();
      for (const line of lines) await expect(panel.getByText(line, { exact: true })).toBeVisible();
      await expect(panel.getByText("Call time moved for the rain")).toBeVisible();
      // Before the document, the changed sections marked in it; REV 2 as published, not the draft.
      const panelBox = (await panel.boundingBox())!;
      expect(panelBox.y).toBeLessThan((await page.locator("#project-details, article").first().boundingBox())!.y);
      await expect(page.locator("section#scenes[data-changed]")).toHaveCount(1);
      await expect(page.locator("section#team[data-changed]")).toHaveCount(0);
      await expect(page.getByText(`${title} DRAFT`)).toHaveCount(0);
      await expect(page.getByText(/REV 2 · /).first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `changes-${size.name}`);

      const confirm = page.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) });
      await expect(confirm).toBeVisible();
      const bar = page.getByRole("group", { name: REVISION_VIEW_TEXTS.confirmationLabel });
      if (size.name === "375") {
        // Fixed at the bottom of the phone's screen, and the page's end is above it: nothing is hidden under it.
        const barBox = (await bar.boundingBox())!;
        expect(Math.round(barBox.y + barBox.height)).toBe(size.viewport.height);
        expect(barBox.width).toBe(size.viewport.width);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const lastSection = page.locator("article section[id]").last();
        await expect(lastSection).toBeInViewport();
        const endBox = (await lastSection.boundingBox())!;
        expect(endBox.y + endBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
        await shot(page, "bottom-375");
        await page.evaluate(() => window.scrollTo(0, 0));
      } else {
        // In the top bar.
        expect(await bar.evaluate((element) => element.closest("nav") !== null)).toBe(true);
      }

      await confirm.click();
      await expect(bar.getByText(/^Confirmed REV 2 · /)).toBeVisible();
      await shot(page, `confirmed-${size.name}`);
      const shares = (await (await admin.get(`/api/call-sheet-shares/${sheetId}`)).json()) as { confirmed: number; total: number };
      expect([shares.confirmed, shares.total]).toEqual([1, 1]);

      // Reloaded: confirmed as the server keeps it, and the changes read (confirmed) are not listed again.
      await page.reload();
      await expect(bar.getByText(REVISION_VIEW_TEXTS.confirmed(2, null), { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) })).toHaveCount(0);
      await expect(page.getByRole("region", { name: /^What changed/ })).toHaveCount(0);
      await expect(page.locator("section#scenes[data-changed]")).toHaveCount(1);
      expect(errors).toEqual([]);
    } finally {
      await admin.dispose();
    }
  });
}

test("a closed list stays closed after a reload; a newer revision refuses Confirm with the server's words and 'Load REV 3' loads it; Add to calendar downloads the event", async ({ page }) => {
  // The 409 of the refused confirmation is expected; anything else is a defect.
  const errors = watchErrors(page, { ignore: /status of 409/ });
  await page.setViewportSize({ width: 1440, height: 900 });
  const { sheetId, admin } = await collaboratorAfterSecondPublish(page);
  try {
    // The list is in the portal server's first response while it is not read.
    expect(await (await page.reload())!.text()).toContain(REVISION_VIEW_TEXTS.changesTitle(1));
    const panel = page.getByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(1) });
    await expect(panel).toBeFocused();
    // Keyboard only: Tab to 'Got it', Enter; the focus goes on to the sheet.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: REVISION_VIEW_TEXTS.dismissChangesLabel })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
    // Remembered in a cookie of this sheet's address only, which the portal server reads: its first response
    // already leaves the list out, so nothing flashes and nothing moves when the scripts take over.
    const cookies = await page.context().cookies();
    // One entry per reader (a short hash of the sheet and the reader, not the e-mail): this reader closed REV 2's.
    const read = cookies.filter((cookie) => cookie.name === "revisionChangesRead");
    expect(read.map(({ path }) => path)).toEqual([`/shared-call-sheet/${sheetId}`]);
    expect(read[0]?.value).toMatch(/^[0-9a-z]{1,12}:2$/);
    await page.addInitScript(() => {
      const state = window as unknown as { __cls: number };
      state.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) state.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const reloaded = await page.reload();
    const firstHtml = await reloaded!.text();
    expect(firstHtml).toContain('id="portal-first-response"');
    expect(firstHtml).not.toContain(REVISION_VIEW_TEXTS.changesTitle(1));
    await expect(page.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) })).toBeVisible();
    await expect(page.locator("#root[data-taken-over]")).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole("region", { name: /^What changed/ })).toHaveCount(0);
    await expect(page.locator("section#scenes[data-changed]")).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.02);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: REVISION_VIEW_TEXTS.addToCalendarLabel(2) }).click();
    const event = await (await download).path().then((path) => import("node:fs").then((fs) => fs.readFileSync(path, "utf8")));
    expect(event).toContain("BEGIN:VCALENDAR");
    expect(event).toMatch(/SEQUENCE:2/);

    // REV 3 is published while REV 2 is on screen.
    await editDraft(admin, sheetId, () => ({ shootingTime: "05:45" }));
    await publish(admin, sheetId);
    await page.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }).click();
    const alert = page.getByRole("alert").filter({ hasText: CONFIRMATION_MESSAGES.notLatest(3) });
    await expect(alert).toBeVisible();
    await alert.getByRole("button", { name: REVISION_VIEW_TEXTS.loadRevision(3) }).click();
    const newer = page.getByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(2) });
    await expect(newer).toBeFocused();
    await expect(newer.getByText("Call time 06:00 -> 05:45", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(3) }).click();
    await expect(page.getByText(/^Confirmed REV 3 · /)).toBeVisible();
    await shot(page, "rev3-1440");
    expect(errors).toEqual([]);
  } finally {
    await admin.dispose();
  }
});
