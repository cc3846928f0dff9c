import { beforeAll, describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets";
import { callSheetSchema, callSheetUrl, PATCH_MESSAGES, type CallSheet } from "@repo/contracts/callSheetEditor";
import { SECTION_MESSAGES } from "@repo/contracts/callSheetSections";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();

type ErrorBody = { message: string; errors?: Array<{ path: string; message: string }> };

const scene = (id: number, name = `Scene ${id}`) => ({ id, name, date: "2026-12-01", time: "08:00", endTime: "09:30", description: "Wide shot", instructions: "Walk in", method: "handheld" });

/** One valid value of every field a PATCH takes, each kind of field included. */
const EVERY_FIELD = {
  shootingTitle: "Winter campaign",
  client: "Acme <b>Studio</b>",
  shootingDate: "2026-12-01",
  shootingTime: "07:30",
  locations: "Novi Sad, Serbia",
  locationsList: JSON.stringify([{ id: 1700000000001, country: "RS", city: "Novi Sad", address: "Dunavska 1", date: "2026-12-01", time: "08:00" }]),
  streetAddress: "Dunavska",
  streetNumber: "1a",
  teamMembers: JSON.stringify([{ id: 1700000000002, role: "Photographer", name: "Đorđe", phoneNumber: "+381 641234567", email: "djordje@example.com", isChecked: true }]),
  concepts: JSON.stringify([{ id: 1700000000003, text: "Cold light,\nwarm faces" }]),
  actorContacts: JSON.stringify([{ modelId: 7, photoPath: "/api/photos/none.jpg", fullName: "Ana", dateOfBirth: "1999-03-07", city: "Beograd", country: "Serbia", phoneNumber: "+381 641234567", email: "ana@example.com" }]),
  sceneSchedule: JSON.stringify([scene(1700000000004, "<script>alert(1)</script>"), scene(1700000000005)]),
  props: JSON.stringify([{ id: 1700000000006, name: "Umbrella", isChecked: false }]),
  gear: JSON.stringify([{ id: 1700000000007, name: "85mm lens", isChecked: true }]),
  weather: JSON.stringify({ temperature: "-3.5", icon: "snow" }),
  technicalSpecs: "RAW only\n\tTethered",
  costumeNotes: "Coats",
  setNotes: "Quiet on set",
  emergencyContacts: "112",
};

describe.each(dialects)("GET and PATCH /api/call-sheets/:id (the editor) on %s", (dialect) => {
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

  it("should send the whole sheet with its version, JSON sections as text, never cached", async () => {
    const id = await newSheet();
    const response = await client.get(callSheetUrl(id));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const sheet = callSheetSchema.parse(await response.json());
    expect(sheet).toMatchObject({ id, version: 0, shootingTitle: "Spring lookbook", sceneSchedule: "[]", props: "[]", shootingDate: null });
    expect(Object.keys(sheet).sort()).toEqual(Object.keys(callSheetSchema.shape).sort());
  });

  it("should answer 404 'Call sheet not found' for a sheet that does not exist, on GET and PATCH", async () => {
    expect(await (await client.get(callSheetUrl(999_999))).json()).toEqual({ message: CALL_SHEET_MESSAGES.notFound });
    expect(await patch(999_999, { baseVersion: 0, client: "x" })).toEqual({ status: 404, body: { message: CALL_SHEET_MESSAGES.notFound } });
  });

  it("should store every kind of field at once, bump the version by one and answer the sheet as GET sends it", async () => {
    const id = await newSheet();
    const { status, body } = await patch(id, { baseVersion: 0, ...EVERY_FIELD });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...EVERY_FIELD, version: 1 });
    expect(await get(id)).toEqual(body);
  });

  it("should store HTML in names and notes verbatim and send it back verbatim", async () => {
    const id = await newSheet();
    const sceneSchedule = JSON.stringify([scene(1, '<img src=x onerror="alert(1)">')]);
    await patch(id, { baseVersion: 0, sceneSchedule, setNotes: "<script>alert('x')</script> & more" });
    expect(await get(id)).toMatchObject({ sceneSchedule, setNotes: "<script>alert('x')</script> & more" });
  });

  it("should clear the date and time with null and keep the other fields as they were", async () => {
    const id = await newSheet();
    await patch(id, { baseVersion: 0, shootingDate: "2026-12-24", shootingTime: "10:00", client: "Kept" });
    const { status, body } = await patch(id, { baseVersion: 1, shootingDate: null, shootingTime: null });
    expect(status).toBe(200);
    expect(body).toMatchObject({ shootingDate: null, shootingTime: null, client: "Kept", version: 2 });
  });

  it("should not count a new version when every sent value is already stored", async () => {
    const id = await newSheet();
    await patch(id, { baseVersion: 0, client: "Acme" });
    const { status, body } = await patch(id, { baseVersion: 1, client: "Acme", shootingTitle: "Spring lookbook" });
    expect(status).toBe(200);
    expect(body.version).toBe(1);
  });

  it.each([
    ["baseVersion is missing", { client: "x" }, "baseVersion", PATCH_MESSAGES.versionRequired],
    ["baseVersion is text", { baseVersion: "0", client: "x" }, "baseVersion", PATCH_MESSAGES.versionRequired],
    ["baseVersion is negative", { baseVersion: -1, client: "x" }, "baseVersion", PATCH_MESSAGES.versionRequired],
    ["only baseVersion is sent", { baseVersion: 0 }, "", PATCH_MESSAGES.nothingToChange],
    ["a field is unknown", { baseVersion: 0, client: "x", version: 9 }, "", PATCH_MESSAGES.unknownField("version")],
    ["the title is blank", { baseVersion: 0, shootingTitle: "  " }, "shootingTitle", CALL_SHEET_MESSAGES.titleRequired],
    ["a note is a number", { baseVersion: 0, setNotes: 5 }, "setNotes", ""],
    ["the date is not a date", { baseVersion: 0, shootingDate: "2026-02-30" }, "shootingDate", CALL_SHEET_MESSAGES.dateInvalid],
    ["the scene list is a JSON array, not text", { baseVersion: 0, sceneSchedule: [scene(1)] }, "sceneSchedule", ""],
    ["the scene list is an object", { baseVersion: 0, sceneSchedule: JSON.stringify({ 0: scene(1) }) }, "sceneSchedule", ""],
    ["the scene list is malformed JSON", { baseVersion: 0, sceneSchedule: '[{"id":1,' }, "sceneSchedule", "sceneSchedule is not valid JSON"],
    ["the weather is malformed JSON", { baseVersion: 0, weather: "{temperature: 3}" }, "weather", "weather is not valid JSON"],
    ["the fourth scene's name is a number", { baseVersion: 0, sceneSchedule: JSON.stringify([scene(1), scene(2), scene(3), { ...scene(4), name: 5 }]) }, "sceneSchedule.3.name", ""],
    ["two props share an id", { baseVersion: 0, props: JSON.stringify([{ id: 1, name: "a" }, { id: 1, name: "b" }]) }, "props.1.id", SECTION_MESSAGES.idDuplicate],
    ["a team member has no name", { baseVersion: 0, teamMembers: JSON.stringify([{ id: 1, role: "Stylist", name: "" }]) }, "teamMembers.0.name", SECTION_MESSAGES.nameRequired],
  ])("should refuse with a 400 naming the field and store nothing when %s", async (_, body, path, message) => {
    const id = await newSheet();
    const before = await get(id);
    const { status, body: error } = await patch(id, body);
    expect(status).toBe(400);
    expect(error.errors?.map((issue) => issue.path)).toContain(path);
    if (message) expect(error.message).toContain(message);
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
