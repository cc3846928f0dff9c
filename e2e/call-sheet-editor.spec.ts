import fs from "node:fs";
import { EDITOR_TRUST_TEXTS } from "@repo/contracts/adminConsole/editorTrustTexts";
import { CONCEPT_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDITOR_TEXTS, SAVE_STATE_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { signInAsAdmin } from "./support/accounts.ts";
import { severeAxeViolations } from "./support/axe.ts";
import {
  card,
  checklistNames,
  createSheet,
  dragRow,
  expectAllSaved,
  FULL_SHEET_FIELDS,
  openEditor,
  sceneNames,
  seedRatedModels,
  sheetOf,
  toastWith,
} from "./support/callSheet.ts";
import { expect, test } from "./support/fixtures.ts";

const SHOTS = "/tmp/e2e-shots";
const run = Date.now().toString(36);
// Known names, unique to this run, so the picker's search finds exactly these.
const ACTORS = [
  { fullName: `Vesna Radić ${run}`, rating: "two" as const },
  { fullName: `Teodora Lukić ${run}`, rating: "three" as const },
];

test("a producer fills every card of a new sheet with mouse and keyboard, and finds it all after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  const models = await seedRatedModels(ACTORS);
  await signInAsAdmin(page);

  // Dashboard -> Create Call Sheet -> the new sheet's editor.
  const title = `Autumn Lookbook ${run}`;
  await page.getByRole("button", { name: "Create Call Sheet" }).click();
  await page.getByLabel("Shooting Title").fill(title);
  await page.getByRole("button", { name: "Create Call Sheet" }).click();
  await expect(page).toHaveURL(/\/admin\/call-sheet\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Title and Client: saved when the field is left.
  const titleCard = card(page, "Title and Client");
  await titleCard.getByLabel("Client").fill("Maison Drina");
  await titleCard.getByLabel("Client").press("Tab");
  await titleCard.getByLabel("Shooting date").fill("2026-10-14");
  await titleCard.getByLabel("Shooting date").press("Tab");
  await titleCard.getByLabel("Call time").fill("07:15");
  await titleCard.getByLabel("Call time").press("Tab");

  // Locations: the city left empty is refused; each add resets the form to Serbia / Belgrade.
  const places = card(page, "Time, Date and Location");
  const city = places.getByLabel("City");
  await expect(city).toHaveValue("Belgrade");
  await expect(places.getByRole("form", { name: "Add Location" })).toContainText("Serbia");
  await city.fill("");
  await places.getByRole("button", { name: "Add Location" }).click();
  await expect(toastWith(page, "Country and city are required")).toBeVisible();
  await city.fill("Novi Sad");
  await places.getByLabel("Address").fill("Petrovaradin Fortress, upper plateau");
  await places.getByLabel("Date").fill("2026-10-14");
  await places.getByLabel("Time").fill("07:30");
  await places.getByRole("button", { name: "Add Location" }).click();
  await expect(toastWith(page, "Location added successfully")).toBeVisible();
  await expect(city).toHaveValue("Belgrade");
  await expect(places.getByLabel("Address")).toHaveValue("");
  await places.locator("#location-country").click();
  await places.locator("#location-country").pressSequentially("Croat");
  await page.getByRole("option", { name: "Croatia", exact: true }).click();
  await city.fill("Zagreb");
  await places.getByLabel("Address").fill("Upper Town, Stone Gate");
  await places.getByRole("button", { name: "Add Location" }).click();
  await expect(places.getByRole("list", { name: "Locations" }).getByRole("listitem")).toHaveCount(2);
  await expect(places.getByRole("form", { name: "Add Location" })).toContainText("Serbia");

  // Team: role and name are required; three members, one shown on the shared sheet.
  const team = card(page, "Team");
  await team.getByLabel("Phone").fill("+381 64 555 1234");
  await team.getByRole("button", { name: "Add Team Member" }).click();
  await expect(toastWith(page, "Role and Name fields are required")).toBeVisible();
  const members = [
    { role: "Photographer", name: "Dragan Simić", phone: "+381 64 555 1234", email: "dragan@example.com" },
    { role: "Stylist", name: "Ivana Perić", phone: "", email: "ivana@example.com" },
    { role: "Gaffer", name: "Bojan Tomić", phone: "+381 63 111 2222", email: "" },
  ];
  for (const member of members) {
    await team.getByLabel("Role").fill(member.role);
    await team.getByLabel("Name", { exact: true }).fill(member.name);
    await team.getByLabel("Phone").fill(member.phone);
    await team.getByLabel("E-mail").fill(member.email);
    await team.getByLabel("E-mail").press("Enter");
    await expect(team.getByRole("list", { name: "Team members" })).toContainText(member.name);
  }
  await team.getByRole("checkbox", { name: "Show on the shared sheet: Ivana Perić" }).check();

  // Actors: picked from the models database by name.
  const actors = card(page, "Actor Contacts");
  for (const actor of ACTORS) {
    await actors.locator("#actor-picker").click();
    await actors.locator("#actor-picker").pressSequentially(actor.fullName.split(" ")[0]!);
    await page.getByRole("option", { name: actor.fullName }).click();
    await expect(actors.getByRole("list", { name: "Actor contacts" })).toContainText(actor.fullName);
    await actors.locator("#actor-picker").press("Escape");
  }

  // Scenes: four added to the draft, reordered by dragging, saved at once.
  const agenda = card(page, "Shooting Agenda");
  const scenes = [
    ["Call & coffee", "07:15", "07:45", "Base camp at the lower gate.", "—"],
    ["Rampart walk", "07:45", "08:30", "Walk toward camera along the rampart.", "Photo, 85 mm"],
    ["Clock tower portraits", "08:30", "09:30", "Close portraits under the clock tower.", "Photo, 50 mm"],
    ["Wrap", "12:00", "12:30", "Pack down.", ""],
  ];
  for (const [name, start, end, description, method] of scenes) {
    await agenda.getByLabel("Scene name").fill(name!);
    await agenda.getByLabel("Date").fill("2026-10-14");
    await agenda.getByLabel("Start time").fill(start!);
    await agenda.getByLabel("End time").fill(end!);
    await agenda.getByLabel("Description").fill(description!);
    await agenda.getByLabel("Shooting method").fill(method!);
    await agenda.getByRole("button", { name: "Add Scene" }).click();
  }
  await expect(agenda.getByText(EDITOR_TEXTS.unsavedChanges)).toBeVisible();
  expect(await sceneNames(page)).toEqual(["Call & coffee", "Rampart walk", "Clock tower portraits", "Wrap"]);
  const sceneRows = agenda.getByRole("list", { name: "Scenes" }).locator(":scope > li");
  // Wrap goes above Clock tower portraits; then Call & coffee goes below Rampart walk.
  await dragRow(page, sceneRows.nth(3), sceneRows.nth(2), { below: false });
  await expect.poll(() => sceneNames(page)).toEqual(["Call & coffee", "Rampart walk", "Wrap", "Clock tower portraits"]);
  await dragRow(page, sceneRows.nth(0), sceneRows.nth(1));
  await expect.poll(() => sceneNames(page)).toEqual(["Rampart walk", "Call & coffee", "Wrap", "Clock tower portraits"]);
  await agenda.getByRole("button", { name: EDITOR_TEXTS.saveChanges }).click();
  await expect(toastWith(page, EDITOR_TEXTS.scenesSaved)).toContainText(EDITOR_TEXTS.scenesSavedTitle);
  await expect(agenda.getByText(EDITOR_TEXTS.unsavedChanges)).toHaveCount(0);

  // Concepts.
  const concepts = card(page, "Concepts");
  for (const text of ["Autumn light on old stone", "Layered wool, rust and ochre"]) {
    await concepts.getByLabel(CONCEPT_CARD_TEXTS.newConcept).fill(text);
    await concepts.getByRole("button", { name: CONCEPT_CARD_TEXTS.add }).click();
    await expect(concepts.getByRole("list", { name: "Concepts" })).toContainText(text);
  }

  // Props and gear, with one item checked each (a check saves after 1000 ms of quiet).
  const checklists = { Props: ["Wool blanket", "Thermos", "Vintage camera"], Gear: ["Canon R5 + 50 mm", "Reflector"] } as const;
  for (const [title, items] of Object.entries(checklists) as ["Props" | "Gear", readonly string[]][]) {
    const list = card(page, title);
    for (const item of items) {
      await list.getByLabel(title === "Props" ? "New prop" : "New gear item").fill(item);
      await list.getByLabel(title === "Props" ? "New prop" : "New gear item").press("Enter");
      await expect(list.getByRole("list", { name: title })).toContainText(item);
    }
    await list.getByRole("checkbox", { name: items[1] }).check();
  }
  await expect(card(page, "Gear").getByText(SAVE_STATE_TEXTS.saving)).toBeVisible();
  // Props and gear reorder by dragging too (saved at once): the last prop to the top, the first gear below the second.
  const propRows = card(page, "Props").getByRole("list", { name: "Props" }).locator(":scope > li");
  await dragRow(page, propRows.nth(2), propRows.nth(0), { below: false });
  await expect.poll(() => checklistNames(page, "Props")).toEqual(["Vintage camera", "Wool blanket", "Thermos"]);
  const gearRows = card(page, "Gear").getByRole("list", { name: "Gear" }).locator(":scope > li");
  await dragRow(page, gearRows.nth(0), gearRows.nth(1));
  await expect.poll(() => checklistNames(page, "Gear")).toEqual(["Reflector", "Canon R5 + 50 mm"]);
  // The drags saved the checks with them; when the checks' debounce ends there is nothing left to send, and
  // with nothing else going on the header must still come to "All changes saved" (it once stayed "Saving…").
  await expectAllSaved(page);

  // Weather.
  const weather = card(page, "Weather Conditions");
  await weather.getByRole("radio", { name: "Partly cloudy" }).check();
  await weather.getByLabel("Temperature (°C)").fill("14.5");
  await weather.getByLabel("Temperature (°C)").press("Tab");

  // The four notes, saved when left.
  const notes = card(page, "Notes and Contacts");
  const noteTexts = {
    "Technical Specifications": "RAW + JPEG; 4K 25p for BTS.",
    "Costume Notes": "Rust coat (Vesna), ochre knit (Teodora).",
    "Set Notes": "Fortress opens 07:00. Permit with Dragan.",
    "Emergency Contacts": "Emergency: 112\nProducer: +381 64 555 1234",
  };
  for (const [label, text] of Object.entries(noteTexts)) {
    await notes.getByLabel(label).fill(text);
    await notes.getByLabel(label).press("Tab");
  }

  // Everything saved (the debounced checks included) before the reload.
  await expectAllSaved(page);
  await page.reload();
  await expect(card(page, "Notes and Contacts")).toBeVisible();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(titleCard.getByLabel("Client")).toHaveValue("Maison Drina");
  await expect(titleCard.getByLabel("Shooting date")).toHaveValue("2026-10-14");
  await expect(titleCard.getByLabel("Call time")).toHaveValue("07:15");
  const locationRows = places.getByRole("list", { name: "Locations" }).getByRole("listitem");
  await expect(locationRows).toHaveCount(2);
  await expect(locationRows.nth(0)).toContainText("Novi Sad, Serbia");
  await expect(locationRows.nth(0)).toContainText("Petrovaradin Fortress, upper plateau");
  await expect(locationRows.nth(0)).toContainText("Oct 14, 2026");
  await expect(locationRows.nth(1)).toContainText("Zagreb, Croatia");
  const memberRows = team.getByRole("list", { name: "Team members" }).getByRole("listitem");
  await expect(memberRows).toHaveCount(3);
  for (const member of members) await expect(team.getByRole("list", { name: "Team members" })).toContainText(member.name);
  await expect(team.getByRole("checkbox", { name: "Show on the shared sheet: Ivana Perić" })).toBeChecked();
  await expect(team.getByRole("checkbox", { name: "Show on the shared sheet: Dragan Simić" })).not.toBeChecked();
  await expect(team.getByRole("checkbox", { name: "Show on the shared sheet: Bojan Tomić" })).not.toBeChecked();
  const actorRows = actors.getByRole("list", { name: "Actor contacts" }).getByRole("listitem");
  await expect(actorRows).toHaveCount(2);
  await expect(actorRows.nth(0)).toContainText(ACTORS[0]!.fullName);
  await expect(actorRows.nth(1)).toContainText(ACTORS[1]!.fullName);
  expect(await sceneNames(page)).toEqual(["Rampart walk", "Call & coffee", "Wrap", "Clock tower portraits"]);
  await expect(agenda).toContainText("Oct 14, 2026, 07:45 – 08:30");
  await expect(agenda).toContainText("Photo, 85 mm");
  await expect(concepts.getByRole("list", { name: "Concepts" }).getByRole("listitem")).toHaveText(["Autumn light on old stone", "Layered wool, rust and ochre"].map((text) => new RegExp(text)));
  expect(await checklistNames(page, "Props")).toEqual(["Vintage camera", "Wool blanket", "Thermos"]);
  expect(await checklistNames(page, "Gear")).toEqual(["Reflector", "Canon R5 + 50 mm"]);
  await expect(card(page, "Props").getByRole("checkbox", { name: "Thermos" })).toBeChecked();
  await expect(card(page, "Props").getByRole("checkbox", { name: "Wool blanket" })).not.toBeChecked();
  await expect(card(page, "Gear").getByRole("checkbox", { name: "Reflector" })).toBeChecked();
  await expect(card(page, "Gear").getByRole("checkbox", { name: "Canon R5 + 50 mm" })).not.toBeChecked();
  await expect(weather.getByRole("radio", { name: "Partly cloudy" })).toBeChecked();
  await expect(weather.getByLabel("Temperature (°C)")).toHaveValue("14.5");
  for (const [label, text] of Object.entries(noteTexts)) await expect(notes.getByLabel(label)).toHaveValue(text);
  await expectAllSaved(page);

  // The stored sheet says the same (the first location named the place).
  const stored = await sheetOf(id);
  expect(stored.locations).toBe("Novi Sad, Serbia");
  expect(JSON.parse(String(stored.weather))).toEqual({ temperature: "14.5", icon: "partly-cloudy" });
  // Each actor is a copy of the model's fields as they were when picked (spec §3), photo included.
  const contacts = JSON.parse(String(stored.actorContacts)) as Record<string, unknown>[];
  expect(contacts).toHaveLength(2);
  for (const [index, model] of models.entries()) {
    const contact = contacts[index]!;
    expect(contact).toMatchObject({ modelId: model.id, fullName: model.fullName, email: model.email, city: model.city, country: model.country });
    expect(String(contact.phoneNumber).replace(/\D/g, "")).toBe(model.phoneNumber.replace(/\D/g, ""));
    expect(String(contact.dateOfBirth)).toMatch(new RegExp(`^${model.dateOfBirth}`));
    expect(String(contact.photoPath)).toMatch(/^\/api\/photos\/[0-9a-f]{64}/);
  }

  // For a human: the filled editor at 1440 px, full page.
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/editor-1440-full.png`, fullPage: true });
});

test("a prop moved with its Move up button keeps its place after a reload", async ({ page }) => {
  const id = await createSheet(`Keyboard reorder ${run}`, FULL_SHEET_FIELDS);
  await signInAsAdmin(page);
  await openEditor(page, id);
  const props = FULL_SHEET_FIELDS.props ? (JSON.parse(FULL_SHEET_FIELDS.props) as { name: string }[]).map((prop) => prop.name) : [];
  expect(await checklistNames(page, "Props")).toEqual(props);
  // Keyboard only: focus the button and press Enter; the focus stays on the moved row's button.
  const moveUp = card(page, "Props").getByRole("button", { name: "Move Two ceramic cups up" });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(moveUp).toBeFocused();
  await page.keyboard.press("Enter");
  const expected = [props[2], props[0], props[1], props[3], props[4]];
  await expect.poll(() => checklistNames(page, "Props")).toEqual(expected);
  await expect(card(page, "Props").getByRole("status").filter({ hasText: "moved to position" })).toHaveText("Two ceramic cups moved to position 1 of 5");
  // Gear moves down the same way.
  await card(page, "Gear").getByRole("button", { name: "Move Sony A1 + spare body down" }).click();
  await expectAllSaved(page);
  await page.reload();
  await expect(card(page, "Props")).toBeVisible();
  expect(await checklistNames(page, "Props")).toEqual(expected);
  expect((await checklistNames(page, "Gear")).slice(0, 2)).toEqual(["24–70 mm f/2.8, 85 mm f/1.4, 100 mm macro", "Sony A1 + spare body"]);
});

test("two tabs: different sections both persist; the same field conflicts, shows the other tab's value, and Reload section brings it", async ({ context }) => {
  const id = await createSheet(`Two tabs ${run}`, FULL_SHEET_FIELDS);
  const first = await context.newPage();
  await signInAsAdmin(first);
  const second = await context.newPage();
  await openEditor(first, id);
  await openEditor(second, id);

  // Different sections: the client in the first tab, a concept in the second (which opened before the first saved).
  await card(first, "Title and Client").getByLabel("Client").fill("Atelier Sava (first tab)");
  await card(first, "Title and Client").getByLabel("Client").press("Tab");
  await expectAllSaved(first);
  await card(second, "Concepts").getByLabel(CONCEPT_CARD_TEXTS.newConcept).fill("Second tab's concept");
  await card(second, "Concepts").getByRole("button", { name: CONCEPT_CARD_TEXTS.add }).click();
  await expectAllSaved(second);
  for (const page of [first, second]) {
    await page.reload();
    await expect(card(page, "Title and Client").getByLabel("Client")).toHaveValue("Atelier Sava (first tab)");
    await expect(card(page, "Concepts").getByRole("list", { name: "Concepts" })).toContainText("Second tab's concept");
  }

  // The same field: the first tab saves Set Notes, the second (still on the old version) then conflicts.
  const setNotes = (page: typeof first) => card(page, "Notes and Contacts").getByLabel("Set Notes");
  await setNotes(first).fill("Set notes from the first tab.");
  await setNotes(first).press("Tab");
  await expectAllSaved(first);
  await setNotes(second).fill("Set notes from the second tab.");
  await setNotes(second).press("Tab");
  await expect(toastWith(second, EDITOR_TRUST_TEXTS.conflictToast("Set Notes"))).toContainText(EDITOR_TEXTS.conflictTitle);
  const banner = second.getByRole("alert").filter({ has: second.getByRole("button", { name: SAVE_STATE_TEXTS.reloadSection }) });
  await expect(banner).toContainText(`${EDITOR_TEXTS.conflictTitle}: ${EDITOR_TRUST_TEXTS.conflictShown("Set Notes")}`);
  // The field shows what is stored (issue 24); the refused text waits beside the choice, so it is not lost.
  await expect(banner.getByRole("term")).toHaveText(EDITOR_TRUST_TEXTS.yourValue("Set Notes"));
  await expect(banner.getByRole("definition")).toHaveText("Set notes from the second tab.");
  await banner.screenshot({ path: `${SHOTS}/editor-conflict.png` });
  await expect(second.getByRole("banner").getByRole("status")).toHaveText(SAVE_STATE_TEXTS.conflict);
  await expect(setNotes(second)).toHaveValue("Set notes from the first tab.");
  await banner.getByRole("button", { name: SAVE_STATE_TEXTS.reloadSection }).click();
  await expect(setNotes(second)).toHaveValue("Set notes from the first tab.");
  await expect(banner).toHaveCount(0);
  await expectAllSaved(second);
  expect((await sheetOf(id)).setNotes).toBe("Set notes from the first tab.");
});

test.describe("on a phone (375 px, touch)", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("the editor fits 375 px, its cards stack, and the Move buttons are reachable", async ({ page }) => {
    const id = await createSheet(`Phone ${run}`, FULL_SHEET_FIELDS);
    await signInAsAdmin(page);
    await openEditor(page, id);
    await expect(card(page, "Gear").getByRole("list", { name: "Gear" }).getByRole("listitem")).toHaveCount(7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // One column: each card starts below the previous one, and none is wider than the screen.
    const boxes = await page.getByRole("main").getByRole("region").evaluateAll((cards) => cards.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBe(10);
    for (const [index, box] of boxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
      if (index) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }
    // The Move buttons are on screen once scrolled to, at least 40 px, and work with a tap.
    const moveDown = card(page, "Props").getByRole("button", { name: "Move Vintage wicker basket down" });
    await moveDown.scrollIntoViewIfNeeded();
    const box = (await moveDown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThanOrEqual(40);
    await moveDown.tap();
    await expect.poll(() => checklistNames(page, "Props")).toEqual(["Linen picnic blanket (sand)", "Vintage wicker basket", "Two ceramic cups", "Straw hat", "Paper map of the fortress"]);
    const sceneMove = card(page, "Shooting Agenda").getByRole("button", { name: "Move Wrap up" });
    await sceneMove.scrollIntoViewIfNeeded();
    const sceneBox = (await sceneMove.boundingBox())!;
    expect(sceneBox.x + sceneBox.width).toBeLessThanOrEqual(375);
    await expectAllSaved(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The fixture's locations hold the country's code ("RS"): the editor names it, as the document does.
    await expect(card(page, "Time, Date and Location").getByRole("list", { name: "Locations" })).toContainText("Belgrade, Serbia");
    await card(page, "Props").screenshot({ path: `${SHOTS}/editor-375-props.png` });
    await card(page, "Shooting Agenda").getByRole("listitem").first().screenshot({ path: `${SHOTS}/editor-375-scene.png` });
    // From the top, so the sticky header is drawn where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/editor-375-full.png`, fullPage: true });
  });

  test("a toast keeps off the sticky bar (a phone shows toasts at the top)", async ({ page }) => {
    const id = await createSheet(`Phone toast ${run}`, FULL_SHEET_FIELDS);
    await signInAsAdmin(page);
    await openEditor(page, id);
    const places = card(page, "Time, Date and Location");
    await places.getByLabel("City").fill("");
    await places.getByRole("button", { name: "Add Location" }).tap();
    const shown = toastWith(page, "Country and city are required");
    await expect(shown).toBeVisible();
    const bar = (await page.getByRole("banner").filter({ has: page.getByRole("heading", { level: 1 }) }).boundingBox())!;
    const note = (await shown.boundingBox())!;
    expect(note.y >= bar.y + bar.height || note.y + note.height <= bar.y).toBe(true);
    await page.screenshot({ path: `${SHOTS}/editor-375-toast.png` });
  });
});

test("axe finds no serious or critical problems in the filled editor", async ({ page }) => {
  const id = await createSheet(`Axe editor ${run}`, FULL_SHEET_FIELDS);
  await signInAsAdmin(page);
  await openEditor(page, id);
  await expect(card(page, "Shooting Agenda").getByRole("list", { name: "Scenes" }).getByRole("listitem")).toHaveCount(12);
  expect(await severeAxeViolations(page)).toEqual([]);
});
