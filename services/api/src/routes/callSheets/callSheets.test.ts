import { beforeAll, describe, expect, it } from "vitest";
import { CALL_SHEET_LIST_MESSAGES } from "@repo/contracts/callSheets/messages";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp } from "../../test/http.ts";

const dialects = await testDialects();
const TODAY = new Date("2026-11-22T12:00:00Z");

type Sheet = { id: number; shootingTitle: string };

describe.each(dialects)("GET /api/call-sheets (My Shootings) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let client: TestClient;
  const list = async (query: string) => {
    const response = await client.get(`/api/call-sheets${query}`);
    const body = (await response.json()) as Sheet[] & { message?: string };
    return { status: response.status, total: Number(response.headers.get("X-Total-Count")), body, titles: response.ok ? body.map((sheet) => sheet.shootingTitle) : [] };
  };

  beforeAll(async () => {
    const db = database().db;
    const server = await serveApp(db, { clock: () => TODAY });
    const admin = await createUser(db, { role: "admin", userType: "admin" });
    client = new TestClient(server.url);
    expect((await client.post("/api/admin/login", { username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
    // Created in this order, so "newest created" is the reverse of it.
    for (const [shootingTitle, shootingDate, shootingTime] of [
      ["Past autumn", "2026-10-01", null],
      ["Next spring", "2027-03-01", null],
      ["Undated draft", null, null],
      ["Tomorrow evening", "2026-11-23", "18:00"],
      ["Today", "2026-11-22", null],
      ["Tomorrow morning", "2026-11-23", "08:30"],
      ["Last week 100%_off", "2026-11-15", null],
    ] as const) {
      expect((await client.post("/api/call-sheets", { shootingTitle, shootingDate, shootingTime })).status).toBe(201);
    }
    return () => server.close();
  });

  it("should answer the spec's whole array, newest created first, with no parameters", async () => {
    const { status, total, titles } = await list("");
    expect(status).toBe(200);
    expect(total).toBe(7);
    expect(titles).toEqual(["Last week 100%_off", "Tomorrow morning", "Today", "Tomorrow evening", "Undated draft", "Next spring", "Past autumn"]);
  });

  it("should put the next shoots first with order=upcoming: today and later soonest first, then undated, then past latest first", async () => {
    expect((await list("?order=upcoming")).titles).toEqual(["Today", "Tomorrow morning", "Tomorrow evening", "Next spring", "Undated draft", "Last week 100%_off", "Past autumn"]);
  });

  it("should cut a page with limit and offset while the header counts every match", async () => {
    const first = await list("?order=upcoming&limit=3");
    expect(first.titles).toEqual(["Today", "Tomorrow morning", "Tomorrow evening"]);
    expect(first.total).toBe(7);
    const second = await list("?order=upcoming&limit=3&offset=3");
    expect(second.titles).toEqual(["Next spring", "Undated draft", "Last week 100%_off"]);
    expect(second.total).toBe(7);
    expect(await list("?limit=3&offset=30")).toMatchObject({ titles: [], total: 7 });
  });

  it("should search titles case-insensitively, wildcards taken literally", async () => {
    expect(await list("?search=TOMORROW&order=upcoming&limit=1")).toMatchObject({ titles: ["Tomorrow morning"], total: 2 });
    expect((await list("?search=100%25_")).titles).toEqual(["Last week 100%_off"]);
    expect((await list("?search=%25%25")).titles).toEqual([]);
  });

  it.each([
    ["limit=0", CALL_SHEET_LIST_MESSAGES.limit],
    ["limit=101", CALL_SHEET_LIST_MESSAGES.limit],
    ["limit=ten", CALL_SHEET_LIST_MESSAGES.limit],
    ["offset=-1", CALL_SHEET_LIST_MESSAGES.offset],
    ["order=random", CALL_SHEET_LIST_MESSAGES.order],
    [`search=${"a".repeat(201)}`, CALL_SHEET_LIST_MESSAGES.search],
  ])("should refuse %s with a 400 that says why", async (query, message) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });
});
