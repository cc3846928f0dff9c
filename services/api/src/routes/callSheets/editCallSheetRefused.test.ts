import { beforeAll, describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES, PATCH_MESSAGES, SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { type CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { SECTION_FIELDS } from "@repo/contracts/callSheets/schemas/sections";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();

type ErrorBody = { message: string; errors?: Array<{ path: string; message: string }> };

const scene = (id: number, name = `Scene ${id}`) => ({ id, name, date: "2026-12-01", time: "08:00", endTime: "09:30", description: "Wide shot", instructions: "Walk in", method: "handheld" });

/** zod's own message (English, as the API loads it) for a value of the wrong type where the contract names none. */
const wrongType = (expected: string, received: string) => `Invalid input: expected ${expected}, received ${received}`;
/** An edit that is refused: its other field (a valid client) must not be stored either. */
const edit = (fields: Record<string, unknown>) => ({ baseVersion: 0, client: "Not stored", ...fields });
const list = (...items: unknown[]) => JSON.stringify(items);
const location = { id: 1, country: "RS", city: "Novi Sad" };
const member = { id: 1, role: "Stylist", name: "Mila" };
const actor = { modelId: 7, fullName: "Ana" };

/** The smallest valid item of each list, and the text fields an item holds (ITEM_TEXT). */
const MINIMAL: Record<string, Record<string, unknown>> = {
  locationsList: location,
  teamMembers: member,
  concepts: { id: 1, text: "Cold light" },
  actorContacts: actor,
  sceneSchedule: { id: 1 },
  props: { id: 1, name: "Umbrella" },
  gear: { id: 1, name: "Reflector" },
};
const ITEM_TEXT: Record<string, string[]> = {
  locationsList: ["country", "city", "address"],
  teamMembers: ["role", "name", "phoneNumber"],
  concepts: ["text"],
  actorContacts: ["photoPath", "fullName", "dateOfBirth", "city", "country", "phoneNumber", "email"],
  sceneSchedule: ["name", "description", "instructions", "method"],
  props: ["name"],
  gear: ["name"],
};
const HIDDEN: Array<[string, string]> = [
  ["a right-to-left override", "\u202E"],
  ["a zero-width space", "\u200B"],
  ["NUL", "\u0000"],
  ["a byte order mark", "\uFEFF"],
  ["a line separator", "\u2028"],
  ["a C1 control", "\u0085"],
];

/** Characters that draw nothing (issue 24): Hangul fillers, the combining grapheme joiner, the blank Braille pattern. */
const BLANK_LOOKING: Array<[string, string]> = [
  ["U+3164", "\u3164"],
  ["U+115F", "\u115F"],
  ["U+FFA0", "\uFFA0"],
  ["U+034F", "\u034F"],
  ["U+2800", "\u2800"],
];

/** A wrong type for each plain field of a PATCH. */
const WRONG_TYPES: Array<[string, unknown, string]> = [
  ["shootingTitle", 5, wrongType("string", "number")],
  ["shootingTitle", null, wrongType("string", "null")],
  ["client", ["Acme"], wrongType("string", "array")],
  ["locations", { city: "Novi Sad" }, wrongType("string", "object")],
  ["streetAddress", true, wrongType("string", "boolean")],
  ["streetNumber", 12, wrongType("string", "number")],
  ["technicalSpecs", null, wrongType("string", "null")],
  ["costumeNotes", ["Coats"], wrongType("string", "array")],
  ["setNotes", 5, wrongType("string", "number")],
  ["emergencyContacts", { phone: "112" }, wrongType("string", "object")],
  ["shootingDate", 20261201, CALL_SHEET_MESSAGES.dateInvalid],
  ["shootingDate", "01.12.2026", CALL_SHEET_MESSAGES.dateInvalid],
  // The contract gives a time of the wrong type zod's message, not timeInvalid (callSheetEditor.ts).
  ["shootingTime", 730, wrongType("string", "number")],
  ["shootingTime", "7:30", CALL_SHEET_MESSAGES.timeInvalid],
];

/** [the path the 400 names, when, the PATCH body, its message]: every field and every rule. */
const REFUSED_EDITS: Array<[string, string, unknown, string]> = [
  ["baseVersion", "it is missing", { client: "x" }, PATCH_MESSAGES.versionRequired],
  ["baseVersion", "it is text", { baseVersion: "0", client: "x" }, PATCH_MESSAGES.versionRequired],
  ["baseVersion", "it is negative", { baseVersion: -1, client: "x" }, PATCH_MESSAGES.versionRequired],
  ["", "only baseVersion is sent", { baseVersion: 0 }, PATCH_MESSAGES.nothingToChange],
  ["", "a field is unknown", edit({ version: 9 }), PATCH_MESSAGES.unknownField("version")],
  ["shootingTitle", "the title is blank", edit({ shootingTitle: "  " }), CALL_SHEET_MESSAGES.titleRequired],
  ...WRONG_TYPES.map(([field, value, message]): [string, string, unknown, string] => [field, `it is ${JSON.stringify(value)}`, edit({ [field]: value }), message]),
  ["setNotes", "the notes hold a right-to-left override", edit({ setNotes: "Quiet\u202E on set" }), CALL_SHEET_MESSAGES.invisibleCharacters],
  // Every JSON field is JSON text (spec §7): the list or object itself is refused, and so is text of the wrong shape.
  ...SECTION_FIELDS.map((field): [string, string, unknown, string] => [field, "it is sent as JSON, not as JSON text", edit({ [field]: field === "weather" ? {} : [] }), wrongType("string", field === "weather" ? "object" : "array")]),
  ["sceneSchedule", "it is an object", edit({ sceneSchedule: JSON.stringify({ 0: scene(1) }) }), SECTION_MESSAGES.notAList("sceneSchedule")],
  ["sceneSchedule", "it is malformed JSON", edit({ sceneSchedule: '[{"id":1,' }), "sceneSchedule is not valid JSON"],
  ["sceneSchedule.3.name", "the fourth scene's name is a number", edit({ sceneSchedule: list(scene(1), scene(2), scene(3), { ...scene(4), name: 5 }) }), wrongType("string", "number")],
  ["sceneSchedule.0.time", "a scene starts at 25:00", edit({ sceneSchedule: list({ ...scene(1), time: "25:00" }) }), SECTION_MESSAGES.timeInvalid],
  ["sceneSchedule.0.endTime", "a scene ends at 9.30", edit({ sceneSchedule: list({ ...scene(1), endTime: "9.30" }) }), SECTION_MESSAGES.timeInvalid],
  ["sceneSchedule.0.date", "a scene's date does not exist", edit({ sceneSchedule: list({ ...scene(1), date: "2026-02-30" }) }), SECTION_MESSAGES.dateInvalid],
  ["sceneSchedule.0", "a scene holds a key scenes do not have", edit({ sceneSchedule: list({ ...scene(1), notes: "x" }) }), SECTION_MESSAGES.unknownKey("notes")],
  ["sceneSchedule.1.id", "a scene has no id", edit({ sceneSchedule: list(scene(1), { name: "No id" }) }), SECTION_MESSAGES.idInvalid],
  ["sceneSchedule.0.id", "a scene's id is a fraction", edit({ sceneSchedule: list(scene(1.5)) }), SECTION_MESSAGES.idInvalid],
  ["locationsList.0.id", "a location has no id", edit({ locationsList: list({ country: "RS", city: "Novi Sad" }) }), SECTION_MESSAGES.idInvalid],
  ["locationsList.0.id", "a location's id is text", edit({ locationsList: list({ ...location, id: "1" }) }), SECTION_MESSAGES.idInvalid],
  ["locationsList.0.country", "a location has no country", edit({ locationsList: list({ id: 1, city: "Novi Sad" }) }), SECTION_MESSAGES.locationRequired],
  ["locationsList.0.city", "a location's city is blank", edit({ locationsList: list({ ...location, city: "  " }) }), SECTION_MESSAGES.locationRequired],
  ["locationsList.0.date", "a location's date is 01.12.2026", edit({ locationsList: list({ ...location, date: "01.12.2026" }) }), SECTION_MESSAGES.dateInvalid],
  ["locationsList.0.time", "a location's time is 8am", edit({ locationsList: list({ ...location, time: "8am" }) }), SECTION_MESSAGES.timeInvalid],
  ["locationsList.0", "a location holds a key locations do not have", edit({ locationsList: list({ ...location, lat: 45.25 }) }), SECTION_MESSAGES.unknownKey("lat")],
  ["locationsList", "it is an object", edit({ locationsList: JSON.stringify(location) }), SECTION_MESSAGES.notAList("locationsList")],
  ["teamMembers.0.id", "a team member has no id", edit({ teamMembers: list({ role: "Stylist", name: "Mila" }) }), SECTION_MESSAGES.idInvalid],
  ["teamMembers.0.name", "a team member's name is empty", edit({ teamMembers: list({ ...member, name: "" }) }), SECTION_MESSAGES.nameRequired],
  ["teamMembers.0.role", "a team member has no role", edit({ teamMembers: list({ id: 1, name: "Mila" }) }), SECTION_MESSAGES.roleRequired],
  ["teamMembers.0.email", "a team member's e-mail has a space", edit({ teamMembers: list({ ...member, email: "mila @example.com" }) }), SECTION_MESSAGES.emailInvalid],
  ["teamMembers.0.email", "a team member's e-mail has no domain", edit({ teamMembers: list({ ...member, email: "mila@" }) }), SECTION_MESSAGES.emailInvalid],
  ["teamMembers.0.isChecked", "a team member's check is text", edit({ teamMembers: list({ ...member, isChecked: "yes" }) }), wrongType("boolean", "string")],
  ["teamMembers.1.id", "two team members share an id", edit({ teamMembers: list(member, { ...member, name: "Ana" }) }), SECTION_MESSAGES.idDuplicate],
  ["concepts.0.text", "a concept is blank", edit({ concepts: list({ id: 1, text: " \n " }) }), SECTION_MESSAGES.conceptRequired],
  ["concepts.0.text", "a concept has no text", edit({ concepts: list({ id: 1 }) }), SECTION_MESSAGES.conceptRequired],
  ["concepts.0.id", "a concept's id is null", edit({ concepts: list({ id: null, text: "Cold light" }) }), SECTION_MESSAGES.idInvalid],
  ["concepts", "it is a string, not a list", edit({ concepts: JSON.stringify("Cold light") }), SECTION_MESSAGES.notAList("concepts")],
  ["concepts.0", "a concept is a string, not an item", edit({ concepts: list("Cold light") }), wrongType("object", "string")],
  ["actorContacts.0.modelId", "an actor has no modelId", edit({ actorContacts: list({ fullName: "Ana" }) }), SECTION_MESSAGES.idInvalid],
  ["actorContacts.0.modelId", "an actor's modelId is text", edit({ actorContacts: list({ ...actor, modelId: "7" }) }), SECTION_MESSAGES.idInvalid],
  ["actorContacts.1.modelId", "one model is added twice", edit({ actorContacts: list(actor, actor) }), SECTION_MESSAGES.idDuplicate],
  ["actorContacts.0.fullName", "an actor has no name", edit({ actorContacts: list({ modelId: 7 }) }), SECTION_MESSAGES.nameRequired],
  ["actorContacts.0.phoneNumber", "an actor's phone is a number", edit({ actorContacts: list({ ...actor, phoneNumber: 381641234567 }) }), wrongType("string", "number")],
  ["actorContacts.0", "an actor holds the model's rating", edit({ actorContacts: list({ ...actor, rating: "3" }) }), SECTION_MESSAGES.unknownKey("rating")],
  ["props.0.id", "a prop has no id", edit({ props: list({ name: "Umbrella" }) }), SECTION_MESSAGES.idInvalid],
  ["props.1.id", "two props share an id", edit({ props: list({ id: 1, name: "a" }, { id: 1, name: "b" }) }), SECTION_MESSAGES.idDuplicate],
  ["props.0.isChecked", "a prop's check is text", edit({ props: list({ id: 1, name: "Umbrella", isChecked: "true" }) }), wrongType("boolean", "string")],
  ["props.0.propId", "a prop names two different ids, propId and id", edit({ props: list({ id: 1, propId: 2, name: "Umbrella" }) }), SECTION_MESSAGES.idAliasConflict("propId")],
  ["gear", "it is an object instead of a list", edit({ gear: JSON.stringify({ id: 1, name: "Reflector" }) }), SECTION_MESSAGES.notAList("gear")],
  ["gear.0.name", "a gear item's name is a number", edit({ gear: list({ id: 1, name: 85 }) }), wrongType("string", "number")],
  ["gear.0.name", "a gear item's name is blank", edit({ gear: list({ id: 1, name: " " }) }), SECTION_MESSAGES.itemNameRequired],
  ["gear.0.id", "a gear item's id is zero", edit({ gear: list({ id: 0, name: "Reflector" }) }), SECTION_MESSAGES.idInvalid],
  ["weather.icon", "the weather is a tornado", edit({ weather: JSON.stringify({ temperature: "20", icon: "tornado" }) }), SECTION_MESSAGES.conditionInvalid],
  ["weather.temperature", "the temperature is warm", edit({ weather: JSON.stringify({ temperature: "warm", icon: "sunny" }) }), SECTION_MESSAGES.temperatureInvalid],
  ["weather.temperature", "the temperature is a number, not text", edit({ weather: JSON.stringify({ temperature: 21, icon: "sunny" }) }), SECTION_MESSAGES.temperatureInvalid],
  ["weather", "it is a list", edit({ weather: list({ temperature: "20", icon: "sunny" }) }), SECTION_MESSAGES.weatherInvalid],
  ["weather", "it holds a key weather does not have", edit({ weather: JSON.stringify({ icon: "sunny", wind: "5 m/s" }) }), SECTION_MESSAGES.unknownKey("wind")],
  ["weather", "it is malformed JSON", edit({ weather: "{temperature: 3}" }), "weather is not valid JSON"],
  ["weather.temperature", "it is 999 °C", edit({ weather: JSON.stringify({ temperature: "999", icon: "sunny" }) }), SECTION_MESSAGES.temperatureOutOfRange],
  // Blank-looking characters (Unicode's Default_Ignorable_Code_Point and U+2800) read as an empty name.
  ...BLANK_LOOKING.flatMap(([name, blank]): Array<[string, string, unknown, string]> => [
    ["shootingTitle", `the title holds ${name}`, edit({ shootingTitle: `Spring${blank}` }), CALL_SHEET_MESSAGES.invisibleCharacters],
    ["teamMembers.0.name", `a team member's name is ${name}`, edit({ teamMembers: list({ ...member, name: blank }) }), SECTION_MESSAGES.invisibleCharacters],
  ]),
  // Item text is held to the same rules as names and notes (README): nothing invisible in any of it.
  ...Object.entries(ITEM_TEXT)
    .flatMap(([field, keys]) => keys.map((key) => [field, key] as const))
    .map(([field, key], index): [string, string, unknown, string] => {
      const [name, hidden] = HIDDEN[index % HIDDEN.length]!;
      return [`${field}.0.${key}`, `it holds ${name}`, edit({ [field]: list({ ...MINIMAL[field], [key]: `Ana${hidden}Petrović` }) }), SECTION_MESSAGES.invisibleCharacters];
    }),
];

describe.each(dialects)("PATCH /api/call-sheets/:id refusing what it must not store, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let client: TestClient;

  beforeAll(async () => {
    const db = database().db;
    const server = await serveApp(db);
    const admin = await createUser(db, { role: "admin", userType: "admin" });
    client = new TestClient(server.url);
    expect((await client.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
    return () => server.close();
  });

  const newSheet = async () => (await createCallSheet(database().db, { shootingTitle: "Spring lookbook" })).id;
  const get = async (id: number) => (await (await client.get(callSheetUrl(id))).json()) as CallSheet;
  const patch = async (id: number, body: unknown) => {
    const response = await client.request("PATCH", callSheetUrl(id), body);
    return { status: response.status, body: (await response.json()) as CallSheet & ErrorBody };
  };

  it.each(REFUSED_EDITS)("should refuse with a 400 naming '%s' and store nothing when %s", async (path, _when, body, message) => {
    const id = await newSheet();
    const before = await get(id);
    const { status, body: error } = await patch(id, body);
    expect(status).toBe(400);
    expect(error).toEqual({ message, errors: [{ path, message }] });
    expect(await get(id)).toEqual(before);
  });

  it.each([
    ["a JSON array", [{ baseVersion: 0, client: "Not stored" }], { message: wrongType("object", "array"), errors: [{ path: "", message: wrongType("object", "array") }] }],
    ["an empty JSON array", [], { message: wrongType("object", "array"), errors: [{ path: "", message: wrongType("object", "array") }] }],
    ["a JSON string", "client=Not stored", { message: API_MESSAGES.invalidJson }],
    ["JSON null", null, { message: API_MESSAGES.invalidJson }],
    ["a JSON number", 0, { message: API_MESSAGES.invalidJson }],
  ])("should refuse with a 400 and store nothing when the request is %s instead of an object", async (_, body, answer) => {
    const id = await newSheet();
    const before = await get(id);
    const { status, body: error } = await patch(id, body);
    expect({ status, error }).toEqual({ status: 400, error: answer });
    expect(await get(id)).toEqual(before);
  });

  it("should refuse 10,000 scenes with the section's limit and store none of them", async () => {
    const id = await newSheet();
    const scenes = Array.from({ length: 10_000 }, (_, index) => ({ id: index + 1, name: `S${index}` }));
    const { status, body } = await patch(id, { baseVersion: 0, sceneSchedule: JSON.stringify(scenes) });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ path: "sceneSchedule", message: SECTION_MESSAGES.tooMany(300) });
    expect((await get(id)).sceneSchedule).toBe("[]");
  });

  it("should refuse a 5 MB note with a 400 and keep the note that was there", async () => {
    const id = await newSheet();
    await patch(id, { baseVersion: 0, setNotes: "Bring coffee" });
    const { status, body } = await patch(id, { baseVersion: 1, setNotes: "x".repeat(5_000_000) });
    expect(status).toBe(400);
    expect(body.message).toContain(PATCH_MESSAGES.tooLong("setNotes", 20_000));
    expect(await get(id)).toMatchObject({ setNotes: "Bring coffee", version: 1 });
  });
});
