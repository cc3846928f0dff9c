import type { Knex } from "knex";
import type { AgeRange, ModelListItem, ModelListQuery, ModelSortColumn } from "@repo/contracts/models";
import type { Database } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { normalizeForSearch } from "../lib/searchText.ts";
import { modelListJsonSql, type ListedModel } from "../presenters/modelListJson.ts";
import { MODELS_VERSION_SQL, modelsVersion, VersionedCache } from "./modelsVersion.ts";

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

function tableFor(db: Database, filters: ModelListQuery) {
  if (walksRegistrationOrder(filters)) return registrationOrderIndex(db);
  if (narrowsByFilterIndex(db, filters)) return db.raw("models FORCE INDEX (models_gender_rating_birth_index)");
  return "models";
}

/**
 * Every model the filters match, in the list's order, a batch at a time (the CSV export): page after page
 * of the list's own query (each page anchors the next, so the batches are seeks), so memory stays at one
 * batch whatever the total.
 */
export async function* eachFilteredModel(db: Database, filters: Omit<ModelListQuery, "page" | "limit">, today: Date, batchSize = 1000): AsyncGenerator<ModelListItem> {
  for (let page = 1; ; page++) {
    const { models } = await listModels(db, { ...filters, page, limit: batchSize }, today, { withTotal: false });
    for (const model of models) yield JSON.parse(model.json) as ModelListItem;
    if (models.length < batchSize) return;
  }
}

/**
 * The models a filter set matches, counted once per models version: counting visits every matching row (a
 * substring search reads all 100,000), while paging through one result set asks the same count again.
 */
const counts = new VersionedCache<number>(500);

/**
 * Small result sets: the ids, in the list's order, of a filter set and sort matching at most
 * SMALL_RESULT_SET models. Few matches are what a rare search or several filters at once give, and those
 * are found by visiting many rows (a substring search reads every model; all the bench's filters at once
 * ~8,500 index entries): without this, the count and every page of that set would pay the visit again.
 * With the ids known, the count is their number and a page is a primary-key read of its rows.
 */
const SMALL_RESULT_SET = 2000;
const smallResultSets = new VersionedCache<number[]>(200);

/**
 * Page anchors: the first row (its sort value and id) of pages already served, per result set (filters,
 * sort, page size) and models version. A deep page is then a seek on the sort column's index from the
 * nearest anchored page at most MAX_SEEK_PAGES before it, instead of an OFFSET that walks every row before
 * it (page 1500 of 100,000: ~75,000 index entries per request). Each page read also anchors the next one.
 */
type PageAnchor = { value: string | number; id: number };
const MAX_SEEK_PAGES = 20;
const MAX_ANCHORS_PER_SET = 2000;
const anchorSets = new VersionedCache<Map<number, PageAnchor>>(200);

/**
 * The one column a keyset seek can follow: the default order (registration date) or a single sort on a
 * NOT NULL text column. The rating (an expression), gender (MySQL orders an ENUM by its definition but
 * compares it as text), the nullable date of birth and multi-column sorts page by OFFSET as before.
 */
const SEEKABLE: Partial<Record<ModelSortColumn, string>> = {
  regDate: "reg_date",
  fullName: "sort_name",
  email: "email",
  phoneNumber: "phone_number",
  city: "city_key",
  country: "country_key",
};

function seekColumn(filters: ModelListQuery): { sql: string; desc: boolean } | undefined {
  if (!filters.sort.length) return { sql: "reg_date", desc: true };
  const [only] = filters.sort;
  const sql = filters.sort.length === 1 && only ? SEEKABLE[only.id] : undefined;
  return sql ? { sql, desc: only!.desc } : undefined;
}

/** The nearest anchored page at or before `page`, close enough to seek from. */
function nearestAnchor(anchors: Map<number, PageAnchor>, page: number): [number, PageAnchor] | undefined {
  for (let candidate = page; candidate > 1 && candidate >= page - MAX_SEEK_PAGES; candidate--) {
    const anchor = anchors.get(candidate);
    if (anchor) return [candidate, anchor];
  }
  return undefined;
}

/**
 * Up to this many skipped rows, the page is read whole in one query. Past it, the page's ids are found
 * first on the narrow columns and only those rows are read whole, so a deep page does not drag every
 * skipped row (all its columns) through the sort.
 */
const DIRECT_READ_MAX_OFFSET = 200;

/** The filtered models in the list's order (nothing selected yet). */
function orderedModels(db: Database, filters: ModelListQuery, today: Date): Knex.QueryBuilder {
  const query = db.from(tableFor(db, filters));
  applyFilters(query, filters, today);
  // Ties are broken by id alone: every secondary index already ends in the row id (InnoDB's primary key,
  // SQLite's rowid), so "column, id" is read straight off the column's index without a sort.
  if (filters.sort.length) for (const { id, desc } of filters.sort) query.orderByRaw(`${SORT_SQL[id]} ${desc ? "DESC" : "ASC"}`);
  else query.orderBy("regDate", "desc");
  query.orderBy("id", filters.sort.at(-1)?.desc === false ? "asc" : "desc");
  return query;
}

/**
 * Each row as the list item's JSON text (presenters/modelListJson.ts): the search column and the other
 * keys stay in the table, and no row becomes an object only to be stringified again.
 */
const listItem = (db: Database) => db.raw(`${modelListJsonSql(db)} AS item`);

/**
 * The models version as of the statement that reads a page: a statement reads one snapshot on both
 * dialects, so this is the version of exactly the rows it returns (see listModels).
 */
const versionOfRows = (db: Database) => db.raw(`(${MODELS_VERSION_SQL}) AS models_version`);

type PageRow = { id: number; item?: string; anchorValue?: string | number; modelsVersion: number | string };

/** The listed models with these ids, in this order (a primary-key read), and the version they were read at. */
async function listedModels(db: Database, ids: number[]): Promise<{ models: ListedModel[]; seenVersion?: number }> {
  if (!ids.length) return { models: [] };
  const rows = (await db("models").select("id", listItem(db), versionOfRows(db)).whereIn("id", ids)) as Array<PageRow & { item: string }>;
  const byId = new Map(rows.map((row) => [row.id, row.item]));
  return { models: ids.flatMap((id) => (byId.has(id) ? [{ id, json: byId.get(id)! }] : [])), seenVersion: rows[0] && Number(rows[0].modelsVersion) };
}

type ResultSet = { version: number; now: number; countKey: string; orderKey: string };

/** How many models the filters match: counted once per models version. */
async function countOf(db: Database, filters: ModelListQuery, today: Date, set: ResultSet): Promise<number> {
  const known = counts.get(db, set.countKey, set.version, set.now);
  if (known !== undefined) return known;
  const query = db("models").count({ total: "*" });
  applyFilters(query, filters, today);
  const total = Number(((await query) as Array<{ total: number | string }>)[0]?.total ?? 0);
  return counts.set(db, set.countKey, set.version, set.now, total);
}

/** The ordered ids of a small result set, read once per models version. */
async function smallResultSet(db: Database, filters: ModelListQuery, today: Date, set: ResultSet): Promise<number[]> {
  const known = smallResultSets.get(db, set.orderKey, set.version, set.now);
  if (known) return known;
  const rows = (await orderedModels(db, filters, today).select("id")) as Array<{ id: number }>;
  const ids = rows.map((row) => row.id);
  return smallResultSets.set(db, set.orderKey, set.version, set.now, ids);
}

type ListOptions = { withTotal?: boolean; smallResultSetMax?: number; anchors?: boolean; directReadMaxOffset?: number };
type ListedPage = { models: ListedModel[]; total: number };

/** The models version this process saw last, per database: what listModels assumes before it reads. */
const lastSeenVersions = new WeakMap<Database, number>();

/**
 * One page of the models database and the number of models the filters match. A small result set pages
 * through its known ids; a larger one near a page served before seeks from its anchor (above), so most
 * pages skip nothing and are one query.
 *
 * The counts, ids and anchors used are those of the models version this process saw last, and the
 * statement reading the page returns the version its rows are at: when the two agree (every request but
 * the first after a write, by any replica), the page is exact and the version took no query of its own.
 * When they differ, the version is read and the page read again; an empty page costs a version read.
 */
export async function listModels(db: Database, filters: ModelListQuery, today: Date, options: ListOptions = {}): Promise<ListedPage> {
  const assumed = lastSeenVersions.get(db);
  if (assumed !== undefined) {
    const { page, seenVersion } = await listAtVersion(db, filters, today, assumed, options);
    if (seenVersion === assumed) return page;
    if (seenVersion === undefined) {
      // An empty page carries no version. Versions only grow, so if it is still the assumed one now, it
      // was then too (a search that matches nothing is read once, not twice).
      const now = await modelsVersion(db);
      if (now === assumed) return page;
      lastSeenVersions.set(db, now);
      return (await listAtVersion(db, filters, today, now, options)).page;
    }
  }
  const version = await modelsVersion(db);
  lastSeenVersions.set(db, version);
  return (await listAtVersion(db, filters, today, version, options)).page;
}

async function listAtVersion(
  db: Database,
  filters: ModelListQuery,
  today: Date,
  version: number,
  { withTotal = true, smallResultSetMax = SMALL_RESULT_SET, anchors = true, directReadMaxOffset = DIRECT_READ_MAX_OFFSET }: ListOptions,
): Promise<{ page: ListedPage; seenVersion?: number }> {
  const { page: _page, limit: _limit, sort: _sort, ...filterKey } = filters;
  const countKey = `${today.toISOString().slice(0, 10)}:${JSON.stringify(filterKey)}`;
  const set: ResultSet = { version, now: Date.now(), countKey, orderKey: `${countKey}:${JSON.stringify(filters.sort)}` };
  let offset = (filters.page - 1) * filters.limit;

  // The count comes first (it is cached): it tells whether the result set is small enough to keep its ids.
  const total = withTotal ? await countOf(db, filters, today, set) : -1;
  if (total >= 0 && total <= smallResultSetMax) {
    const ids = await smallResultSet(db, filters, today, set);
    const { models, seenVersion } = await listedModels(db, ids.slice(offset, offset + filters.limit));
    return { page: { models, total: ids.length }, seenVersion };
  }

  const pageQuery = orderedModels(db, filters, today);
  const seek = anchors ? seekColumn(filters) : undefined;
  let pageAnchors: Map<number, PageAnchor> | undefined;
  if (seek) {
    const anchorKey = `${set.orderKey}:${filters.limit}`;
    pageAnchors = anchorSets.get(db, anchorKey, set.version, set.now) ?? anchorSets.set(db, anchorKey, set.version, set.now, new Map());
    const from = nearestAnchor(pageAnchors, filters.page);
    if (from) {
      const [anchoredPage, { value, id }] = from;
      // "At or past the anchor's value, and past its id among equal values": the first conjunct is a plain
      // range on the column's index (a lone OR made SQLite scan and sort the whole table).
      const [atOrPast, past] = seek.desc ? ["<=", "<"] : [">=", ">"];
      pageQuery.whereRaw(`${seek.sql} ${atOrPast} ? AND (${seek.sql} ${past} ? OR id ${atOrPast} ?)`, [value, value, id]);
      offset = (filters.page - anchoredPage) * filters.limit;
    }
    // One row more than the page: the next page's anchor.
    pageQuery.select(db.raw(`${seek.sql} AS anchor_value`));
  }
  pageQuery.limit(filters.limit + (seek ? 1 : 0)).offset(offset);
  const direct = offset <= directReadMaxOffset;
  pageQuery.select(direct ? ["id", listItem(db), versionOfRows(db)] : ["id", versionOfRows(db)]);

  const found = (await pageQuery) as PageRow[];
  const seenVersion = found[0] && Number(found[0].modelsVersion);
  // Anchors are kept only from a page read at the version they are filed under.
  if (pageAnchors && seenVersion === version && pageAnchors.size < MAX_ANCHORS_PER_SET) {
    const [first, next] = [found[0], found[filters.limit]];
    if (first) pageAnchors.set(filters.page, { value: first.anchorValue!, id: first.id });
    if (next) pageAnchors.set(filters.page + 1, { value: next.anchorValue!, id: next.id });
  }
  const onPage = found.slice(0, filters.limit);
  if (direct) return { page: { models: onPage.map((row) => ({ id: row.id, json: row.item! })), total }, seenVersion };
  return { page: { models: (await listedModels(db, onPage.map((row) => row.id))).models, total }, seenVersion };
}
