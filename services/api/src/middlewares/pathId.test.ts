import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CallSheet } from "../models/CallSheet.ts";
import { Model } from "../models/Model.ts";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createModel, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp, type TestServer } from "../test/http.ts";
import { parseId } from "./pathId.ts";

const dialects = await testDialects();

// Each of these once meant id 1 (Number() reads them all), so a fuzzed path re-rated model 1.
const LOOSE = [" 1", "  1", "1 ", "1.0", "1e0", "+1", "0x1", "0b1", "0o1", "01", "1.", "١", "9007199254740993", "-1", "0"];
/** The loose spellings of `id` that Number() reads as `id`. */
const looseSpellings = (id: number) => [` ${id}`, `  ${id}`, `${id} `, `${id}.0`, `${id}e0`, `+${id}`, `0x${id.toString(16)}`, `0b${id.toString(2)}`, `0o${id.toString(8)}`, `0${id}`, `${id}.`];

describe("parseId", () => {
  it("should read plain positive decimal integers only", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("9007199254740991")).toBe(9007199254740991);
    for (const raw of [...LOOSE, "", "abc", undefined]) expect(parseId(raw)).toBeUndefined();
  });
});

describe.each(dialects)("ids in paths on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await serveApp(database().db);
    const user = await createUser(database().db, { role: "admin", userType: "admin" });
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
  });
  afterAll(() => server?.close());

  it.each(looseSpellings(1).map((_, index) => index))("PATCH /api/models/:id/rating and /photo with loose spelling #%i should answer 404 and change nothing", async (index) => {
    const model = await createModel(database().db, { rating: "unrated" });
    const spelled = looseSpellings(model.id)[index]!;
    const rating = await admin.request("PATCH", `/api/models/${encodeURIComponent(spelled)}/rating`, { rating: "three" });
    expect(rating.status).toBe(404);
    const photo = await admin.request("PATCH", `/api/models/${encodeURIComponent(spelled)}/photo`, { photoPath: "data:image/jpeg;base64,AAAA" });
    expect(photo.status).toBe(404);
    expect((await Model.query(database().db).findById(model.id))?.rating).toBe("unrated");
  });

  it.each(looseSpellings(1).map((_, index) => index))("DELETE /api/call-sheets/:id with loose spelling #%i should answer 404 and delete nothing", async (index) => {
    const user = await createUser(database().db);
    const sheet = await CallSheet.query(database().db).insertAndFetch({ shootingTitle: "Loose ids", client: "", shootingDate: null, shootingTime: null, createdBy: user.id });
    const spelled = looseSpellings(sheet.id)[index]!;
    expect((await admin.request("DELETE", `/api/call-sheets/${encodeURIComponent(spelled)}`)).status).toBe(404);
    expect(await CallSheet.query(database().db).findById(sheet.id)).toBeDefined();
  });

  it("should still find the row under its plain id", async () => {
    const model = await createModel(database().db, { rating: "unrated" });
    expect((await admin.request("PATCH", `/api/models/${model.id}/rating`, { rating: "two" })).status).toBe(200);
  });
});
