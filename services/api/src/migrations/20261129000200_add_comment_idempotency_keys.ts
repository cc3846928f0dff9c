import type { Knex } from "knex";

/**
 * A comment's idempotency key (commentKeySchema in packages/contracts): the client's id of one comment it
 * writes, sent with every try, so a retry after a lost answer or the portal's offline outbox sending again
 * answers the comment already written instead of adding it twice. One per sheet, author and key: the author
 * is a user id (the admin) or a grant's e-mail, the other column null, and NULLs never collide in a unique
 * index (SQLite, MariaDB), so each kind of author has its own index. Comments without a key (older clients)
 * are not constrained.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_comments", (t) => {
    t.string("idempotency_key", 64).nullable();
    t.unique(["call_sheet_id", "author_user_id", "idempotency_key"], { indexName: "call_sheet_comments_user_key_unique" });
    t.unique(["call_sheet_id", "author_email", "idempotency_key"], { indexName: "call_sheet_comments_email_key_unique" });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("call_sheet_comments", (t) => {
    t.dropUnique(["call_sheet_id", "author_email", "idempotency_key"], "call_sheet_comments_email_key_unique");
    t.dropUnique(["call_sheet_id", "author_user_id", "idempotency_key"], "call_sheet_comments_user_key_unique");
  });
  await knex.schema.alterTable("call_sheet_comments", (t) => {
    t.dropColumn("idempotency_key");
  });
}
