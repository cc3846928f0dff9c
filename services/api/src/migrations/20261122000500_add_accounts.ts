import type { Knex } from "knex";

/** Accounts and sessions (issue #4): the job a team member or client does, and failed sign-ins for throttling. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.string("job_title", 100).nullable();
  });
  await knex.schema.createTable("login_failures", (t) => {
    t.increments("id").primary();
    // "ip:<address>" or "user:<lower-cased username>"; a username that does not exist counts the same.
    t.string("subject", 200).notNullable();
    t.dateTime("failed_at").notNullable();
    t.index(["subject", "failed_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("login_failures");
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("job_title");
  });
}
