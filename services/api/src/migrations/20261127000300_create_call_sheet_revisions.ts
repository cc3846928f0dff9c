import type { Knex } from "knex";

/**
 * Revisions of a call sheet (issue 25, docs/revisions.md): each publish stores the whole sheet as the API
 * presents it (JSON text) as revision `number`, 1, 2, ... per sheet. The unique (call_sheet_id, number)
 * index is the backstop of the publish's locked read of the sheet: two publishes never share a number.
 * A revision goes with its sheet; its publisher's account may go first (published_by null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("call_sheet_revisions", (t) => {
    t.increments("id").primary();
    t.integer("call_sheet_id").unsigned().notNullable().references("id").inTable("call_sheets").onDelete("CASCADE");
    t.integer("number").unsigned().notNullable();
    // A sheet's text columns are MEDIUMTEXT each; all of them together (about 8 MB at their limits) fit LONGTEXT.
    t.text("snapshot", "longtext").notNullable();
    t.text("note").notNullable();
    t.integer("published_by").unsigned().nullable().references("id").inTable("users").onDelete("SET NULL");
    t.dateTime("published_at").notNullable();
    t.unique(["call_sheet_id", "number"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("call_sheet_revisions");
}
