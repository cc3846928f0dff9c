import type { Knex } from "knex";

/**
 * How many collaborators a sheet's automatic reminder queued a reminder for when it ran (0: everyone had
 * confirmed, or had just been told: commands/reminders.ts queueReminders). Null: not run, or run before
 * this column (the panel then says it ran without a count).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_reminders", (t) => {
    t.integer("reminded_count").unsigned().nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_reminders", (t) => {
    t.dropColumn("reminded_count");
  });
}
