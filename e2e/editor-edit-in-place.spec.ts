import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import { signInAsAdmin } from "./support/accounts.ts";
import { severeAxeViolations } from "./support/axe.ts";
import { card, createSheet, expectAllSaved, openEditor, sheetOf, toastWith } from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";

const SHOTS = "/tmp/e2e-shots";
const run = Date.now().toString(36);
const ana = { id: 101, role: "Gaffer", name: `Ana Kovač ${run}`, phoneNumber: "+381 64 555 1234", email: "ana.kovac@example.com", isChecked: true };
const mila = { id: 102, role: "DoP", name: `Mila Jović ${run}`, phoneNumber: "", email: "", isChecked: false };
const ivan = { id: 103, role: "Stylist", name: `Ivan Perić ${run}`, phoneNumber: "+381 60 777 8888", email: "", isChecked: false };
const typo = { id: 201, country: "Serbia", city: "Novi Sd", address: "Petrovaradin Fortress", date: "2026-10-14", time: "07:30" };
const zagreb = { id: 202, country: "Croatia", city: "Zagreb", address: "", date: "", time: "" };

test("a removed team member comes back with Undo, phone and e-mail included, and stays after a reload", async ({ page }) => {
  const id = await createSheet(`Undo ${run}`, { teamMembers: JSON.stringify([mila, ana, ivan]) });
  await signInAsAdmin(page);
  await openEditor(page, id);
  const team = card(page, "Team");
  const rows = team.getByRole("list", { name: "Team members" }).getByRole("listitem");

  await team.getByRole("button", { name: `Remove ${ana.name}` }).click();
  await expect(rows).toHaveCount(2);
  await expectAllSaved(page);
  expect(JSON.parse(String((await sheetOf(id)).teamMembers))).toEqual([mila, ivan]);

  await expect(toastWith(page, EDIT_IN_PLACE_TEXTS.removed(ana.name))).toBeVisible();
  await page.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.undo }).click();
  await expect(rows).toHaveCount(3);
  await expectAllSaved(page);

  await page.reload();
  await expect(rows).toHaveCount(3, { timeout: 20_000 });
  await expect(rows.nth(1)).toContainText(ana.name);
  await expect(rows.nth(1)).toContainText(`${ana.phoneNumber} · ${ana.email}`);
  expect(JSON.parse(String((await sheetOf(id)).teamMembers))).toEqual([mila, ana, ivan]);
});

test("a typo in a location's city is fixed in place and is still fixed after a reload", async ({ page }) => {
  const id = await createSheet(`Edit in place ${run}`, {
    locationsList: JSON.stringify([typo, zagreb]),
    locations: "Novi Sd, Serbia",
    teamMembers: JSON.stringify([ana, mila]),
  });
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, id);
  const places = card(page, "Time, Date and Location");

  await places.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd") }).click();
  const form = places.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd") });
  // Escape in the country picker with its list open closes the list, not the row; the next one closes the row.
  const country = form.getByRole("combobox", { name: "Country" });
  await country.click();
  await expect(page.getByRole("option", { name: "Croatia", exact: true })).toBeVisible();
  await country.press("Escape");
  await expect(page.getByRole("option", { name: "Croatia", exact: true })).toHaveCount(0);
  await expect(form).toBeVisible();
  await country.press("Escape");
  await expect(form).toHaveCount(0);
  await places.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd") }).click();
  const city = form.getByLabel("City");
  await expect(city).toHaveValue("Novi Sd");
  await city.fill("Novi Sad");
  await form.scrollIntoViewIfNeeded();
  await places.screenshot({ path: `${SHOTS}/edit-in-place-location-1440.png` });
  await city.press("Enter");
  await expect(form).toHaveCount(0);
  await expect(places.getByRole("list", { name: "Locations" }).getByRole("listitem").first()).toContainText("Novi Sad, Serbia");
  await expectAllSaved(page);

  await page.reload();
  await expect(places.getByRole("list", { name: "Locations" }).getByRole("listitem").first()).toContainText("Novi Sad, Serbia", { timeout: 20_000 });
  const stored = await sheetOf(id);
  expect(JSON.parse(String(stored.locationsList))).toEqual([{ ...typo, city: "Novi Sad" }, zagreb]);
  expect(stored.locations).toBe("Novi Sad, Serbia");

  // A member opened for editing at 1440 px: the fields side by side in the card.
  const team = card(page, "Team");
  await team.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.edit(ana.name) }).click();
  await team.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit(ana.name) }).scrollIntoViewIfNeeded();
  await team.screenshot({ path: `${SHOTS}/edit-in-place-team-1440.png` });
  // The open row (its fields, errors and buttons) and the Undo toast pass axe like the rest of the editor.
  await team.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit(ana.name) }).getByLabel("Name").fill("");
  await team.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit(ana.name) }).getByRole("button", { name: EDIT_IN_PLACE_TEXTS.save }).click();
  await expect(team.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit(ana.name) })).toContainText("Name is required");
  await team.getByRole("button", { name: `Remove ${mila.name}` }).click();
  await expect(toastWith(page, EDIT_IN_PLACE_TEXTS.removed(mila.name))).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  // Escape in a field closes the row with the member as it was.
  await team.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit(ana.name) }).getByLabel("Name").press("Escape");
  await expect(team.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit(ana.name) })).toHaveCount(0);
  await expect(team.getByRole("list", { name: "Team members" })).toContainText(ana.name);
});

test("at 375 px a row opened for editing fits the phone's width", async ({ page }) => {
  const id = await createSheet(`Phone edit ${run}`, { locationsList: JSON.stringify([typo]), locations: "Novi Sd, Serbia", teamMembers: JSON.stringify([ana]) });
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await openEditor(page, id);

  for (const [title, button, shot] of [
    ["Team", EDIT_IN_PLACE_TEXTS.edit(ana.name), "team"],
    ["Time, Date and Location", EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd"), "location"],
  ] as const) {
    const section = card(page, title);
    await section.getByRole("button", { name: button }).click();
    const form = section.getByRole("form", { name: button });
    await form.scrollIntoViewIfNeeded();
    // Every field and button of the open row inside the screen, and nothing wider than it.
    for (const control of await form.locator("input, button").all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      expect(box.x, `${title}: a control starts off screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${title}: a control ends off screen`).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/edit-in-place-${shot}-375.png` });
    await form.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.cancel }).click();
    // Closed again: the row's own Edit and ✕ sit inside the screen too, and Edit has the focus back.
    const edit = section.getByRole("button", { name: button });
    await expect(edit).toBeFocused();
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});
