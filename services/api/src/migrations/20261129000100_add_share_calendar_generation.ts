import type { Knex } from "knex";

/**
 * A collaborator's calendar event outlives a revoke only as a cancelled one (docs/calendar.md). Shared
 * again, the collaborator gets a new event: `calendar_generation` is part of the share's event UID and
 * moves on when a CANCEL of the current one is sent, because several calendar clients keep a UID they were
 * told is cancelled cancelled, whatever REQUEST of the same (or an equal SEQUENCE) follows.
 * `calendar_cancel_generation`: the generation whose CANCEL is being mailed (null: none), so a retried
 * calendar.cancel job cancels the event it claimed even after the share was shared again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.integer("calendar_generation").unsigned().notNullable().defaultTo(0);
    t.integer("calendar_cancel_generation").unsigned().nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_shares", (t) => {
    t.dropColumn("calendar_cancel_generation");
    t.dropColumn("calendar_generation");
  });
}
