import type { Knex } from "knex";

/** Text columns of a call sheet; the JSON ones hold JSON text, as the spec sends them. */
const TEXT_COLUMNS = [
  "locations",
  "locations_list",
  "street_address",
  "street_number",
  "team_members",
  "team_contacts",
  "concepts",
  "actor_contacts",
  "scene_schedule",
  "props",
  "gear",
  "weather",
  "technical_specs",
  "break_schedule",
  "costume_notes",
  "set_notes",
  "emergency_contacts",
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("call_sheets", (t) => {
    t.increments("id").primary();
    t.string("shooting_title", 255).notNullable();
    t.string("client", 255).notNullable().defaultTo("");
    t.string("shooting_date", 10).nullable();
    t.string("shooting_time", 5).nullable();
    // MySQL TEXT columns cannot carry defaults; the model fills empty values on insert.
    for (const column of TEXT_COLUMNS) t.text(column, "mediumtext").notNullable();
    t.integer("created_by").unsigned().nullable().references("id").inTable("users").onDelete("SET NULL");
    t.dateTime("created_at").notNullable();
    t.dateTime("updated_at").notNullable();
    t.index(["created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("call_sheets");
}
