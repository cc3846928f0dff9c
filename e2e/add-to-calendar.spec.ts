import fs from "node:fs";
import { type APIRequestContext, type Page } from "@playwright/test";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { CALENDAR_CONSTANTS, CALENDAR_MESSAGES } from "@repo/contracts/sharing/calendar";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { expect, test } from "./support/fixtures.ts";
import { sharedSheetWithInvitation, sharedViewLive, sharingAdminApi, tag, watchErrors } from "./support/sharing.ts";

/**
 * 'Add to calendar' on the shared view, through the real gateway, portal server, API and database: the
 * server's page carries it as a plain download link (it works with no script); once the app runs, a press
 * fetches the event itself, so a refusal is said on the page instead of a download Chromium cancels
 * silently (a 409 for a sheet whose latest revision has no date).
 */

/** A new collaborator's session on a new full sheet (sharing publishes REV 1), opened and taken over by the app. */
async function openAsCollaborator(page: Page) {
  const { sheetId, token, invitation } = await sharedSheetWithInvitation(`Calendar ${tag()}`, "cal", "viewer");
  const access = await page.request.post("/api/call-sheet-access", { data: { token, email: invitation.email, password: invitation.password } });
  expect(access.status(), await access.text()).toBe(200);
  const response = await page.goto(`/shared-call-sheet/${sheetId}`);
  await sharedViewLive(page);
  return { sheetId, firstHtml: await response!.text() };
}

const calendarLink = (page: Page, revision: number) => page.getByRole("link", { name: REVISION_VIEW_TEXTS.addToCalendarLabel(revision) });

/** The producer takes every date off the sheet (shooting date, locations', scenes') and publishes it as the next revision. */
async function publishWithoutDates(admin: APIRequestContext, sheetId: number) {
  const sheet = (await (await admin.get(`/api/call-sheets/${sheetId}`)).json()) as { version: number; locationsList: string; sceneSchedule: string };
  const undated = (json: string) => JSON.stringify((JSON.parse(json) as Array<Record<string, unknown>>).map((item) => ({ ...item, date: "" })));
  const patched = await admin.patch(`/api/call-sheets/${sheetId}`, {
    data: { baseVersion: sheet.version, shootingDate: null, locationsList: undated(sheet.locationsList), sceneSchedule: undated(sheet.sceneSchedule) },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const published = await admin.post(callSheetRevisionsUrl(sheetId), { data: { note: "Date to be decided", afterRevision: 1 } });
  expect(published.status(), await published.text()).toBe(201);
}

test("the server's page offers the calendar as a plain link, and a press in the app downloads the event under the server's file name", async ({ page, pageErrors }) => {
  const { sheetId, firstHtml } = await openAsCollaborator(page);
  // With no script: an <a> to the .ics with `download` in the portal server's first response.
  const tagInHtml = firstHtml.match(new RegExp(`<a[^>]*href="${CONFIRMATION_URLS.calendar(sheetId).replace(/[?]/g, "\\?")}"[^>]*>`))?.[0];
  expect(tagInHtml).toMatch(/\sdownload(=""|\s|>)/);

  const download = page.waitForEvent("download");
  await calendarLink(page, 1).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(CALENDAR_CONSTANTS.fileName(sheetId));
  const event = fs.readFileSync(await file.path(), "utf8");
  expect(event).toContain("BEGIN:VCALENDAR");
  expect(event).toMatch(/SEQUENCE:1\r?\n/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test("a press after the producer published a revision without any date says so beside the link, and the next load offers no calendar", async ({ page }) => {
  // The API's 409 is logged by Chromium as a failed resource: expected here, and only here.
  const errors = watchErrors(page, { ignore: /status of 409/ });
  const { sheetId } = await openAsCollaborator(page);
  const admin = await sharingAdminApi();
  try {
    await publishWithoutDates(admin, sheetId);
  } finally {
    await admin.dispose();
  }
  // REV 1 (dated) is still on screen; the API makes the event of the latest revision, which has no day.
  const downloads: string[] = [];
  page.on("download", (file) => downloads.push(file.suggestedFilename()));
  await calendarLink(page, 1).click();
  await expect(page.getByRole("alert").filter({ hasText: CALENDAR_MESSAGES.noDate })).toBeVisible();
  expect(downloads).toEqual([]);

  // The next load shows REV 2, which has no day: no link, in the server's page and in the app's.
  const reloaded = await page.reload();
  expect(await reloaded!.text()).not.toContain(CONFIRMATION_URLS.calendar(sheetId));
  await sharedViewLive(page);
  await expect(page.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Add the shoot to your calendar/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
