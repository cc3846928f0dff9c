import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("sessions", (t) => {
    t.string("id", 128).primary();
    t.integer("user_id").unsigned().nullable().references("id").inTable("users").onDelete("CASCADE");
    t.text("data").notNullable();
    t.dateTime("expires_at").notNullable();
    t.dateTime("created_at").notNullable();
    t.index(["expires_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("sessions");
}
