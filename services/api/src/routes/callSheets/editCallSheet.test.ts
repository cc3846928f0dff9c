import { beforeAll, describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { type CallSheet, callSheetSchema } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
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

describe.each(dialects)("GET and PATCH /api/call-sheets/:id (the editor) storing edits, on %s", (dialect) => {
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

  it("should store item text in NFC, as names and notes, and keep text already in NFC byte for byte", async () => {
    const id = await newSheet();
    // "José" as e + combining acute, once as the character and once as a JSON escape; the client's spacing kept otherwise.
    const decomposed = JSON.stringify([{ id: 1, role: "Gaffer", name: "Jose\u0301" }]);
    const escaped = '[{"id":2,"name":"Rene\\u0301e"}]';
    const composed = '[ {"id": 3, "text": "Crème brûlée at dawn"} ]';
    expect((await patch(id, { baseVersion: 0, teamMembers: decomposed, props: escaped, concepts: composed })).status).toBe(200);
    const stored = await get(id);
    expect(JSON.parse(stored.teamMembers)[0].name).toBe("José");
    expect(stored.teamMembers.normalize("NFC")).toBe(stored.teamMembers);
    expect(JSON.parse(stored.props)[0].name).toBe("Renée");
    expect(stored.concepts).toBe(composed);
  });

  it("should clear the date and time with null and keep the other fields as they were", async () => {
    const id = await newSheet();
    await patch(id, { baseVersion: 0, shootingDate: "2026-12-24", shootingTime: "10:00", client: "Kept" });
    const { status, body } = await patch(id, { baseVersion: 1, shootingDate: null, shootingTime: null });
    expect(status).toBe(200);
    expect(body).toMatchObject({ shootingDate: null, shootingTime: null, client: "Kept", version: 2 });
  });

  it("should take props with propId and gear with gearId (spec §3) and store them with id", async () => {
    const id = await newSheet();
    const props = JSON.stringify([{ propId: 1732000000001, name: "Red chair", isChecked: true }]);
    const gear = JSON.stringify([{ gearId: 1732000000002, name: "85mm lens" }]);
    expect((await patch(id, { baseVersion: 0, props, gear })).status).toBe(200);
    const stored = await get(id);
    expect(JSON.parse(stored.props)).toEqual([{ id: 1732000000001, name: "Red chair", isChecked: true }]);
    expect(JSON.parse(stored.gear)).toEqual([{ id: 1732000000002, name: "85mm lens" }]);
  });

  it("should take the coldest and hottest temperatures a shoot meets, -90 and 60 °C", async () => {
    const id = await newSheet();
    expect((await patch(id, { baseVersion: 0, weather: JSON.stringify({ temperature: "-90", icon: "snow" }) })).status).toBe(200);
    expect((await patch(id, { baseVersion: 1, weather: JSON.stringify({ temperature: "60", icon: "sunny" }) })).status).toBe(200);
  });

  it("should not count a new version when every sent value is already stored", async () => {
    const id = await newSheet();
    await patch(id, { baseVersion: 0, client: "Acme" });
    const { status, body } = await patch(id, { baseVersion: 1, client: "Acme", shootingTitle: "Spring lookbook" });
    expect(status).toBe(200);
    expect(body.version).toBe(1);
  });
});
