import { beforeAll, describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES, PATCH_MESSAGES, SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
import { CallSheet as CallSheetModel } from "../../models/CallSheet.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();

type ErrorBody = { message: string; errors?: Array<{ path: string; message: string }> };

/** The body the dashboard sends (spec registration-and-dashboard.md, POST /api/call-sheets). */
const SPEC_BODY = { shootingTitle: "Spring lookbook", client: "", shootingDate: null, shootingTime: null, locations: "", teamContacts: "[]", actorContacts: "[]", sceneSchedule: "[]", technicalSpecs: "", breakSchedule: "", weather: "", emergencyContacts: "" };

const scene = (id: number) => ({ id, name: `Scene ${id}`, date: "2026-12-01", time: "08:00", endTime: "09:00", description: "Wide shot by the river, then close-ups at the railing. ".repeat(6), instructions: "Walk in from the left", method: "handheld" });

/** Bodies POST once stored, each refused by PATCH: [what, the fields sent]. */
const ONCE_STORED: Array<[string, Record<string, unknown>]> = [
  ["10,000 scenes (5.5 MB)", { sceneSchedule: JSON.stringify(Array.from({ length: 10_000 }, (_, index) => scene(index + 1))) }],
  ["actor items of the wrong shape holding U+202E and U+0000", { actorContacts: JSON.stringify([{ name: "Ana\u202E", phone: "064\u0000", rating: 3 }]) }],
  ['weather "not json at all"', { weather: "not json at all" }],
  ["a 20,000-character locations", { locations: "x".repeat(20_000) }],
];

describe.each(dialects)("POST /api/call-sheets (a new call sheet) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let client: TestClient;
  let adminId: number;

  beforeAll(async () => {
    const db = database().db;
    const server = await serveApp(db);
    const admin = await createUser(db, { role: "admin", userType: "admin" });
    adminId = admin.id;
    client = new TestClient(server.url);
    expect((await client.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
    return () => server.close();
  });

  const rows = async () => Number((await database().db("callSheets").count({ n: "*" }).first())!.n);
  const post = async (body: unknown) => {
    const response = await client.post("/api/call-sheets", body);
    return { status: response.status, body: (await response.json()) as { id: number } & ErrorBody };
  };

  it("should store the spec's body as a new sheet at version 0, created by the admin, and answer its summary", async () => {
    const { status, body } = await post({ ...SPEC_BODY, client: "Acme", shootingDate: "2026-12-01", shootingTime: "08:00", locations: "Novi Sad, Serbia" });
    expect(status).toBe(201);
    expect(Number.isInteger(body.id) && body.id > 0).toBe(true);
    expect(body).toMatchObject({ shootingTitle: "Spring lookbook", client: "Acme", shootingDate: "2026-12-01", shootingTime: "08:00", locations: "Novi Sad, Serbia" });
    const stored = (await CallSheetModel.load(database().db, body.id))!;
    expect(stored).toMatchObject({ version: 0, fieldVersions: "{}", createdBy: adminId, client: "Acme", sceneSchedule: "[]", weather: "", teamContacts: "[]", breakSchedule: "" });
    // The new sheet is the editor's version 0: its first edit is version 1.
    expect((await client.request("PATCH", callSheetUrl(body.id), { baseVersion: 0, setNotes: "Quiet" })).status).toBe(200);
  });

  it("should store the title in NFC and trimmed, as a PATCH does", async () => {
    const { body } = await post({ shootingTitle: "  Jose\u0301 ", sceneSchedule: JSON.stringify([{ id: 1, name: "Rene\u0301e" }]) });
    const stored = (await CallSheetModel.load(database().db, body.id))!;
    expect(stored.shootingTitle).toBe("José");
    expect(JSON.parse(stored.sceneSchedule)[0].name).toBe("Renée");
  });

  it.each(ONCE_STORED)("should refuse %s with the 400 a PATCH answers, and store nothing", async (_what, fields) => {
    const before = await rows();
    const created = await post({ ...SPEC_BODY, ...fields });
    expect(created.status).toBe(400);
    expect(await rows()).toBe(before);
    // The same body as an edit: the same answer, word for word.
    const { id } = await createCallSheet(database().db);
    const edited = await client.request("PATCH", callSheetUrl(id), { baseVersion: 0, ...fields });
    expect(edited.status).toBe(400);
    expect(created.body).toEqual(await edited.json());
    expect(((await (await client.get(callSheetUrl(id))).json()) as CallSheet).version).toBe(0);
  });

  it.each([
    ["the title is missing", { ...SPEC_BODY, shootingTitle: undefined }, "shootingTitle", CALL_SHEET_MESSAGES.titleRequired],
    ["the title is blank", { ...SPEC_BODY, shootingTitle: "   " }, "shootingTitle", CALL_SHEET_MESSAGES.titleRequired],
    ["the title hides a right-to-left override", { ...SPEC_BODY, shootingTitle: "Spring\u202E" }, "shootingTitle", CALL_SHEET_MESSAGES.invisibleCharacters],
    ["a field is unknown", { ...SPEC_BODY, version: 3 }, "", PATCH_MESSAGES.unknownField("version")],
    ["it names a baseVersion", { ...SPEC_BODY, baseVersion: 0 }, "", PATCH_MESSAGES.unknownField("baseVersion")],
    ["teamContacts holds a list no call edits", { ...SPEC_BODY, teamContacts: JSON.stringify([{ name: "x" }]) }, "teamContacts", PATCH_MESSAGES.notEditable("teamContacts")],
    ["breakSchedule holds text no call shows", { ...SPEC_BODY, breakSchedule: "12:00 lunch" }, "breakSchedule", PATCH_MESSAGES.notEditable("breakSchedule")],
    ["a scene's time is 25:00", { ...SPEC_BODY, sceneSchedule: JSON.stringify([{ ...scene(1), time: "25:00" }]) }, "sceneSchedule.0.time", SECTION_MESSAGES.timeInvalid],
  ])("should refuse with a 400 naming the field and store nothing when %s", async (_when, body, path, message) => {
    const before = await rows();
    const { status, body: error } = await post(body);
    expect(status).toBe(400);
    expect(error).toEqual({ message, errors: [{ path, message }] });
    expect(await rows()).toBe(before);
  });
});
