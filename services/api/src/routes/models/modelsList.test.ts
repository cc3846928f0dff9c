import { beforeAll, describe, expect, it } from "vitest";
import { MODEL_LIST_MESSAGES } from "@repo/contracts/models/messages";
import type { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createModel } from "../../test/factories.ts";
import { serveAsAdmin } from "../../test/signedInAdmin.ts";

const dialects = await testDialects();
const TODAY = new Date("2026-11-22T12:00:00Z");

type ListAnswer = { models: Array<Record<string, unknown> & { fullName: string; rating: string }>; total: number; message?: string };


describe.each(dialects)("GET /api/models (the models database) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let client: TestClient;
  const list = async (query: string) => {
    const response = await client.get(`/api/models?${query}`);
    return { status: response.status, body: (await response.json()) as ListAnswer };
  };
  const names = async (query: string) => (await list(query)).body.models.map((model) => model.fullName);

  beforeAll(async () => {
    const db = database().db;
    const started = await serveAsAdmin(db, { clock: () => TODAY });
    client = started.client;
    await createModel(db, { fullName: "Đorđe Šaković", gender: "male", city: "Novi Sad", country: "Serbia", rating: "three", dateOfBirth: "2006-11-22", regDate: "2026-05-01 09:00:00", email: "djordje@studio.rs" });
    await createModel(db, { fullName: "Ana Anić", city: "Beograd", country: "Serbia", rating: "two", dateOfBirth: "2006-11-23", regDate: "2026-05-02 09:00:00" });
    await createModel(db, { fullName: "Zoe Zimmer", city: "Wien", country: "Austria", rating: "one", dateOfBirth: "1926-11-22", regDate: "2026-05-03 09:00:00", phoneNumber: "+43 6641234567" });
    await createModel(db, { fullName: "Ben Bauer", gender: "male", city: "Graz", country: "Austria", rating: "unrated", dateOfBirth: "1925-11-22", regDate: "2026-05-04 09:00:00" });
    await createModel(db, { fullName: "Mia 100%_Real", city: "Split", country: "Croatia", rating: "two", dateOfBirth: "1986-11-23", regDate: "2026-05-05 09:00:00" });
    return () => started.server.close();
  });

  it("should answer {models, total}, newest registration first, 50 a page by default", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(body.models.map((model) => model.fullName)).toEqual(["Mia 100%_Real", "Ben Bauer", "Zoe Zimmer", "Ana Anić", "Đorđe Šaković"]);
    expect(Object.keys(body.models[0]!).sort()).toEqual(
      ["city", "country", "dateOfBirth", "email", "facebookHandle", "fullName", "gender", "id", "instagramHandle", "phoneNumber", "photoPath", "rating", "regDate", "termsAccepted", "tiktokHandle"].sort(),
    );
  });

  it("should page with page and limit, the total staying that of the whole list", async () => {
    expect(await names("limit=2&page=2")).toEqual(["Zoe Zimmer", "Ana Anić"]);
    const beyond = await list("limit=2&page=9");
    expect(beyond.body).toEqual({ models: [], total: 5 });
  });

  it("should search case- and accent-insensitively across name, e-mail, phone, city and country", async () => {
    expect(await names("search=DJORDJE")).toEqual(["Đorđe Šaković"]);
    expect(await names("search=šakov")).toEqual(["Đorđe Šaković"]);
    expect(await names("search=studio.rs")).toEqual(["Đorđe Šaković"]);
    expect(await names("search=6641234")).toEqual(["Zoe Zimmer"]);
    expect(await names("search=wien")).toEqual(["Zoe Zimmer"]);
    expect((await names("search=austria")).sort()).toEqual(["Ben Bauer", "Zoe Zimmer"]);
    expect(await names("search=100%25_")).toEqual(["Mia 100%_Real"]);
    expect(await names("search=%25%25")).toEqual([]);
  });

  it.each([
    ["unrated", ["Ben Bauer"]],
    ["one", ["Zoe Zimmer"]],
    ["two", ["Mia 100%_Real", "Ana Anić"]],
    ["three", ["Đorđe Šaković"]],
    ["two_three", ["Mia 100%_Real", "Ana Anić", "Đorđe Šaković"]],
    ["all", ["Mia 100%_Real", "Ben Bauer", "Zoe Zimmer", "Ana Anić", "Đorđe Šaković"]],
  ])("should filter rating=%s", async (rating, expected) => {
    expect(await names(`rating=${rating}`)).toEqual(expected);
  });

  it("should filter by gender", async () => {
    expect(await names("gender=male")).toEqual(["Ben Bauer", "Đorđe Šaković"]);
  });

  // Today is 2026-11-22. Each range includes its lower bound and excludes its upper one; 80-100 includes 100.
  it.each([
    ["0-20", ["Ana Anić"]], // 19 until tomorrow
    ["20-40", ["Mia 100%_Real", "Đorđe Šaković"]], // Đorđe turns 20 today; Mia turns 40 tomorrow
    ["40-60", []],
    ["80-100", ["Zoe Zimmer"]], // 100 today
  ])("should filter ageRange=%s at its edges", async (range, expected) => {
    expect(await names(`ageRange=${range}`)).toEqual(expected);
  });

  it("should filter country and city by their beginning, case- and accent-insensitively", async () => {
    expect(await names("country=austr")).toEqual(["Ben Bauer", "Zoe Zimmer"]);
    expect(await names("country=SERBIA&city=novi")).toEqual(["Đorđe Šaković"]);
    expect(await names("city=eograd")).toEqual([]);
  });

  it("should combine every filter", async () => {
    expect(await names("search=a&rating=two_three&gender=female&ageRange=0-20&country=ser&city=beo")).toEqual(["Ana Anić"]);
  });

  it("should sort by the table's sorting state, rating as unrated < one < two < three", async () => {
    const sort = (state: unknown) => `sort=${encodeURIComponent(JSON.stringify(state))}`;
    expect(await names(sort([{ id: "fullName", desc: true }]))).toEqual(["Zoe Zimmer", "Mia 100%_Real", "Đorđe Šaković", "Ben Bauer", "Ana Anić"]);
    expect((await list(sort([{ id: "rating", desc: false }]))).body.models.map((model) => model.rating)).toEqual(["unrated", "one", "two", "two", "three"]);
    expect(await names(sort([{ id: "rating", desc: true }, { id: "fullName", desc: false }]))).toEqual(["Đorđe Šaković", "Ana Anić", "Mia 100%_Real", "Zoe Zimmer", "Ben Bauer"]);
  });

  it("should export the filtered list as CSV: a header, one line per model in list order, photos as URLs", async () => {
    const response = await client.get("/api/models/export.csv?country=austria");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="models-2026-11-22\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("ID,Full Name,Rating,Gender,Email,Phone,City,Country,Date of Birth,Reg Date (UTC),Instagram,Facebook,TikTok,Photo URL");
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(["Ben Bauer", "Zoe Zimmer"]);
    expect(lines[1]).toMatch(/,http:\/\/127\.0\.0\.1:\d+\/api\/photos\/none\.jpg$/);
  });

  it("should quote CSV fields and defuse spreadsheet formulas", async () => {
    await createModel(database().db, { fullName: '=HYPERLINK("http://evil")', city: "Niš, Serbia", country: "Zzland", phoneNumber: "+381 641234567" });
    await createModel(database().db, { fullName: "@cmd|' /C calc'!A0", city: "-2+3", country: "Zzland", phoneNumber: "+381 641234568" });
    const text = await (await client.get("/api/models/export.csv?country=zzland")).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("'@cmd|' /C calc'!A0");
    expect(text).toContain("'-2+3");
    expect(text).toContain('"Niš, Serbia"');
    // Phone numbers and handles too: Excel would turn them into #NAME? or arithmetic.
    expect(text).toContain(",'+381 641234567,");
    expect(text).toContain(",'@model,");
  });

  it.each([
    ["page=0", MODEL_LIST_MESSAGES.page],
    ["page=abc", MODEL_LIST_MESSAGES.page],
    ["limit=10000", MODEL_LIST_MESSAGES.limit],
    ["limit=0", MODEL_LIST_MESSAGES.limit],
    ["rating=four", MODEL_LIST_MESSAGES.rating],
    ["gender=other", MODEL_LIST_MESSAGES.gender],
    ["ageRange=10-30", MODEL_LIST_MESSAGES.ageRange],
    [`sort=${encodeURIComponent('[{"id":"password","desc":true}]')}`, MODEL_LIST_MESSAGES.sort],
    [`sort=${encodeURIComponent("[{id:")}`, MODEL_LIST_MESSAGES.sort],
    [`sort=${encodeURIComponent('{"id":"fullName"}')}`, MODEL_LIST_MESSAGES.sort],
    ["rating=one&rating=two", MODEL_LIST_MESSAGES.rating],
  ])("should answer 400 for %s", async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});
