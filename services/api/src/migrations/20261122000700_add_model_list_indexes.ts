import type { Knex } from "knex";

/**
 * For the models database at 100,000 rows (bench/models): gender, rating and age filters are answered from
 * one index (covering for their counts) instead of visiting every matching row, and a version number that every write to
 * models bumps lets all API replicas reuse a count until the data changes (queries/modelCounts.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("models", (t) => {
    t.index(["gender", "rating", "date_of_birth"], "models_gender_rating_birth_index");
  });
  await knex.schema.createTable("change_counters", (t) => {
    t.string("name", 50).primary();
    t.bigInteger("version").unsigned().notNullable().defaultTo(0);
  });
  await knex("change_counters").insert({ name: "models", version: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("change_counters");
  await knex.schema.alterTable("models", (t) => {
    t.dropIndex(["gender", "rating", "date_of_birth"], "models_gender_rating_birth_index");
  });
}
