import { beforeAll, describe, expect, it } from "vitest";
import { type ModelListParams, modelListQuerySchema } from "@repo/contracts/models/schemas";
import { createModel } from "../../test/factories.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createModelListCaches, DEFAULT_MODEL_LIST_LIMITS, type ModelListCaches, type ModelListLimits } from "./caches.ts";
import { listModels } from "./listModels.ts";

const dialects = await testDialects();
const today = new Date("2026-11-22T12:00:00Z");
const query = (params: ModelListParams) => modelListQuerySchema.parse({ limit: 7, ...params });
const sortBy = (id: string, desc: boolean) => JSON.stringify([{ id, desc }]);

describe.each(dialects)("page anchors on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;

  beforeAll(async () => {
    // 60 models with many ties: 6 registration times, 4 names, 3 cities, both genders.
    const names = ["Ana Ilić", "Marko Perić", "ana ilić", "Zoran Đukić"];
    const cities = ["Beograd", "Niš", "Novi Sad"];
    for (let i = 0; i < 60; i++) {
      await createModel(db(), {
        fullName: names[i % 4],
        city: cities[i % 3],
        gender: i % 2 ? "male" : "female",
        regDate: `2026-0${1 + (i % 6)}-01 10:00:00`,
        email: `m${String(i).padStart(2, "0")}@example.com`,
      });
    }
  });

  /** One app's list caches per set of limits, as createApp would make them (lowered to reach each way). */
  const cachesByLimits = new Map<string, ModelListCaches>();
  const list = (params: ModelListParams, limits: Partial<ModelListLimits> = {}) => {
    const key = JSON.stringify({ ...DEFAULT_MODEL_LIST_LIMITS, ...limits });
    if (!cachesByLimits.has(key)) cachesByLimits.set(key, createModelListCaches(limits));
    return listModels(db(), cachesByLimits.get(key)!, query(params), today);
  };
  /** Plain OFFSET paging (no small result sets, no anchors) unless `paging` says otherwise. */
  const pageIds = async (params: ModelListParams, paging: Partial<ModelListLimits> = {}) =>
    (await list(params, { anchors: false, smallResultSetMax: 0, ...paging })).models.map((model) => model.id);
  const anchored = { anchors: true };

  it.each([
    ["the default order", {}],
    ["full name ascending", { sort: sortBy("fullName", false) }],
    ["full name descending", { sort: sortBy("fullName", true) }],
    ["city ascending, women only", { sort: sortBy("city", false), gender: "female" }],
    ["gender descending", { sort: sortBy("gender", true) }],
    ["e-mail descending", { sort: sortBy("email", true) }],
  ] as Array<[string, ModelListParams]>)("should serve %s exactly as OFFSET paging does, in any visiting order", async (_case, params) => {
    const expected: number[][] = [];
    for (let page = 1; page <= 10; page++) expected.push(await pageIds({ ...params, page }));
    expect(expected.flat().length).toBe(params.gender ? 30 : 60);
    expect(new Set(expected.flat()).size).toBe(expected.flat().length);

    for (const page of [1, 2, 3, 5, 4, 9, 9, 6, 2, 8, 10, 7]) {
      expect(await pageIds({ ...params, page }, anchored), `page ${page}`).toEqual(expected[page - 1]);
      expect(await pageIds({ ...params, page }, { smallResultSetMax: 100 }), `page ${page}, small result set`).toEqual(expected[page - 1]);
    }
    // Ids first, then the rows (how pages past DIRECT_READ_MAX_OFFSET are read): the same pages.
    for (const page of [1, 4, 10]) expect(await pageIds({ ...params, page }, { directReadMaxOffset: 0 }), `page ${page}, ids first`).toEqual(expected[page - 1]);
  });

  it("should present the same models whether a page is read whole or ids first", async () => {
    const whole = await list({ page: 2 }, { anchors: false, smallResultSetMax: 0 });
    const idsFirst = await list({ page: 2 }, { anchors: false, smallResultSetMax: 0, directReadMaxOffset: 0 });
    const small = await list({ page: 2 }, { smallResultSetMax: 100 });
    expect(whole.models).toEqual(idsFirst.models);
    expect(small).toEqual(whole);
    expect(whole.models).toHaveLength(7);
    expect(JSON.parse(whole.models[0]!.json)).toMatchObject({ termsAccepted: true, fullName: expect.any(String), regDate: expect.any(String) });
  });

  it("should seek a page it has anchored instead of skipping the rows before it", async () => {
    const params = { sort: sortBy("fullName", true) };
    await pageIds({ ...params, page: 6 }, anchored); // cold: an OFFSET of 35 rows, anchors pages 6 and 7
    const statements: Array<{ sql: string; bindings: unknown[] }> = [];
    const record = (query: { sql: string; bindings: unknown[] }) => statements.push(query);
    db().on("query", record);
    try {
      await pageIds({ ...params, page: 7 }, anchored);
    } finally {
      db().off("query", record);
    }
    const idsQuery = statements.find(({ sql }) => /anchor_value/.test(sql))!;
    expect(idsQuery.sql).toMatch(/sort_name <= \? and \(sort_name < \? or id <= \?\)/i);
    // The page and the next page's anchor, nothing skipped (knex leaves out an OFFSET of 0).
    expect(idsQuery.sql).toMatch(/limit \?$/i);
    expect(idsQuery.bindings.at(-1)).toBe(8);
  });

  it("should not seek from anchors of an older version of the models", async () => {
    const params = { sort: sortBy("fullName", false) };
    await pageIds({ ...params, page: 3 }, anchored); // anchors pages 3 and 4
    // A new model sorting first pushes every row one place down.
    await createModel(db(), { fullName: "Aaron Abel", regDate: "2026-06-01 10:00:00" });
    const fresh = await pageIds({ ...params, page: 4 });
    expect(await pageIds({ ...params, page: 4 }, anchored)).toEqual(fresh);
  });

  it("should page a small result set by its known ids: after the first page, one primary-key read and no count", async () => {
    const params = { city: "niš", sort: sortBy("fullName", false) };
    const small = { smallResultSetMax: 100 };
    const first = await list({ ...params, page: 1 }, small);
    const expected = await pageIds({ ...params, page: 2 });
    const statements: string[] = [];
    const record = (event: { sql: string }) => statements.push(event.sql);
    db().on("query", record);
    try {
      const second = await list({ ...params, page: 2 }, small);
      expect(second.total).toBe(first.total);
      expect(second.models.map((model) => model.id)).toEqual(expected);
    } finally {
      db().off("query", record);
    }
    // One statement: the page's rows by id, with the models version they were read at. No filter is
    // evaluated again, nothing is counted, the version takes no query of its own.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/where `id` in \(/i);
    expect(statements[0]).toMatch(/SELECT version FROM change_counters/);
    expect(statements.join(" ")).not.toMatch(/count\(|city_key/i);
  });

  it("should not page a larger result set by ids, and count it as before", async () => {
    const statements: string[] = [];
    const record = (event: { sql: string }) => statements.push(event.sql);
    const larger = { smallResultSetMax: 10 };
    await list({ page: 1, gender: "female" }, larger); // 30+ women: larger than 10
    const expected = await pageIds({ page: 2, gender: "female" });
    db().on("query", record);
    try {
      const { models, total } = await list({ page: 2, gender: "female" }, larger);
      expect(models.map((model) => model.id)).toEqual(expected);
      expect(total).toBeGreaterThan(10);
    } finally {
      db().off("query", record);
    }
    // Counted as larger: its ids are never read; one statement reads the page (and the version).
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/limit \?/i);
  });

  it("should see a write made by another replica at once (the version it reads with the page moved)", async () => {
    const params = { sort: sortBy("fullName", false) };
    const small = { smallResultSetMax: 100 };
    const total = (await list({ ...params, page: 1 }, small)).total;
    await pageIds({ ...params, page: 2 }, anchored); // anchors pages 2 and 3 too
    // Another replica's write: rows and the version change in the database, nothing in this process.
    const [id] = await db()("models").insert({ ...(await db()("models").first()), id: undefined, email: "other-replica@example.com", fullName: "Aaa Other", sortName: "aaa other" });
    await db()("changeCounters").where({ name: "models" }).increment("version", 1);
    const after = await list({ ...params, page: 1 }, small);
    expect(after.total).toBe(total + 1);
    expect(after.models[0]!.id).toBe(typeof id === "object" ? (id as { id: number }).id : id);
    expect(await pageIds({ ...params, page: 3 }, anchored)).toEqual(await pageIds({ ...params, page: 3 }));
  });

  it("should read an empty page once, check the version once, and still see a later match", async () => {
    const beyond = { gender: "female", page: 99 } as ModelListParams;
    const large = { smallResultSetMax: 0 };
    await list(beyond, large); // cold: count, version
    const statements: string[] = [];
    const record = (event: { sql: string }) => statements.push(event.sql);
    db().on("query", record);
    try {
      expect((await list(beyond, large)).models).toEqual([]);
    } finally {
      db().off("query", record);
    }
    // The page (empty, so it carries no version), then the version: no second pass over the page.
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^SELECT version FROM change_counters/);

    const search = { search: "zzqx-nobody" };
    expect((await list(search)).total).toBe(0);
    const added = await createModel(db(), { fullName: "Zzqx-Nobody Found" });
    const after = await list(search);
    expect(after.total).toBe(1);
    expect(after.models.map((model) => model.id)).toEqual([added.id]);
  });

  it("should read a small result set afresh once the models change", async () => {
    const params = { country: "serbia", city: "novi", sort: sortBy("fullName", false) };
    const small = { smallResultSetMax: 100 };
    const before = await list({ ...params, page: 1, limit: 100 }, small);
    const added = await createModel(db(), { fullName: "Aaa Novosađanka", city: "Novi Sad", regDate: "2026-07-01 10:00:00" });
    const after = await list({ ...params, page: 1, limit: 100 }, small);
    expect(after.total).toBe(before.total + 1);
    expect(after.models[0]!.id).toBe(added.id);
  });
});
