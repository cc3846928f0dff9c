import { request, type APIRequestContext, type Page } from "@playwright/test";
import { COLLABORATORS_TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { CONFIRMATION_PANEL_TEXTS as TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { severeAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { invitationOf, REFUSED_REPLY, waitForMailTo } from "./support/mail.ts";
import { dayFromToday } from "./support/seed.ts";
import { createFullSheet, invitationLive, sharingAdminApi, signInAdminSession, tag, toastWith } from "./support/sharing.ts";

/**
 * The producer's view of who has read the latest revision (issue 25), against the real API, gateway and
 * SMTP listener: three people invited (the listener refuses one), one confirms with her grant, one only
 * opens; the panel's count, each state, 'Pending only' across a reload, 'Send reminder' and the automatic
 * reminder on the shoot's clock, at 1440 and 375 px. (The full publish-confirm-remind flow is assembled elsewhere.)
 */

const SHOTS = "/tmp/e2e-shots";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/confirmations-${name}.png` });
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Signs a collaborator in with the invitation they received (as the gate does) and opens the sheet; the revision shown. */
async function openAsCollaborator(email: string, sheetId: number): Promise<{ context: APIRequestContext; revision: number }> {
  const invitation = invitationOf(await waitForMailTo(email, 30_000));
  const context = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const token = new URL(invitation.link).pathname.split("/").pop()!;
  await invitationLive(sheetId, email);
  const access = await context.post("/api/call-sheet-access", { data: { token, email: invitation.email, password: invitation.password } });
  expect(access.status(), await access.text()).toBe(200);
  const opened = await context.get(`/api/get-call-sheet?callSheetId=${sheetId}`);
  expect(opened.status(), await opened.text()).toBe(200);
  const { revision } = (await opened.json()) as { revision: { number: number } | null };
  expect(revision).not.toBeNull();
  return { context, revision: revision!.number };
}

test("the producer sees who confirmed the latest revision, keeps 'Pending only' across a reload, reminds those pending and sets the automatic reminder", async ({ page, pageErrors }) => {
  test.setTimeout(180_000);
  void pageErrors;
  await page.setViewportSize(DESKTOP);
  const api = await sharingAdminApi();
  const sheetId = await createFullSheet(api, `Rooftop Promo ${tag()}`);
  // A shoot 20 days ahead with a call time, so the automatic reminder has a time to count from (Belgrade: the first location).
  const shootDay = dayFromToday(20);
  const sheet = (await (await api.get(`/api/call-sheets/${sheetId}`)).json()) as { version: number };
  expect((await api.patch(`/api/call-sheets/${sheetId}`, { data: { baseVersion: sheet.version, shootingDate: shootDay, shootingTime: "07:00" } })).status()).toBe(200);
  const id = tag();
  const [ann, bob, refused] = [`ann.${id}@example.com`, `bob.${id}@example.com`, `refused.${id}@example.com`];
  for (const email of [ann, bob, refused]) {
    const created = await api.post("/api/call-sheet-shares", { data: { callSheetId: sheetId, email, role: "viewer" } });
    expect(created.status(), await created.text()).toBe(201);
  }
  await api.dispose();

  // Ann opens the sheet and confirms what she read; Bob only opens it.
  const annSession = await openAsCollaborator(ann, sheetId);
  const confirmed = await annSession.context.post(CONFIRMATION_URLS.confirmations, { data: { callSheetId: sheetId, revision: annSession.revision } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  await annSession.context.dispose();
  // Bob's grant stays: he confirms later, while the producer is away from the tab.
  const bobSession = await openAsCollaborator(bob, sheetId);
  const revision = annSession.revision;

  await signInAdminSession(page);
  await page.goto(`/admin/call-sheet/${sheetId}`);
  // The bar's Collaborators says who confirmed the latest revision before it is opened (asked once the editor is idle).
  const bar = page.getByRole("navigation", { name: "Call sheet actions" });
  const collaborators = bar.getByRole("link", { name: COLLABORATORS_TEXTS.openConfirmed(1, 3), exact: true });
  await expect(collaborators).toHaveText(`${COLLABORATORS_TEXTS.open}${COLLABORATORS_TEXTS.openCount(1, 3)}`, { timeout: 30_000 });
  await shot(page, "bar-1440");
  await collaborators.click();
  const panel = page.getByRole("dialog", { name: COLLABORATORS_TEXTS.title });
  const confirmations = panel.getByRole("region", { name: TEXTS.region });
  await expect(confirmations).toContainText(`${TEXTS.count(1, 3)} ${TEXTS.revision(revision)}`, { timeout: 30_000 });
  await expect(panel.getByRole("listitem", { name: ann })).toContainText(new RegExp(`Confirmed REV ${revision} · \\d{1,2} \\w{3} \\d\\d:\\d\\d`));
  await expect(panel.getByRole("listitem", { name: bob })).toContainText(new RegExp(`${TEXTS.openedNotConfirmed} · first opened`));
  // The mail server's reply, as the runner gives it (nodemailer's words around the 550).
  await expect(panel.getByRole("listitem", { name: refused })).toContainText(new RegExp(`Notice failed: .*${REFUSED_REPLY}`), { timeout: 30_000 });
  await shot(page, "panel-1440");
  expect(await severeAxeViolations(page)).toEqual([]);

  // Pending only: Bob and the refused address; still so after a reload (it is in the address).
  await confirmations.getByRole("checkbox", { name: TEXTS.pendingOnlyCount(2) }).check();
  const rows = panel.locator("[data-collaborators-list] > li");
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/[?&]pending=1/);
  await page.reload();
  await expect(panel.getByRole("region", { name: TEXTS.region }).getByRole("checkbox", { name: TEXTS.pendingOnlyCount(2) })).toBeChecked({ timeout: 30_000 });
  await expect(rows).toHaveCount(2);
  await expect(panel.getByRole("listitem", { name: ann })).toHaveCount(0);

  // Send reminder: only Bob can get one (the refused address never received its invitation); the toast says what the API queued.
  await confirmations.getByRole("button", { name: TEXTS.sendReminder }).click();
  const question = page.getByRole("dialog", { name: TEXTS.reminderTitle });
  await expect(question).toContainText(TEXTS.reminderQuestion(1, revision));
  await expect(question).toContainText(TEXTS.reminderSkipsUndelivered(1));
  await question.getByRole("button", { name: TEXTS.reminderConfirm(1) }).click();
  await expect(toastWith(page, TEXTS.reminderQueued(1))).toBeVisible();
  await expect(panel.getByRole("listitem", { name: bob })).toContainText(TEXTS.openedNotConfirmed);
  // His row says the reminder went out (the panel polls while it is queued); the refused address got none.
  await expect(panel.getByRole("listitem", { name: bob })).toContainText(/ · reminded \d{1,2} \w{3} \d\d:\d\d/, { timeout: 30_000 });
  await expect(panel.getByRole("listitem", { name: refused })).not.toContainText("remind");
  await shot(page, "reminded-1440");

  // The automatic reminder, on the shoot's clock: the day before the shoot at 07:00 in Belgrade.
  const automatic = confirmations.getByRole("group", { name: TEXTS.automatic });
  await expect(automatic).toContainText(TEXTS.automaticOff);
  await automatic.getByRole("spinbutton", { name: TEXTS.automaticHours }).fill("0");
  await automatic.getByRole("button", { name: TEXTS.automaticTurnOn }).click();
  await expect(automatic.getByRole("alert")).toHaveText("Hours before the call time must be a whole number from 1 to 168, or null to turn it off");
  await automatic.getByRole("spinbutton", { name: TEXTS.automaticHours }).fill("24");
  await automatic.getByRole("button", { name: TEXTS.automaticTurnOn }).click();
  const dayBefore = new Date(`${dayFromToday(19)}T12:00:00Z`);
  const dayWords = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(dayBefore);
  // The contracts' words, counted from REV N's call time (the published one), the zone CET or CEST by the date.
  const due = TEXTS.automaticDue(`${dayWords}, 07:00 ZONE at the shoot`, 24, revision).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("ZONE", "CES?T");
  await expect(automatic.locator("[data-automatic-reminder]")).toHaveText(new RegExp(`^${due}$`));
  await shot(page, "automatic-1440");

  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const wide = await panel.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    return [...element.querySelectorAll("*")].filter((child) => child.getBoundingClientRect().right > right + 1).length;
  });
  expect(wide).toBe(0);
  await confirmations.scrollIntoViewIfNeeded();
  await shot(page, "panel-375");
  await automatic.getByRole("button", { name: TEXTS.automaticTurnOff }).click();
  await expect(automatic.locator("[data-automatic-reminder]")).toHaveText(TEXTS.automaticOff);
  await shot(page, "automatic-off-375");
  expect(await severeAxeViolations(page)).toEqual([]);

  // Back on the editor at 375 px: the count is in the 'Actions' menu, the sticky bar stays one row (issue 24: <= 120 px).
  await panel.getByRole("button", { name: COLLABORATORS_TEXTS.close }).click();
  await expect(panel).toHaveCount(0);
  const header = page.locator("header", { has: bar });
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(120);
  // Bob confirms while the producer is in another tab; coming back asks again.
  const bobConfirmed = await bobSession.context.post(CONFIRMATION_URLS.confirmations, { data: { callSheetId: sheetId, revision } });
  expect(bobConfirmed.status(), await bobConfirmed.text()).toBe(201);
  await bobSession.context.dispose();
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await bar.getByRole("button", { name: "Actions" }).click();
  await expect(bar.getByRole("link", { name: COLLABORATORS_TEXTS.openConfirmed(2, 3), exact: true })).toBeVisible();
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(120);
  await shot(page, "bar-menu-375");
});

test("the automatic reminder of a shoot whose place the city database does not know counts the call time on the producer's clock", async ({ browser }) => {
  test.setTimeout(120_000);
  // The producer works in Tokyo; the shoot's location is a back lot no database knows.
  const context = await browser.newContext({ viewport: DESKTOP, timezoneId: "Asia/Tokyo" });
  const api = await sharingAdminApi();
  try {
    const created = await api.post("/api/call-sheets", { data: { shootingTitle: `Back lot ${tag()}`, locations: "Back lot", shootingDate: dayFromToday(20) } });
    expect(created.status(), await created.text()).toBe(201);
    const { id: sheetId } = (await created.json()) as { id: number };
    const { version } = (await (await api.get(`/api/call-sheets/${sheetId}`)).json()) as { version: number };
    const locationsList = JSON.stringify([{ id: 1, country: "Japan", city: "Kamata back lot", address: "Gate 3", date: "", time: "" }]);
    expect((await api.patch(`/api/call-sheets/${sheetId}`, { data: { baseVersion: version, shootingTime: "07:00", locationsList } })).status()).toBe(200);
    // Sharing publishes REV 1, the call time the reminder counts from.
    expect((await api.post("/api/call-sheet-shares", { data: { callSheetId: sheetId, email: `lot.${tag()}@example.com`, role: "viewer" } })).status()).toBe(201);

    const page = await context.newPage();
    await signInAdminSession(page);
    await page.goto(`/admin/call-sheet/${sheetId}`);
    await page.getByRole("navigation", { name: "Call sheet actions" }).getByRole("link", { name: new RegExp(`^${COLLABORATORS_TEXTS.open}`) }).click();
    const automatic = page.getByRole("dialog", { name: COLLABORATORS_TEXTS.title }).getByRole("group", { name: TEXTS.automatic });
    await automatic.getByRole("spinbutton", { name: TEXTS.automaticHours }).fill("2", { timeout: 30_000 });
    await automatic.getByRole("button", { name: TEXTS.automaticTurnOn }).click();
    // 07:00 in Tokyo less two hours, on the producer's clock (it was 05:00 UTC: 14:00 in Tokyo, after the call).
    await expect(automatic.locator("[data-automatic-reminder]")).toContainText(/, 05:00 GMT\+9 your time/);
    const listed = (await (await api.get(`/api/call-sheet-shares/${sheetId}`)).json()) as { automaticReminder: { dueAt: string } };
    expect(new Date(listed.automaticReminder.dueAt).toISOString()).toBe(new Date(`${dayFromToday(20)}T05:00:00+09:00`).toISOString());
  } finally {
    await api.dispose();
    await context.close();
  }
});
