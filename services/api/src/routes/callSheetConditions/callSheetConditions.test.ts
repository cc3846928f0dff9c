import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { type CallSheetConditions, callSheetConditionsSchema } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetConditionsUrl } from "@repo/contracts/callSheets/urls";
import { cachedWeather } from "../../conditions/weather/cachedWeather.ts";
import { createOpenWeatherProvider } from "../../conditions/weather/openWeather.ts";
import type { WeatherProvider } from "../../conditions/weather/provider.ts";
import { forecastEvery3Hours, startFakeOpenWeather, type FakeOpenWeather } from "../../conditions/weather/testing/fakeOpenWeather.ts";
import type { Database } from "../../db/connect.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();

const NOW = new Date("2026-06-19T10:00:00Z");
const API_KEY = "secret-weather-key-0123456789";
// 2026-06-20 00:00 UTC onwards every 3 hours; item 11 (21 June 09:00 UTC) is 11:00 in Belgrade, nearest its noon.
const FORECAST = forecastEvery3Hours("2026-06-20T00:00:00Z", 24, (index) => (index === 11 ? { temp: 23.6, icon: "10d" } : { temp: 15, icon: "01n" }));

const location = (id: number, country: string, city: string, date = "") => ({ id, country, city, address: "", date, time: "" });

async function insertSheet(db: Database, fields: { locationsList: string; shootingDate?: string | null }): Promise<number> {
  const sheet = await CallSheet.query(db).insertAndFetch({ shootingTitle: "Conditions", client: "", shootingDate: fields.shootingDate ?? null, locationsList: fields.locationsList });
  return sheet.id;
}

describe.each(dialects)("GET /api/call-sheets/:id/conditions on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let fake: FakeOpenWeather;
  let adminUsername: string;
  let logLines: string[];
  const servers: TestServer[] = [];

  /** An app with this weather provider (none: not configured), and a client signed in as the admin. */
  async function adminOf(weather: WeatherProvider | undefined): Promise<TestClient> {
    const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
    const server = await serveApp(database().db, { clock: () => NOW, weather, logger });
    servers.push(server);
    const client = new TestClient(server.url);
    expect((await client.post("/api/admin/login", { username: adminUsername, password: TEST_PASSWORD })).status).toBe(200);
    return client;
  }
  const openWeather = (url = fake.url, timeoutMs = 3000) => cachedWeather(createOpenWeatherProvider({ url, apiKey: API_KEY, timeoutMs }));
  async function conditions(client: TestClient, id: number): Promise<CallSheetConditions> {
    const response = await client.get(callSheetConditionsUrl(id));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return callSheetConditionsSchema.parse(await response.json());
  }

  beforeAll(async () => {
    fake = await startFakeOpenWeather({ kind: "forecast", list: FORECAST });
    adminUsername = (await createUser(database().db, { role: "admin", userType: "admin" })).username;
    return async () => {
      await Promise.all(servers.map((server) => server.close()));
      await fake.close();
    };
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.behave({ kind: "forecast", list: FORECAST });
    logLines = [];
  });

  it("should answer 401 to an anonymous caller and 403 to a signed-in user who is not an admin", async () => {
    const id = await insertSheet(database().db, { locationsList: "[]" });
    const server = await serveApp(database().db, { clock: () => NOW, weather: openWeather() });
    servers.push(server);
    expect((await new TestClient(server.url).get(callSheetConditionsUrl(id))).status).toBe(401);
    const user = await createUser(database().db);
    const client = new TestClient(server.url);
    expect((await client.post("/api/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    expect((await client.get(callSheetConditionsUrl(id))).status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it.each(["999999", "abc", "1.0", "-1", "%00", "99999999999999999999999", "..%2f..%2fusers"])("should answer 404 'Call sheet not found' for call sheet %s", async (id) => {
    const client = await adminOf(openWeather());
    const response = await client.get(callSheetConditionsUrl(id));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: CALL_SHEET_MESSAGES.notFound });
  });

  it.each(["POST", "PATCH", "DELETE", "PUT"])("should answer 405 to %s, allowing GET", async (method) => {
    const client = await adminOf(openWeather());
    const response = await client.request(method, callSheetConditionsUrl(1), method === "DELETE" ? undefined : {});
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
  });

  it("should give each location's light on its date (else the shoot date) and the first known location's forecast", async () => {
    const id = await insertSheet(database().db, {
      shootingDate: "2026-06-20",
      locationsList: JSON.stringify([location(1, "Serbia", "Belgrade", "2026-06-21"), location(2, "Serbia", "Atlantis"), location(3, "Brazil", "Sao Paulo")]),
    });
    const body = await conditions(await adminOf(openWeather()), id);
    expect(body.locations).toHaveLength(3);
    expect(body.locations[0]).toMatchObject({ locationId: 1, date: "2026-06-21", light: { timeZone: "Europe/Belgrade", sunrise: expect.stringMatching(/^04:(4[89]|5\d)$/), sunset: expect.stringMatching(/^20:(2[5-9]|3[01])$/), polar: null } });
    expect(body.locations[1]).toEqual({ locationId: 2, date: "2026-06-20", light: null });
    expect(body.locations[2]).toMatchObject({ locationId: 3, date: "2026-06-20", light: { timeZone: "America/Sao_Paulo" } });
    expect(body).toMatchObject({ weather: { temperature: "24", condition: "rain", icon: "showers" }, weatherFor: { locationId: 1, date: "2026-06-21" }, weatherStatus: "ok" });
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain(API_KEY);
  });

  it("should take the weather of the first location the city database knows, and ask the provider once per place and day", async () => {
    const id = await insertSheet(database().db, { locationsList: JSON.stringify([location(1, "Serbia", "Atlantis", "2026-06-21"), location(2, "RS", "novi sad", "2026-06-21")]) });
    const client = await adminOf(openWeather());
    const body = await conditions(client, id);
    expect(body).toMatchObject({ weatherFor: { locationId: 2, date: "2026-06-21" }, weatherStatus: "ok" });
    await conditions(client, id);
    expect(fake.requests).toHaveLength(1);
  });

  it("should use today on the app's clock when neither the location nor the sheet has a date", async () => {
    const id = await insertSheet(database().db, { locationsList: JSON.stringify([location(1, "Serbia", "Belgrade")]) });
    const body = await conditions(await adminOf(undefined), id);
    expect(body.locations[0]).toMatchObject({ date: "2026-06-19", light: { timeZone: "Europe/Belgrade" } });
  });

  it("should treat a locations list that does not parse as no locations", async () => {
    for (const locationsList of ["[{", '{"not":"a list"}', JSON.stringify([{ id: 1, city: "Belgrade" }])]) {
      const id = await insertSheet(database().db, { locationsList });
      expect(await conditions(await adminOf(openWeather()), id)).toEqual({ locations: [], weather: null, weatherFor: null, weatherStatus: "no-location" });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("should say no-location when no city of the sheet is in the database", async () => {
    const id = await insertSheet(database().db, { locationsList: JSON.stringify([location(1, "Serbia", "Atlantis", "2026-06-21")]) });
    expect(await conditions(await adminOf(openWeather()), id)).toMatchObject({ weather: null, weatherFor: null, weatherStatus: "no-location" });
  });

  it("should say not-configured without a provider, and still give the light", async () => {
    const id = await insertSheet(database().db, { locationsList: JSON.stringify([location(1, "Serbia", "Belgrade", "2026-06-21")]) });
    const body = await conditions(await adminOf(undefined), id);
    expect(body).toMatchObject({ weather: null, weatherStatus: "not-configured", weatherFor: { locationId: 1, date: "2026-06-21" } });
    expect(body.locations[0]!.light).not.toBeNull();
  });

  it.each([
    ["past", "2026-06-18"],
    ["beyond the five-day forecast", "2026-06-25"],
  ])("should say out-of-range for a date %s, without asking the provider", async (_, date) => {
    const id = await insertSheet(database().db, { locationsList: JSON.stringify([location(1, "Serbia", "Belgrade", date)]) });
    expect(await conditions(await adminOf(openWeather()), id)).toMatchObject({ weather: null, weatherStatus: "out-of-range" });
    expect(fake.requests).toHaveLength(0);
  });

  it("should say unavailable, not fail, when the provider refuses the key, and log why without the key", async () => {
    fake.behave({ kind: "status", status: 401 });
    const id = await insertSheet(database().db, { locationsList: JSON.stringify([location(1, "Serbia", "Belgrade", "2026-06-21")]) });
    const body = await conditions(await adminOf(openWeather()), id);
    expect(body).toMatchObject({ weather: null, weatherStatus: "unavailable" });
    expect(body.locations[0]!.light).not.toBeNull();
    const warning = logLines.find((line) => line.includes("weather unavailable"));
    expect(warning).toContain("the provider refused the API key (401)");
    expect(logLines.join("\n")).not.toContain(API_KEY);
  });

  it("should say unavailable quickly when the provider is down (connection refused)", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const id = await insertSheet(database().db, { locationsList: JSON.stringify([location(1, "Serbia", "Belgrade", "2026-06-21")]) });
    // A 20 s provider timeout: answering well before it means the refusal was not waited out.
    const client = await adminOf(openWeather(`http://127.0.0.1:${port}/data/2.5`, 20_000));
    const started = Date.now();
    expect(await conditions(client, id)).toMatchObject({ weatherStatus: "unavailable" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("should answer within the provider's timeout when it hangs", async () => {
    fake.behave({ kind: "hang" });
    const id = await insertSheet(database().db, { locationsList: JSON.stringify([location(1, "Serbia", "Belgrade", "2026-06-21")]) });
    const client = await adminOf(openWeather(fake.url, 400));
    const started = Date.now();
    expect(await conditions(client, id)).toMatchObject({ weatherStatus: "unavailable" });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
