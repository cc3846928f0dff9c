import type { Knex } from "knex";

/**
 * The revision the invitation whose credentials went live carried (its calendar event's SEQUENCE; 0: none
 * published), written only when an invitation is accepted and promoted (commands/invitationOutcome.ts
 * promoteInvitation). Not `calendar_requested_sequence`: that one also records an invitation accepted after
 * it was replaced or revoked, whose credentials never worked. Read when a resend fails for good (which
 * revisions its collaborator still has to hear of) and by the changes an e-mail lists (an invitation's row
 * is known up to it). Shares delivered before: their calendar_requested_sequence, the best record there is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.integer("delivered_revision").unsigned().nullable();
  });
  await knex("call_sheet_shares").whereNotNull("credentials_sent_at").update({ delivered_revision: knex.ref("calendar_requested_sequence") });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.dropColumn("delivered_revision");
  });
}
