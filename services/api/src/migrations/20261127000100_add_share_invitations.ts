import type { Knex } from "knex";

/**
 * Invitations sent in the background (issue 23): a share's latest invitation and its delivery, the
 * credentials it carries until the mail server accepts it, who sent it, and the collaborator's first visit.
 * Shares written before this were mailed inside the request, so they count as sent (at their last change).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    // SHA-256 of the queued invitation's token: promoted to token_hash when the mail server accepts it.
    t.string("pending_token_hash", 64).nullable();
    t.string("invitation_state", 16).notNullable().defaultTo("sent");
    t.dateTime("invitation_queued_at").nullable();
    t.dateTime("invitation_sent_at").nullable();
    t.dateTime("invitation_failed_at").nullable();
    t.string("invitation_failure", 1000).nullable();
    t.integer("invitation_attempts").unsigned().notNullable().defaultTo(0);
    t.string("invitation_outbox_path", 500).nullable();
    // When the credentials in token_hash / password_hash reached the collaborator (null: none ever did).
    t.dateTime("credentials_sent_at").nullable();
    t.integer("invited_by").unsigned().nullable().references("id").inTable("users").onDelete("SET NULL");
    t.dateTime("first_accessed").nullable();
  });
  await knex("call_sheet_shares").update({
    invitation_queued_at: knex.ref("updated_at"),
    invitation_sent_at: knex.ref("updated_at"),
    invitation_attempts: 1,
    credentials_sent_at: knex.ref("updated_at"),
    invited_by: knex.ref("created_by"),
    first_accessed: knex.ref("last_accessed"),
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.dropForeign(["invited_by"]);
  });
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.dropColumns(
      "pending_token_hash",
      "invitation_state",
      "invitation_queued_at",
      "invitation_sent_at",
      "invitation_failed_at",
      "invitation_failure",
      "invitation_attempts",
      "invitation_outbox_path",
      "credentials_sent_at",
      "invited_by",
      "first_accessed",
    );
  });
}
