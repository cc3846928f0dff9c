import type { ModelListQuery } from "@repo/contracts/models/schemas";
import type { Database } from "../../db/connect.ts";
import { isMysql } from "../../db/dialect.ts";

/**
 * With only the rating and gender filters (each matching a large share of the models) and the default
 * order, walking the registration-date index and stopping after one page beats what the planners pick
 * (all matching rows, then a sort): 700 ms -> a few ms on SQLite at 100,000 models (bench/models).
 */
function walksRegistrationOrder(filters: ModelListQuery): boolean {
  return !filters.sort.length && !filters.search && filters.ageRange === "all" && !filters.country && !filters.city && (filters.rating !== "all" || filters.gender !== "all");
}

function registrationOrderIndex(db: Database) {
  return isMysql(db) ? db.raw("models FORCE INDEX (models_reg_date_index)") : db.raw("models INDEXED BY models_registration_order_index");
}

/**
 * A gender with a country or city prefix: the filter index (migrations 000700, 000800) checks the prefixes
 * inside the gender's range and reads only the rows that pass them. SQLite's planner takes that index by
 * itself; MariaDB's walks the sort column's index to skip a sort, reading row after row (all filters at
 * once at 100,000 models: 20-90 ms per query -> ~10 ms), so on MySQL it is named. Without a country or city
 * the range holds too many rows to read them all for a sort, and the planner's walk is the better plan.
 */
function narrowsByFilterIndex(db: Database, filters: ModelListQuery): boolean {
  return isMysql(db) && filters.gender !== "all" && Boolean(filters.country || filters.city);
}

/** The table, with an index named where one dialect's planner picks a worse plan. */
export function tableFor(db: Database, filters: ModelListQuery) {
  if (walksRegistrationOrder(filters)) return registrationOrderIndex(db);
  if (narrowsByFilterIndex(db, filters)) return db.raw("models FORCE INDEX (models_gender_rating_birth_index)");
  return "models";
}
