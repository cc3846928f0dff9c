import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { COLLABORATORS_TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { CONFIRMATION_PANEL_TEXTS as PANEL } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import { REVISION_EDITOR_TEXTS as EDITOR } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { REVISION_VIEW_TEXTS as VIEW } from "@repo/contracts/sharing/revisionViewTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { REVISION_NOTICE_TEXTS as NOTICE } from "@repo/mail/revisionNotice";
import { severeAxeViolations } from "./support/axe.ts";
import { calendarEventOf, mailsTo, waitForMailWith } from "./support/calendarMail.ts";
import { card, createSheet, expectAllSaved, FULL_SHEET_FIELDS, openEditor, toastWith } from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";
import { invitationOf, waitForMailTo } from "./support/mail.ts";
import { dayFromToday } from "./support/seed.ts";
import { horizontalOverflow, invitationLive, sharedViewLive, signInAdminSession, tag, watchErrors } from "./support/sharing.ts";

/**
 * Issue 25's collaborator loop end to end, through the gateway, the built apps, the API's jobs runner and the
 * real SMTP listener: the producer shares a full sheet with two people from the editor (that publishes REV 1);
 * Ann opens her invitation on a phone, passes the gate and confirms REV 1; the producer moves a scene and the
 * call time in the editor and publishes REV 2 there; Ann's revision e-mail leads with exactly those two
 * changes, its link opens them first and asks her to confirm again; the Collaborators panel says 0/2 for
 * REV 2, then 1/2; 'Send reminder' reaches only Bob; the .ics of the invitation and of the revision e-mail
 * share one UID with SEQUENCE 1, then 2.
 */

const SHOTS = "/tmp/e2e-shots";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/revision-loop-${name}.png` });
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const CALL_TIME_CHANGE = "Call time 06:30 -> 06:00";
const SCENE_MOVE = "Scene 'Sunrise walk' moved before 'Crew call & set-up'";
const NOTE = "Call time moved for the rain";

const editorHeader = (page: Page) => page.getByRole("banner").filter({ has: page.getByRole("heading", { level: 1 }) });

async function phoneOf(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** The lines of a plain-text e-mail under `heading:` up to the first blank line ("- " taken off). */
function listUnder(text: string, heading: string): string[] {
  const lines = text.split("\n");
  const start = lines.indexOf(`${heading}:`);
  if (start === -1) return [];
  const end = lines.indexOf("", start);
  return lines.slice(start + 1, end === -1 ? undefined : end).map((line) => line.replace(/^- /, ""));
}

test("the producer publishes REV 2 to two collaborators; the one who confirmed REV 1 sees its two changes first and confirms again; the reminder reaches only the other; the calendar event is updated", async ({ page, pageErrors, browser, baseURL }) => {
  test.setTimeout(240_000);
  void pageErrors;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  const run = tag();
  const title = `Fortress Revisions ${run}`;
  // A full sheet with a call time (06:30), its shoot two weeks ahead.
  const sheetId = await createSheet(title, { ...FULL_SHEET_FIELDS, shootingDate: dayFromToday(14) });
  const ann = `ann.${run}@example.com`;
  const bob = `bob.${run}@example.com`;
  const isNotice = (subject: string) => subject === NOTICE.noticeSubject(title, 2);
  const isReminder = (subject: string) => subject.startsWith("Reminder:") && subject.includes(title);

  // 1. The producer shares from the editor's bar with two people (sharing publishes REV 1).
  await signInAdminSession(page);
  await openEditor(page, sheetId);
  await expect(editorHeader(page).getByText(EDITOR.unpublished)).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Call sheet actions" });
  await bar.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share with collaborator" });
  for (const [index, [email, role]] of ([[ann, "viewer"], [bob, "commenter"]] as const).entries()) {
    if (index) await share.getByRole("button", { name: "Add another collaborator" }).click();
    await share.getByRole("combobox", { name: `Collaborator ${index + 1}`, exact: true }).fill(email);
    await share.getByRole("combobox", { name: `Role of collaborator ${index + 1}` }).selectOption(role);
  }
  await share.getByRole("button", { name: "Send" }).click();
  await expect(toastWith(page, "Call Sheet Shared")).toContainText("Successfully shared with 2 collaborator(s)");
  await expect(share).toBeHidden();

  // 2. Ann opens the link of her invitation on a phone, passes the gate, and confirms REV 1.
  const annInvitationMail = await waitForMailTo(ann, 30_000);
  await invitationLive(sheetId, ann);
  const invitation = invitationOf(annInvitationMail);
  const phone = await phoneOf(browser, baseURL);
  await phone.page.goto(invitation.link);
  await phone.page.getByLabel(SHARING_TEXTS.gatePassword).fill(invitation.password);
  await shot(phone.page, "gate-375");
  await phone.page.getByRole("button", { name: SHARING_TEXTS.gateButton }).tap();
  await phone.page.waitForURL((url) => url.pathname === `/shared-call-sheet/${sheetId}`);
  await expect(phone.page.getByRole("region", { name: /^What changed/ })).toHaveCount(0);
  await sharedViewLive(phone.page);
  const annConfirmation = phone.page.getByRole("group", { name: VIEW.confirmationLabel });
  await annConfirmation.getByRole("button", { name: VIEW.confirm(1) }).tap();
  await expect(annConfirmation.getByText(/^Confirmed REV 1 · /)).toBeVisible();
  expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
  await shot(phone.page, "confirmed-rev1-375");

  // 3. The producer (the same editor, still open) changes the call time and moves a scene up with the mouse.
  await expect(editorHeader(page).getByText(EDITOR.revisionLabel(1), { exact: true })).toBeVisible();
  const titleCard = card(page, "Title and Client");
  await titleCard.getByLabel("Call time").click();
  await titleCard.getByLabel("Call time").fill("06:00");
  await titleCard.getByLabel("Call time").blur();
  await expectAllSaved(page);
  await expect(editorHeader(page).getByText(EDITOR.draft(1))).toBeVisible();
  // The move stays in the agenda's draft: publishing saves it first.
  await card(page, "Shooting Agenda").getByRole("button", { name: "Move Sunrise walk up" }).click();
  await shot(page, "draft-1440");

  // 4. ...and publishes REV 2 from the editor: the dialog names both collaborators.
  await editorHeader(page).getByRole("button", { name: EDITOR.publish }).click();
  const publish = page.getByRole("dialog", { name: EDITOR.dialogTitle(2) });
  await expect(publish).toBeVisible();
  const recipients = publish.getByRole("list", { name: EDITOR.recipients(2) });
  await expect(recipients.getByRole("listitem")).toHaveText([ann, bob].sort());
  await publish.getByRole("textbox", { name: EDITOR.noteLabel }).pressSequentially(NOTE);
  await shot(page, "publish-dialog-1440");
  await publish.getByRole("button", { name: EDITOR.dialogTitle(2) }).click();
  await expect(publish).toBeHidden({ timeout: 15_000 });
  await expect(toastWith(page, EDITOR.published(2)).first()).toBeVisible();
  for (const line of [CALL_TIME_CHANGE, SCENE_MOVE]) await expect(toastWith(page, line).first()).toBeVisible();
  await expect(editorHeader(page).getByText(EDITOR.revisionLabel(2), { exact: true })).toBeVisible();

  // 5. The panel: nobody has confirmed REV 2 yet.
  await bar.getByRole("link", { name: COLLABORATORS_TEXTS.open }).click();
  const panel = page.getByRole("dialog", { name: COLLABORATORS_TEXTS.title });
  const confirmations = panel.getByRole("region", { name: PANEL.region });
  await expect(confirmations).toContainText(`${PANEL.count(0, 2)} ${PANEL.revision(2)}`, { timeout: 30_000 });
  await expect(panel.getByRole("listitem", { name: ann })).not.toContainText("Confirmed REV");
  await shot(page, "panel-0-of-2-1440");

  // 6. Ann's revision e-mail leads with exactly the two changes, then asks her to confirm REV 2.
  const notice = await waitForMailWith(ann, isNotice);
  const text = notice.text ?? "";
  expect(listUnder(text, NOTICE.changesHeading(1))).toEqual([CALL_TIME_CHANGE, SCENE_MOVE]);
  const leads = text.indexOf(NOTICE.changesHeading(1));
  expect(leads).toBeGreaterThan(-1);
  for (const later of [`${NOTICE.noteHeading}:`, "Shoot: ", NOTICE.askToConfirm(2)]) expect(text.indexOf(later), later).toBeGreaterThan(leads);
  expect(text).not.toContain(invitation.password);
  const link = new RegExp(`^${NOTICE.openButton}:\\n(\\S+)$`, "m").exec(text)?.[1];
  expect(link, "the notice's link").toBe(new URL(`/shared-call-sheet/${sheetId}`, invitation.link).href);

  // 7. She opens it on her phone: those two changes first (focused), REV 2 to confirm again.
  await phone.page.goto(link!);
  const changes = phone.page.getByRole("region", { name: VIEW.changesTitle(1) });
  await expect(changes).toBeVisible();
  await sharedViewLive(phone.page);
  await expect(changes).toBeFocused();
  await expect(changes.locator("li li")).toHaveText([CALL_TIME_CHANGE, SCENE_MOVE]);
  await expect(changes).toContainText(NOTE);
  const firstInDocument = phone.page.locator("article section[id]").first();
  expect((await changes.boundingBox())!.y).toBeLessThan((await firstInDocument.boundingBox())!.y);
  await expect(phone.page.locator("section#scenes[data-changed]")).toHaveCount(1);
  await expect(annConfirmation.getByRole("button", { name: VIEW.confirm(2) })).toBeVisible();
  await expect(annConfirmation.getByText(/^Confirmed REV/)).toHaveCount(0);
  expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
  await shot(phone.page, "changes-rev2-375");
  await annConfirmation.getByRole("button", { name: VIEW.confirm(2) }).tap();
  await expect(annConfirmation.getByText(/^Confirmed REV 2 · /)).toBeVisible();
  await shot(phone.page, "confirmed-rev2-375");

  // 8. The panel, reloaded: 1/2; Ann confirmed, Bob pending.
  await page.reload();
  await expect(confirmations).toContainText(`${PANEL.count(1, 2)} ${PANEL.revision(2)}`, { timeout: 30_000 });
  await expect(panel.getByRole("listitem", { name: ann })).toContainText(/Confirmed REV 2 · /);
  await expect(panel.getByRole("listitem", { name: bob })).toContainText(PANEL.notOpened);
  await shot(page, "panel-1-of-2-1440");
  expect(await severeAxeViolations(page)).toEqual([]);

  // 9. Send reminder: to one person, and the only reminder caught is Bob's.
  await confirmations.getByRole("button", { name: PANEL.sendReminder }).click();
  const question = page.getByRole("dialog", { name: PANEL.reminderTitle });
  await expect(question).toContainText(PANEL.reminderQuestion(1, 2));
  await shot(page, "reminder-question-1440");
  await question.getByRole("button", { name: PANEL.reminderConfirm(1) }).click();
  await expect(toastWith(page, PANEL.reminderQueued(1))).toBeVisible();
  const reminder = await waitForMailWith(bob, isReminder);
  expect(reminder.subject).toBe(NOTICE.reminderSubject(title, 2));
  // The runner sends a batch's jobs together: a second reminder would have arrived with Bob's. Wait a little anyway.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const reminders = mailsTo(ann, isReminder).concat(mailsTo(bob, isReminder));
  expect(reminders.map((mail) => mail.envelopeTo)).toEqual([[bob]]);

  // 10. One calendar event per collaborator: the invitation's and the revision e-mail's share a UID, SEQUENCE 1 then 2.
  const invited = calendarEventOf(annInvitationMail);
  const revised = calendarEventOf(notice);
  expect([invited.method, invited.sequence]).toEqual(["REQUEST", 1]);
  expect([revised.method, revised.sequence]).toEqual(["REQUEST", 2]);
  expect(revised.uid).toBe(invited.uid);
  expect(invited.start).toMatch(/T06:30:00/);
  expect(revised.start).toMatch(/T06:00:00/);
  // Bob's event is his own (another UID), updated the same way by his notice and reminder.
  const bobNotice = await waitForMailWith(bob, isNotice);
  const bobEvent = calendarEventOf(bobNotice);
  expect(bobEvent.uid).not.toBe(invited.uid);
  expect(bobEvent.sequence).toBe(2);
  expect(calendarEventOf(reminder)).toMatchObject({ uid: bobEvent.uid, sequence: 2 });
  expect(calendarEventOf(mailsTo(bob)[0]!)).toMatchObject({ uid: bobEvent.uid, sequence: 1 });

  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
