import { expect, request, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { fullSheet } from "../../packages/call-sheet/src/fixtures/fullSheet.ts";
import { E2E_ADMIN } from "./accounts.ts";
import { jpegFile } from "./files.ts";

/** Locators and helpers of the call sheet editor and its print view, shared by their browser tests. */

/** An editor card: a section named by its heading ("Team", "Props", ...). */
export const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** The editor's save state in the sticky header. */
export const saveState = (page: Page) => page.getByRole("banner").getByRole("status");

/** A toast (or any live region) with this text: success toasts are status regions, destructive ones alerts. */
export const toastWith = (page: Page, text: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

/** The names of a sortable list's rows, in the order shown (each row's first line). */
export async function rowNames(list: Locator, name: (row: Locator) => Locator): Promise<string[]> {
  const rows = list.locator(":scope > li");
  const count = await rows.count();
  const names: string[] = [];
  for (let i = 0; i < count; i++) names.push(((await name(rows.nth(i)).textContent()) ?? "").trim());
  return names;
}

/** The sheet's own rows of the scenes list: each row's h3. */
export const sceneNames = (page: Page) => rowNames(card(page, "Shooting Agenda").getByRole("list", { name: "Scenes" }), (row) => row.locator("h3"));

/** A checklist card's item names, in order (each row's check box label). */
export const checklistNames = (page: Page, title: "Props" | "Gear") =>
  rowNames(card(page, title).getByRole("list", { name: title }), (row) => row.locator("label").first());

/**
 * Drags a sortable row by its grip onto another row, as a mouse does: react-dnd's HTML5 backend needs
 * real pointer moves (down, several moves, up), not a synthetic drop. `below` lands past the target's middle.
 */
export async function dragRow(page: Page, from: Locator, to: Locator, { below = true } = {}) {
  const grip = from.locator('[title="Drag to reorder"]');
  await grip.scrollIntoViewIfNeeded();
  const start = (await grip.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // A first small move starts the drag, then the pointer travels to the target.
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 });
  const target = (await to.boundingBox())!;
  const y = below ? target.y + target.height * 0.8 : target.y + target.height * 0.2;
  await page.mouse.move(target.x + target.width / 2, y, { steps: 15 });
  await page.mouse.move(target.x + target.width / 2, y + (below ? 2 : -2), { steps: 2 });
  await page.mouse.up();
}

/** An API client signed in as the e2e admin (dispose it when done). */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await api.post("/api/admin/login", { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
  return api;
}

let modelSequence = 0;

/**
 * Registers models through the public registration (a real JPEG, Serbian phone) and rates each through
 * the admin API, so the actor picker lists them (named, rated two or three). Returns them as registered,
 * with their ids, in the order given.
 */
export async function seedRatedModels(names: { fullName: string; rating: "two" | "three" }[]): Promise<SeededModel[]> {
  const api = await adminApi();
  const seeded: SeededModel[] = [];
  try {
    const photo = await jpegFile("model.jpg", 400, 500);
    const photoPath = `data:image/jpeg;base64,${photo.buffer.toString("base64")}`;
    for (const { fullName, rating } of names) {
      const email = `actor.${Date.now().toString(36)}.${++modelSequence}@example.com`;
      const fields = { fullName, email, city: "Beograd", country: "Serbia", phoneNumber: `+381 64${String(1_000_000 + modelSequence * 7919).slice(-7)}`, dateOfBirth: "1998-04-12" };
      const registered = await api.post("/api/models", {
        data: { ...fields, gender: "female", photoPath, instagramHandle: `@actor${modelSequence}`, termsAccepted: true },
      });
      if (!registered.ok()) throw new Error(`registering ${fullName}: ${registered.status()} ${await registered.text()}`);
      const found = await api.get("/api/models", { params: { search: email, limit: 5 } });
      const { models } = (await found.json()) as { models: { id: number; email: string }[] };
      const model = models.find((entry) => entry.email === email);
      if (!model) throw new Error(`the registered model ${email} is not listed`);
      const rated = await api.patch(`/api/models/${model.id}/rating`, { data: { rating } });
      if (!rated.ok()) throw new Error(`rating ${fullName}: ${rated.status()}`);
      seeded.push({ ...fields, id: model.id });
    }
  } finally {
    await api.dispose();
  }
  return seeded;
}

export type SeededModel = { id: number; fullName: string; email: string; city: string; country: string; phoneNumber: string; dateOfBirth: string };

/** The sections of the fullSheet fixture a PATCH may set (JSON sections as text, notes, title, client...). */
export const FULL_SHEET_FIELDS = {
  shootingTitle: fullSheet.shootingTitle,
  client: fullSheet.client,
  shootingDate: fullSheet.shootingDate,
  shootingTime: fullSheet.shootingTime,
  locations: fullSheet.locations,
  locationsList: fullSheet.locationsList,
  teamMembers: fullSheet.teamMembers,
  concepts: fullSheet.concepts,
  actorContacts: fullSheet.actorContacts,
  sceneSchedule: fullSheet.sceneSchedule,
  props: fullSheet.props,
  gear: fullSheet.gear,
  weather: fullSheet.weather,
  technicalSpecs: fullSheet.technicalSpecs,
  costumeNotes: fullSheet.costumeNotes,
  setNotes: fullSheet.setNotes,
  emergencyContacts: fullSheet.emergencyContacts,
};

/** Creates a call sheet through the API, then PATCHes `fields` onto it (version 0 is where a new sheet starts). */
export async function createSheet(shootingTitle: string, fields: Record<string, unknown> = {}): Promise<number> {
  const api = await adminApi();
  try {
    const created = await api.post("/api/call-sheets", { data: { shootingTitle, client: "", locations: "", shootingDate: null } });
    if (!created.ok()) throw new Error(`creating a call sheet: ${created.status()} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    if (Object.keys(fields).length) {
      const current = (await (await api.get(`/api/call-sheets/${id}`)).json()) as { version: number };
      const patched = await api.patch(`/api/call-sheets/${id}`, { data: { baseVersion: current.version, ...fields, shootingTitle } });
      if (!patched.ok()) throw new Error(`filling call sheet ${id}: ${patched.status()} ${await patched.text()}`);
    }
    return id;
  } finally {
    await api.dispose();
  }
}

/** The sheet as the API has it now. */
export async function sheetOf(id: number): Promise<Record<string, string | number | null>> {
  const api = await adminApi();
  try {
    return (await (await api.get(`/api/call-sheets/${id}`)).json()) as Record<string, string | number | null>;
  } finally {
    await api.dispose();
  }
}

/** Opens the editor and waits until its cards are there. */
export async function openEditor(page: Page, id: number) {
  await page.goto(`/admin/call-sheet/${id}`);
  // The editor is the heaviest lazy page: its first load on a busy machine gets more than expect's default.
  await expect(card(page, "Notes and Contacts")).toBeVisible({ timeout: 20_000 });
}

/** Waits until the header says every change is saved. */
export const expectAllSaved = (page: Page) => expect(saveState(page)).toHaveText("All changes saved", { timeout: 10_000 });

export { fullSheet };
