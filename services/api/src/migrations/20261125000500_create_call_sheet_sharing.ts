import type { Knex } from "knex";
import { SHARE_ROLES } from "@repo/contracts/sharing/constants";

/**
 * Sharing a call sheet (issue 15): shares, their access log and the sheets' comments. Every row hangs off
 * its sheet with ON DELETE CASCADE, so deleting a sheet leaves no share, log line or comment behind.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("call_sheet_shares", (t) => {
    t.increments("id").primary();
    t.integer("call_sheet_id").unsigned().notNullable().references("id").inTable("call_sheets").onDelete("CASCADE");
    // Lower-cased by the contract; 254 is the longest address SMTP carries.
    t.string("email", 254).notNullable();
    t.enum("role", [...SHARE_ROLES]).notNullable();
    t.text("message").notNullable();
    // SHA-256 hex of the link's token: the token itself exists only in the invitation.
    t.string("token_hash", 64).notNullable().unique();
    t.string("password_hash", 200).notNullable();
    // Bumped whenever the credentials are replaced: a session's grant names the generation it was won with.
    t.integer("generation").unsigned().notNullable().defaultTo(1);
    t.boolean("is_active").notNullable().defaultTo(true);
    t.dateTime("last_accessed").nullable();
    t.dateTime("expires_at").notNullable();
    t.integer("created_by").unsigned().nullable().references("id").inTable("users").onDelete("SET NULL");
    t.dateTime("created_at").notNullable();
    t.dateTime("updated_at").notNullable();
    t.unique(["call_sheet_id", "email"]);
  });
  await knex.schema.createTable("call_sheet_share_accesses", (t) => {
    t.increments("id").primary();
    t.integer("share_id").unsigned().notNullable().references("id").inTable("call_sheet_shares").onDelete("CASCADE");
    t.integer("call_sheet_id").unsigned().notNullable().references("id").inTable("call_sheets").onDelete("CASCADE");
    t.string("email", 254).notNullable();
    // An IPv6 address is at most 45 characters.
    t.string("address", 64).notNullable();
    t.dateTime("accessed_at").notNullable();
    t.index(["call_sheet_id", "accessed_at"]);
  });
  await knex.schema.createTable("call_sheet_comments", (t) => {
    t.increments("id").primary();
    t.integer("call_sheet_id").unsigned().notNullable().references("id").inTable("call_sheets").onDelete("CASCADE");
    t.string("section_id", 40).notNullable();
    // A signed-in author (the admin), or a share grant's e-mail: exactly one of the two is set.
    t.integer("author_user_id").unsigned().nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("author_email", 254).nullable();
    t.text("text").notNullable();
    t.dateTime("created_at").notNullable();
    t.index(["call_sheet_id", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("call_sheet_comments");
  await knex.schema.dropTable("call_sheet_share_accesses");
  await knex.schema.dropTable("call_sheet_shares");
}
