import { beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../test/factories.ts";
import { serveApp } from "../test/http.ts";
import { makeJpeg, toDataUrl } from "../test/images.ts";
import { cutTo, KEY_LENGTH } from "../lib/searchText.ts";
import { Model } from "./Model.ts";

const dialects = await testDialects();
const characters = (text: string) => Array.from(text).length;

type ListAnswer = { models: Array<{ id: number; fullName: string; city: string }>; total: number };

describe("cutTo", () => {
  it("should count code points, as MySQL counts a varchar's characters, and never split a surrogate pair", () => {
    expect(cutTo("𝔘".repeat(300), 255)).toBe("𝔘".repeat(255));
    expect(cutTo("ab cd", 3)).toBe("ab");
    expect(cutTo("short", 255)).toBe("short");
  });
});

/**
 * Normalizing lengthens text ("ß" -> "ss", "Đ" -> "dj", a Hangul syllable -> its jamo): a name or city at
 * the registration schema's 255 characters overflowed `sort_name` / `city_key` (varchar(255)) and MariaDB's
 * strict mode answered the public registration 500. The Model cuts its keys to their columns; the list's
 * search, prefix filters, name sort and paging still find and order those models.
 */
describe.each(dialects)("POST /api/models with a name or city that grows when normalized, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let client: TestClient;
  let photoPath = "";
  let counter = 0;
  const application = (fields: Record<string, string>) => ({
    fullName: "Ana Probe", email: `grows${++counter}@example.com`, gender: "female", city: "Novi Sad", country: "Serbia", phoneNumber: "+381 641234567",
    dateOfBirth: "1998-02-28", photoPath, instagramHandle: "@ana", facebookHandle: "", tiktokHandle: "", termsAccepted: true, ...fields,
  });
  const list = async (query: string) => {
    const response = await client.get(`/api/models?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ListAnswer;
  };

  beforeAll(async () => {
    const db = database().db;
    photoPath = toDataUrl(await makeJpeg(32, 32));
    const server = await serveApp(db, { publicWritesPerAddress: 0 });
    const admin = await createUser(db, { role: "admin", userType: "admin" });
    client = new TestClient(server.url);
    expect((await client.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
    return () => server.close();
  });

  it.each([
    ["fullName", "ß"],
    ["fullName", "Đ"],
    ["fullName", "İ"],
    ["fullName", "한"],
    ["city", "ß"],
    ["city", "Đ"],
  ])("should register a %s of 255 × %s (201) with its keys cut to their columns", async (field, character) => {
    const body = application({ [field]: character.repeat(255) });
    const response = await client.post("/api/models", body);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ [field]: character.repeat(255) });
    const row = await Model.query(database().db).findOne({ email: body.email });
    expect(row).toMatchObject({ fullName: body.fullName, city: body.city });
    expect(characters(row!.sortName)).toBeLessThanOrEqual(KEY_LENGTH);
    expect(characters(row!.cityKey)).toBeLessThanOrEqual(KEY_LENGTH);
    expect(characters(row!.searchText)).toBeLessThanOrEqual(1000);
    // The rest of the search text is intact: the fields after a cut one are still found.
    expect(row!.searchText).toContain(`${body.email} +381 641234567`);
  });

  it("should find such models by a prefix of the name, of the city, and by their other fields, and sort and page them by name and city", async () => {
    const db = database().db;
    await Model.query(db).delete();
    for (const [fullName, city] of [["ß".repeat(255), "Đ".repeat(255)], ["Đ".repeat(255), "ß".repeat(255)], ["ßa", "Beograd"]]) {
      expect((await client.post("/api/models", application({ fullName: fullName!, city: city! }))).status).toBe(201);
    }
    const names = (answer: ListAnswer) => answer.models.map((model) => model.fullName);
    // Each long model has the other long text as its city, so a search finds both.
    const both = ["Đ".repeat(255), "ß".repeat(255)].sort();
    expect(names(await list(`search=${encodeURIComponent("ß".repeat(100))}`)).sort()).toEqual(both);
    expect(names(await list(`search=${encodeURIComponent("đđđ")}`)).sort()).toEqual(both);
    expect(names(await list("search=sSa"))).toEqual(["ßa"]);
    expect(names(await list(`search=grows${counter}%40example.com`))).toEqual(["ßa"]);
    expect(names(await list(`city=${encodeURIComponent("ßßß")}`))).toEqual(["Đ".repeat(255)]);
    expect(names(await list(`city=${encodeURIComponent("Đ".repeat(100))}`))).toEqual(["ß".repeat(255)]);

    const sorted = (column: string, desc: boolean) => `sort=${encodeURIComponent(JSON.stringify([{ id: column, desc }]))}`;
    expect(names(await list(sorted("fullName", false)))).toEqual(["Đ".repeat(255), "ßa", "ß".repeat(255)]);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...names(await list(`${sorted("city", true)}&limit=1&page=${page}`)));
    expect(pages).toEqual(["Đ".repeat(255), "ß".repeat(255), "ßa"]);

    // The actor picker searches and sorts `sort_name` too (rated two or three).
    await Model.query(db).patch({ rating: "three" });
    const actors = await client.get(`/api/actors?search=${encodeURIComponent("ß")}`);
    expect(actors.status).toBe(200);
    expect(((await actors.json()) as { actors: Array<{ fullName: string }> }).actors.map((actor) => actor.fullName)).toEqual(["ßa", "ß".repeat(255)]);
  });
});
