import type { Knex } from "knex";

/**
 * Limits shared by every API process (issue 22 §4): the fixed-window counters of the public-write limit,
 * and an index that lets the sweeper drop expired sign-in and share-access marks without a table scan.
 * See docs/rate-limits.md.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("rate_limits", (t) => {
    // "<limit> <client address>", e.g. "POST /api/models 203.0.113.7".
    t.string("subject", 200).primary();
    t.integer("hits").unsigned().notNullable();
    // Epoch milliseconds of the app's clock: compared and computed as plain numbers on both dialects.
    t.bigInteger("window_ends_at").notNullable().index();
  });
  await knex.schema.alterTable("login_failures", (t) => {
    t.index(["failed_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("login_failures", (t) => {
    t.dropIndex(["failed_at"]);
  });
  await knex.schema.dropTable("rate_limits");
}
