import type { Knex } from "knex";

/**
 * Comment notifications (issue 23). `call_sheet_comments_seen`: per admin and sheet, when the admin last
 * marked the sheet's comments seen, and the newest comment id there was then: "new" compares ids, since
 * DATETIME keeps whole seconds and a comment in the same second as the look would otherwise pass unseen.
 * `call_sheet_comments.notified_at`: when the comment went out in its sheet's owner digest (null: not yet),
 * so a digest lists exactly the comments no earlier digest listed, whatever order their writes commit in.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("call_sheet_comments_seen", (t) => {
    t.integer("user_id").unsigned().notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.integer("call_sheet_id").unsigned().notNullable().references("id").inTable("call_sheets").onDelete("CASCADE");
    t.dateTime("seen_at").notNullable();
    t.integer("seen_comment_id").unsigned().notNullable().defaultTo(0);
    t.primary(["user_id", "call_sheet_id"]);
  });
  await knex.schema.alterTable("call_sheet_comments", (t) => {
    t.dateTime("notified_at").nullable();
  });
  // The dashboard counts a page's active shares in one grouped statement: from this index alone, without
  // reading each share's row for is_active (the unique (call_sheet_id, email) one would).
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.index(["call_sheet_id", "is_active"], "call_sheet_shares_sheet_active_index");
  });
  // Comments written before this release are not news to anyone: the first digest starts after them.
  await knex("call_sheet_comments").update({ notified_at: knex.ref("created_at") });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.dropIndex(["call_sheet_id", "is_active"], "call_sheet_shares_sheet_active_index");
  });
  await knex.schema.alterTable("call_sheet_comments", (t) => {
    t.dropColumn("notified_at");
  });
  await knex.schema.dropTable("call_sheet_comments_seen");
}
