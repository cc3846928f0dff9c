import type { Knex } from "knex";
import type { AgeRange, ModelListQuery, ModelSortColumn } from "@repo/contracts/models";
import type { Database } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { normalizeForSearch } from "../lib/searchText.ts";
import { Model } from "../models/Model.ts";
import { cachedModelCount } from "./modelCounts.ts";

/** Columns (snake_case: these go into raw SQL) each sortable table column orders by. */
const SORT_SQL: Record<ModelSortColumn, string> = {
  fullName: "sort_name",
  // unrated < one < two < three, whatever the dialect does with enums
  rating: "CASE rating WHEN 'unrated' THEN 0 WHEN 'one' THEN 1 WHEN 'two' THEN 2 ELSE 3 END",
  gender: "gender",
  email: "email",
  phoneNumber: "phone_number",
  city: "city_key",
  country: "country_key",
  dateOfBirth: "date_of_birth",
  regDate: "reg_date",
};

const likeEscape = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** `YYYY-MM-DD` of `today` moved back `years` years (UTC); 29 February becomes the 28th in a common year. */
export function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const day = Math.min(today.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/**
 * Birth dates of people whose age in whole years, on `today`, lies in the range: at least `from`, under
 * `to` (the top range, 80-100, includes 100). Age >= a  <=>  born on or before today minus a years.
 */
export function birthDateBounds(range: Exclude<AgeRange, "all">, today: Date): { onOrAfter: string; onOrBefore: string } {
  const [from, to] = range.split("-").map(Number) as [number, number];
  const exclusiveUpper = to === 100 ? 101 : to;
  // Born after (today - exclusiveUpper years) means younger than exclusiveUpper.
  const youngest = yearsBefore(today, from);
  const tooOld = yearsBefore(today, exclusiveUpper);
  const dayAfter = new Date(`${tooOld}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  return { onOrAfter: dayAfter.toISOString().slice(0, 10), onOrBefore: youngest };
}

/** The columns a listed model is read with (presenters/presentModel.ts shows these and no others). */
const LISTED_COLUMNS = ["id", "fullName", "email", "gender", "city", "country", "phoneNumber", "dateOfBirth", "photoPath", "instagramHandle", "facebookHandle", "tiktokHandle", "termsAccepted", "regDate", "rating"];

function applyFilters(query: Knex.QueryBuilder, filters: ModelListQuery, today: Date): void {
  const search = normalizeForSearch(filters.search);
  if (search) query.whereRaw("search_text LIKE ? ESCAPE '!'", [`%${likeEscape(search)}%`]);
  if (filters.rating === "two_three") query.whereIn("rating", ["two", "three"]);
  else if (filters.rating !== "all") query.where("rating", filters.rating);
  if (filters.gender !== "all") query.where("gender", filters.gender);
  if (filters.ageRange !== "all") {
    const { onOrAfter, onOrBefore } = birthDateBounds(filters.ageRange, today);
    query.whereBetween("dateOfBirth", [onOrAfter, onOrBefore]);
  }
  const country = normalizeForSearch(filters.country);
  if (country) query.whereRaw("country_key LIKE ? ESCAPE '!'", [`${likeEscape(country)}%`]);
  const city = normalizeForSearch(filters.city);
  if (city) query.whereRaw("city_key LIKE ? ESCAPE '!'", [`${likeEscape(city)}%`]);
}

/**
 * With only the rating and gender filters (each matching a large share of the models) and the default
 * order, walking the registration-date index and stopping after one page beats what the planners pick
 * (all matching rows, then a sort): 700 ms -> a few ms on SQLite at 100,000 models (bench/models).
 */
function walksRegistrationOrder(filters: ModelListQuery): boolean {
  return !filters.sort.length && !filters.search && filters.ageRange === "all" && !filters.country && !filters.city && (filters.rating !== "all" || filters.gender !== "all");
}

function registrationOrderIndex(db: Database) {
  return isMysql(db) ? db.raw("models FORCE INDEX (models_reg_date_index)") : db.raw("models INDEXED BY models_reg_date_index");
}

/**
 * Every model the filters match, in the list's order, a batch at a time (the CSV export): pages by
 * offset over the same ordered id query, so memory stays at one batch whatever the total.
 */
export async function* eachFilteredModel(db: Database, filters: Omit<ModelListQuery, "page" | "limit">, today: Date, batchSize = 1000): AsyncGenerator<Model> {
  for (let page = 1; ; page++) {
    const { models } = await listModels(db, { ...filters, page, limit: batchSize }, today, { withTotal: false });
    yield* models;
    if (models.length < batchSize) return;
  }
}

/**
 * One page of the models database and the number of models the filters match. The page's ids are found
 * first on the narrow columns and only those rows are read whole, so a deep page does not drag every
 * skipped row through the sort.
 */
export async function listModels(db: Database, filters: ModelListQuery, today: Date, { withTotal = true } = {}): Promise<{ models: Model[]; total: number }> {
  const ids = db.select("id").from(walksRegistrationOrder(filters) ? registrationOrderIndex(db) : "models");
  applyFilters(ids, filters, today);
  // Ties are broken by id alone: every secondary index already ends in the row id (InnoDB's primary key,
  // SQLite's rowid), so "column, id" is read straight off the column's index without a sort.
  if (filters.sort.length) for (const { id, desc } of filters.sort) ids.orderByRaw(`${SORT_SQL[id]} ${desc ? "DESC" : "ASC"}`);
  else ids.orderBy("regDate", "desc");
  ids.orderBy("id", filters.sort.at(-1)?.desc === false ? "asc" : "desc");
  ids.limit(filters.limit).offset((filters.page - 1) * filters.limit);

  const count = async () => {
    const query = db("models").count({ total: "*" });
    applyFilters(query, filters, today);
    return Number(((await query) as Array<{ total: number | string }>)[0]?.total ?? 0);
  };
  const { page: _page, limit: _limit, sort: _sort, ...filterKey } = filters;
  const [idRows, total] = await Promise.all([ids, withTotal ? cachedModelCount(db, `${today.toISOString().slice(0, 10)}:${JSON.stringify(filterKey)}`, Date.now(), count) : -1]);
  const pageIds = (idRows as Array<{ id: number }>).map((row) => row.id);
  // Only what presentModel shows: the 1,000-character search column and the other keys stay in the table.
  const rows = pageIds.length ? await Model.query(db).select(LISTED_COLUMNS).whereIn("id", pageIds) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { models: pageIds.map((id) => byId.get(id)!).filter(Boolean), total };
}
