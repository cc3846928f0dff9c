import { beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { serveAsAdmin } from "../../test/signedInAdmin.ts";

const dialects = await testDialects();
const TODAY = new Date("2026-11-22T12:00:00Z");


describe.each(dialects)("call sheets on the dashboard on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let client: TestClient;
  beforeAll(async () => {
    const started = await serveAsAdmin(database().db, { clock: () => TODAY });
    client = started.client;
    return () => started.server.close();
  });

  it("should create a call sheet from the dashboard's payload, list it first, and delete it", async () => {
    const payload = { shootingTitle: "Spring Campaign", client: "", shootingDate: null, shootingTime: null, locations: "", teamContacts: "[]", actorContacts: "[]", sceneSchedule: "[]", technicalSpecs: "", breakSchedule: "", weather: "", emergencyContacts: "" };
    const created = await client.post("/api/call-sheets", payload);
    expect(created.status).toBe(201);
    const sheet = (await created.json()) as { id: number; shootingTitle: string };
    expect(sheet).toMatchObject({ shootingTitle: "Spring Campaign", client: "", shootingDate: null, shootingTime: null });
    await client.post("/api/call-sheets", { shootingTitle: "Older one" });
    const list = (await (await client.get("/api/call-sheets")).json()) as Array<{ id: number; shootingTitle: string }>;
    expect(list.map((entry) => entry.shootingTitle)).toContain("Spring Campaign");
    expect((await client.request("DELETE", `/api/call-sheets/${sheet.id}`)).status).toBe(200);
    expect((await client.request("DELETE", `/api/call-sheets/${sheet.id}`)).status).toBe(404);
    const after = (await (await client.get("/api/call-sheets")).json()) as Array<{ id: number }>;
    expect(after.map((entry) => entry.id)).not.toContain(sheet.id);
  });

  it.each([
    [{}, "Shooting title is required"],
    [{ shootingTitle: "   " }, "Shooting title is required"],
    [{ shootingTitle: "X", shootingDate: "2026-02-30" }, "shootingDate must be a date (YYYY-MM-DD) or null"],
    [{ shootingTitle: "X", shootingTime: "25:00" }, "shootingTime must be a time (HH:mm) or null"],
    [{ shootingTitle: "X", teamContacts: "{not json" }, "teamContacts must be empty: no call edits it"],
  ])("should answer 400 for %j with its message", async (body, message) => {
    const response = await client.post("/api/call-sheets", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it.each(["abc", "0", "99999"])("should answer 404 deleting call sheet %s", async (id) => {
    expect((await client.request("DELETE", `/api/call-sheets/${id}`)).status).toBe(404);
  });
});
