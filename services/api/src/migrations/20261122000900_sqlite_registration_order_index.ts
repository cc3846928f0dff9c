import type { Knex } from "knex";
import { isMysql } from "../db/dialect.ts";

const REGISTRATION_ORDER_INDEX = "models_registration_order_index";
const REGISTRATION_ORDER = ["reg_date", "id", "gender", "rating", "date_of_birth", "search_text"];

/**
 * SQLite: the registration-date index becomes (reg_date, id, gender, rating, date_of_birth, search_text).
 * The dashboard's default order is (reg_date, id), so a page in that order still walks the index without
 * a sort, and the gender, rating, age and search filters are now tested on the index entry: only rows
 * that pass are read from the table (a search for "ovic" read ~200 rows a page, 51 now), and a search's
 * count scans this index instead of the table (100,000 models: 42 -> 24 ms).
 * MySQL keeps models_reg_date_index: InnoDB cannot index the 1,000-character search column, and with the
 * other columns only, MariaDB went from 0.91 to 0.75 ms for a rating and gender page (not worth the writes).
 */
export async function up(knex: Knex): Promise<void> {
  if (isMysql(knex)) return;
  await knex.schema.alterTable("models", (t) => {
    t.index(REGISTRATION_ORDER, REGISTRATION_ORDER_INDEX);
    t.dropIndex(["reg_date"], "models_reg_date_index");
  });
}

export async function down(knex: Knex): Promise<void> {
  if (isMysql(knex)) return;
  await knex.schema.alterTable("models", (t) => {
    t.index(["reg_date"], "models_reg_date_index");
    t.dropIndex(REGISTRATION_ORDER, REGISTRATION_ORDER_INDEX);
  });
}
