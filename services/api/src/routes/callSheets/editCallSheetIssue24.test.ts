import { beforeAll, describe, expect, it } from "vitest";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { type CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();

type ErrorBody = { message: string; errors?: Array<{ path: string; message: string }> };

/**
 * Issue 24 item 9 through PATCH: the spec's propId / gearId are taken (and stored as id), a temperature
 * of 999 °C is refused, and blank-looking characters (Hangul fillers, U+034F, U+2800) are refused in names.
 */
describe.each(dialects)("PATCH /api/call-sheets/:id, issue 24's small things, on %s", (dialect) => {
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

  it("should take props with propId and gear with gearId (spec §3) and store them with id", async () => {
    const id = await newSheet();
    const props = JSON.stringify([{ propId: 1732000000001, name: "Red chair", isChecked: true }]);
    const gear = JSON.stringify([{ gearId: 1732000000002, name: "85mm lens" }]);
    const { status } = await patch(id, { baseVersion: 0, props, gear });
    expect(status).toBe(200);
    const stored = await get(id);
    expect(JSON.parse(stored.props)).toEqual([{ id: 1732000000001, name: "Red chair", isChecked: true }]);
    expect(JSON.parse(stored.gear)).toEqual([{ id: 1732000000002, name: "85mm lens" }]);
  });

  it("should refuse a prop whose propId and id differ, naming the key", async () => {
    const id = await newSheet();
    const { status, body } = await patch(id, { baseVersion: 0, props: JSON.stringify([{ propId: 1, id: 2, name: "Chair" }]) });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "props.0.propId", message: SECTION_MESSAGES.idAliasConflict("propId") }]);
  });

  it("should refuse 999 °C with the range and store nothing, and take -90 and 60", async () => {
    const id = await newSheet();
    const refused = await patch(id, { baseVersion: 0, weather: JSON.stringify({ temperature: "999", icon: "sunny" }) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: "weather.temperature", message: SECTION_MESSAGES.temperatureOutOfRange }]);
    expect((await get(id)).weather).not.toContain("999");
    expect((await patch(id, { baseVersion: 0, weather: JSON.stringify({ temperature: "-90", icon: "snow" }) })).status).toBe(200);
    expect((await patch(id, { baseVersion: 1, weather: JSON.stringify({ temperature: "60", icon: "sunny" }) })).status).toBe(200);
  });

  it.each([
    ["U+3164", "\u3164"],
    ["U+115F", "\u115F"],
    ["U+FFA0", "\uFFA0"],
    ["U+034F", "\u034F"],
    ["U+2800", "\u2800"],
  ])("should refuse %s in the title and in a team member's name", async (_name, character) => {
    const id = await newSheet();
    const title = await patch(id, { baseVersion: 0, shootingTitle: `Spring${character}` });
    expect(title.status).toBe(400);
    const member = await patch(id, { baseVersion: 0, teamMembers: JSON.stringify([{ id: 1, role: "Stylist", name: character }]) });
    expect(member.status).toBe(400);
    expect(member.body.errors).toEqual([{ path: "teamMembers.0.name", message: SECTION_MESSAGES.invisibleCharacters }]);
    expect((await get(id)).shootingTitle).toBe("Spring lookbook");
  });
});
