import type { Knex } from "knex";
import { GENDERS, RATINGS } from "@repo/contracts/models/constants";
import { isMysql } from "../db/dialect.ts";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("photos", (t) => {
    // Content-addressed: the SHA-256 of the stored bytes, so the URL built from it can be cached forever.
    t.string("hash", 64).primary();
    t.string("content_type", 50).notNullable();
    t.integer("width").unsigned().notNullable();
    t.integer("height").unsigned().notNullable();
    t.integer("byte_size").unsigned().notNullable();
    if (isMysql(knex)) t.specificType("data", "MEDIUMBLOB").notNullable();
    else t.binary("data").notNullable();
    t.dateTime("created_at").notNullable();
  });

  await knex.schema.createTable("models", (t) => {
    t.increments("id").primary();
    t.string("full_name", 255).notNullable();
    t.string("email", 255).notNullable();
    t.enum("gender", [...GENDERS]).notNullable();
    t.string("city", 255).notNullable();
    t.string("country", 255).notNullable();
    t.string("phone_number", 50).notNullable();
    t.string("date_of_birth", 10).nullable();
    t.string("photo_path", 255).notNullable();
    t.string("photo_hash", 64).nullable().references("hash").inTable("photos").onDelete("SET NULL");
    t.string("instagram_handle", 100).nullable();
    t.string("facebook_handle", 100).nullable();
    t.string("tiktok_handle", 100).nullable();
    t.boolean("terms_accepted").notNullable().defaultTo(false);
    t.dateTime("reg_date").notNullable();
    t.enum("rating", [...RATINGS]).notNullable().defaultTo("unrated");
    // Lower-cased, accent-stripped copy of the searchable fields, kept by the app so search behaves
    // the same on SQLite and MySQL whatever their collations.
    t.string("search_text", 1000).notNullable().defaultTo("");
    t.string("sort_name", 255).notNullable().defaultTo("");
    t.dateTime("updated_at").notNullable();
    t.index(["rating"]);
    t.index(["gender"]);
    t.index(["date_of_birth"]);
    t.index(["reg_date"]);
    t.index(["sort_name"]);
    // One application per e-mail address (stored trimmed and lower-cased); see commands/registerModel.ts.
    t.unique(["email"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("models");
  await knex.schema.dropTable("photos");
}
