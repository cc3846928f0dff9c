import type { Knex } from "knex";

/**
 * The fact a calendar CANCEL is decided by (docs/calendar.md): a REQUEST of the share's event reached a mail
 * server for its address. `calendar_requested_generation` names the event (with the sheet and share ids:
 * the UID, calendarPart.ts's calendarUid), `calendar_requested_sequence` the latest revision it carried,
 * `calendar_requested_at` when. Written when the invitation's mail was accepted, whether or not the share
 * is still active then (revoked during the send), and never cleared by a re-share, unlike
 * `credentials_sent_at`, which says whether the live credentials went out and which the cancel used to read.
 * Shares delivered before this migration: their current event, delivered when their credentials were, but
 * only where that is so. `credentials_sent_at` is set when an invitation of the share's current generation
 * was accepted (a re-share of a revoked share clears it), and a revoke clears nothing, while a calendar.cancel
 * that claimed the event moved `calendar_generation` on: an active share with credentials sent had its current
 * event delivered; a revoked one only if its generation is still 0 (its CANCEL has not run). A revoked share
 * past generation 0 has had an event's CANCEL claimed (or sent), and its current generation was most likely
 * never mailed: marking it would mail a second "cancelled" after a later re-share that never delivered. (The
 * rare share re-shared, delivered and revoked again whose CANCEL is still queued stays unmarked: a missed
 * CANCEL rather than a wrong one.)
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.integer("calendar_requested_generation").unsigned().nullable();
    t.integer("calendar_requested_sequence").unsigned().nullable();
    t.dateTime("calendar_requested_at").nullable();
  });
  await knex("call_sheet_shares")
    .whereNotNull("credentials_sent_at")
    .where((query) => query.where("is_active", true).orWhere("calendar_generation", 0))
    .update({
      calendar_requested_generation: knex.ref("calendar_generation"),
      calendar_requested_sequence: knex.raw("(SELECT COALESCE(MAX(number), 0) FROM call_sheet_revisions WHERE call_sheet_revisions.call_sheet_id = call_sheet_shares.call_sheet_id)"),
      calendar_requested_at: knex.ref("credentials_sent_at"),
    });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.dropColumn("calendar_requested_at");
    t.dropColumn("calendar_requested_sequence");
    t.dropColumn("calendar_requested_generation");
  });
}
