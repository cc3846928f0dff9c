import type { Knex } from "knex";
import { normalizeForSearch } from "../lib/searchText.ts";

/**
 * The dashboard filters country and city by prefix, case- and accent-insensitively, alike on SQLite and
 * MySQL: normalized copies kept by the app, indexed, instead of collation-dependent LIKE on the originals.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("models", (t) => {
    t.string("country_key", 255).notNullable().defaultTo("");
    t.string("city_key", 255).notNullable().defaultTo("");
    t.index(["country_key"]);
    t.index(["city_key"]);
  });
  const rows = await knex("models").select("id", "country", "city");
  for (const row of rows as Array<{ id: number; country: string; city: string }>) {
    await knex("models")
      .where({ id: row.id })
      .update({ countryKey: normalizeForSearch(row.country), cityKey: normalizeForSearch(row.city) });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("models", (t) => {
    t.dropIndex(["country_key"]);
    t.dropIndex(["city_key"]);
    t.dropColumn("country_key");
    t.dropColumn("city_key");
  });
}
