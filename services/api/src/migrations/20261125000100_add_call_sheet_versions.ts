import type { Knex } from "knex";

/**
 * Concurrent editing (issue 14): a sheet's `version` counts its changes, and `field_versions` (JSON text,
 * field -> the version that last changed it) lets a PATCH tell "someone changed the field I edit" from
 * "someone changed another field". One row holds both, so a PATCH locks, reads and writes one row: no
 * child table to join or upsert (a sheet has 21 editable fields; the text stays under 700 characters).
 * Fields absent from the map last changed at version 0, when the sheet was created.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheets", (t) => {
    t.integer("version").unsigned().notNullable().defaultTo(0);
    // VARCHAR, not TEXT: MySQL gives TEXT columns no default, and existing rows need "{}".
    t.string("field_versions", 2000).notNullable().defaultTo("{}");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheets", (t) => {
    t.dropColumn("field_versions");
    t.dropColumn("version");
  });
}
