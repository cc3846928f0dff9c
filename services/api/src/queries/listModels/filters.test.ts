import { beforeAll, describe, expect, it } from "vitest";
import { type ModelListParams, modelListQuerySchema } from "@repo/contracts/models/schemas";
import { KEY_LENGTH, normalizeForSearch } from "../../lib/searchText.ts";
import { Model } from "../../models/Model.ts";
import { createModel } from "../../test/factories.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createModelListCaches } from "./caches.ts";
import { listModels } from "./listModels.ts";

const dialects = await testDialects();
const today = new Date("2026-11-22T12:00:00Z");

/**
 * The city and country filters match a prefix of the models' keys, which are cut to KEY_LENGTH (models/Model.ts).
 * A filter value at the schema's 200 characters can normalize past that ("ß" -> "ss"), and must be cut alike.
 */
describe.each(dialects)("the city and country filters with values that grow when normalized, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  const long = { city: "ß".repeat(200), country: "Đ".repeat(200) };
  const nameOf = new Map<number, string>();
  const names = async (params: ModelListParams) => {
    const { models } = await listModels(db(), createModelListCaches(), modelListQuerySchema.parse({ limit: 50, ...params }), today);
    return models.map((model) => nameOf.get(model.id)).sort();
  };

  beforeAll(async () => {
    for (const fields of [
      { fullName: "Long Place", ...long },
      // Shares the first 100 "ß" and "Đ" of the long values, which it must not match.
      { fullName: "Shorter Place", city: `${"ß".repeat(100)}x`, country: `${"Đ".repeat(100)}x` },
      { fullName: "Elsewhere", city: "Beograd", country: "Serbia" },
    ]) {
      const model = await createModel(db(), fields);
      nameOf.set(model.id, fields.fullName);
    }
  });

  it("should store keys cut to the key length, so the filter values normalize past it", async () => {
    const stored = await Model.query(db()).findOne({ fullName: "Long Place" });
    expect(Array.from(stored!.cityKey)).toHaveLength(KEY_LENGTH);
    expect(Array.from(stored!.countryKey)).toHaveLength(KEY_LENGTH);
    expect(normalizeForSearch(long.city).length).toBeGreaterThan(KEY_LENGTH);
    expect(modelListQuerySchema.parse(long)).toMatchObject(long);
  });

  it.each([
    ["city", { city: long.city }],
    ["country", { country: long.country }],
    ["city and country", long],
  ] as Array<[string, ModelListParams]>)("should find the model by its whole %s at the schema's maximum", async (_name, params) => {
    expect(await names(params)).toEqual(["Long Place"]);
  });

  it("should still find both by a shorter prefix, and neither by another place", async () => {
    expect(await names({ city: "ß".repeat(50) })).toEqual(["Long Place", "Shorter Place"]);
    expect(await names({ country: "dj".repeat(100) })).toEqual(["Long Place", "Shorter Place"]);
    expect(await names({ city: `${"ß".repeat(100)}x` })).toEqual(["Shorter Place"]);
    expect(await names({ city: "Beo", country: "ser" })).toEqual(["Elsewhere"]);
  });
});
