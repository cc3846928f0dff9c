import type { Knex } from "knex";

/**
 * Collaborators and revisions (issue 25, docs/revisions.md): one row per share and revision with the
 * e-mail that told the collaborator about it (`notice_kind` 'invitation': the share's own invitation
 * columns say its delivery; 'revision': this row's notice columns), when they first opened it and when
 * they confirmed it. And per sheet its automatic reminder (off by default): N hours before the call time,
 * when that is, when it ran, and `arm`, which a change of the hours or of the shoot moves on so that a
 * job armed before does nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("call_sheet_share_revisions", (t) => {
    t.increments("id").primary();
    t.integer("share_id").unsigned().notNullable().references("id").inTable("call_sheet_shares").onDelete("CASCADE");
    t.integer("call_sheet_id").unsigned().notNullable().references("id").inTable("call_sheets").onDelete("CASCADE");
    t.integer("revision").unsigned().notNullable();
    t.string("notice_kind", 16).nullable();
    t.string("notice_state", 16).nullable();
    t.dateTime("notice_queued_at").nullable();
    t.dateTime("notice_sent_at").nullable();
    t.dateTime("notice_failed_at").nullable();
    t.string("notice_failure", 1000).nullable();
    t.integer("notice_attempts").unsigned().notNullable().defaultTo(0);
    t.dateTime("first_opened_at").nullable();
    t.dateTime("confirmed_at").nullable();
    t.unique(["share_id", "revision"]);
    t.index(["call_sheet_id", "revision"]);
  });
  await knex.schema.createTable("call_sheet_reminders", (t) => {
    t.integer("call_sheet_id").unsigned().notNullable().primary().references("id").inTable("call_sheets").onDelete("CASCADE");
    t.integer("hours_before").unsigned().nullable();
    t.dateTime("due_at").nullable();
    t.dateTime("sent_at").nullable();
    t.integer("arm").unsigned().notNullable().defaultTo(0);
    // The address the reminders' links start with (the public origin when it was turned on).
    t.string("origin", 500).notNullable().defaultTo("");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("call_sheet_reminders");
  await knex.schema.dropTable("call_sheet_share_revisions");
}
