import type { Knex } from "knex";
import { USER_ROLES, USER_TYPES } from "@repo/contracts/users/constants";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("users", (t) => {
    t.increments("id").primary();
    t.string("username", 100).notNullable().unique();
    t.string("password_hash", 255).notNullable();
    t.string("email", 255).notNullable();
    t.string("full_name", 255).notNullable();
    t.enum("role", [...USER_ROLES]).notNullable().defaultTo("user");
    t.enum("user_type", [...USER_TYPES]).notNullable().defaultTo("standard");
    t.string("phone_number", 50).nullable();
    t.string("profile_photo", 255).nullable();
    t.string("search_text", 800).notNullable().defaultTo("");
    t.dateTime("created_at").notNullable();
    t.dateTime("updated_at").notNullable();
    t.index(["user_type"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("users");
}
