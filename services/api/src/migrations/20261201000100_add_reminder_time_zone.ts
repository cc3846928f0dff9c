import type { Knex } from "knex";

/**
 * The clock of the producer who set a sheet's automatic reminder (an IANA name, the console's browser zone):
 * the call time is read on the clock of the shoot's place, and on this one when no location's place is known
 * (commands/reminders.ts reminderDueAt). Null (reminders set before, or by a client that sent none): UTC.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_reminders", (t) => {
    t.string("time_zone", 64).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_reminders", (t) => {
    t.dropColumn("time_zone");
  });
}
