import type { Knex } from "knex";
import { usernameSkeleton } from "../lib/usernameSkeleton.ts";

/**
 * Issue #13: each user's username skeleton (lib/usernameSkeleton.ts), indexed, so refusing a look-alike
 * of an existing username is one index lookup on both dialects. Existing users get theirs here; the User
 * model keeps it from then on. Not unique: existing look-alikes must not stop the migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.string("username_skeleton", 400).nullable();
  });
  const users = (await knex("users").select("id", "username")) as Array<{ id: number; username: string }>;
  for (const user of users) await knex("users").where({ id: user.id }).update({ username_skeleton: usernameSkeleton(user.username) });
  await knex.schema.alterTable("users", (t) => {
    t.index(["username_skeleton"], "users_username_skeleton_index");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.dropIndex(["username_skeleton"], "users_username_skeleton_index");
    t.dropColumn("username_skeleton");
  });
}
