import type { ModelListQuery } from "@repo/contracts/models/schemas";
import type { Database } from "../../db/connect.ts";
import type { ListedModel } from "../../presenters/modelListJson.ts";
import { modelsVersion } from "../modelsVersion.ts";
import { MAX_ANCHORS_PER_SET, nearestAnchor, seekColumn, type PageAnchor } from "./anchors.ts";
import type { ModelListCaches } from "./caches.ts";
import { applyFilters } from "./filters.ts";
import { listedModels, listItem, orderedModels, versionOfRows, type PageRow } from "./pageRows.ts";

export type ListedPage = { models: ListedModel[]; total: number };

type ResultSet = { version: number; now: number; countKey: string; orderKey: string };

/** How many models the filters match: counted once per models version. */
async function countOf(db: Database, caches: ModelListCaches, filters: ModelListQuery, today: Date, set: ResultSet): Promise<number> {
  const known = caches.counts.get(set.countKey, set.version, set.now);
  if (known !== undefined) return known;
  const query = db("models").count({ total: "*" });
  applyFilters(query, filters, today);
  const total = Number(((await query) as Array<{ total: number | string }>)[0]?.total ?? 0);
  return caches.counts.set(set.countKey, set.version, set.now, total);
}

/** The ordered ids of a small result set, read once per models version. */
async function smallResultSet(db: Database, caches: ModelListCaches, filters: ModelListQuery, today: Date, set: ResultSet): Promise<number[]> {
  const known = caches.smallResultSets.get(set.orderKey, set.version, set.now);
  if (known) return known;
  const rows = (await orderedModels(db, filters, today).select("id")) as Array<{ id: number }>;
  const ids = rows.map((row) => row.id);
  return caches.smallResultSets.set(set.orderKey, set.version, set.now, ids);
}

/**
 * One page of the models database and the number of models the filters match. A small result set pages
 * through its known ids; a larger one near a page served before seeks from its anchor (anchors.ts), so
 * most pages skip nothing and are one query. `now` comes from the app's clock: it is the day ages are
 * counted on and the time cached values are checked against.
 *
 * The counts, ids and anchors used are those of the models version this app saw last, and the statement
 * reading the page returns the version its rows are at: when the two agree (every request but the first
 * after a write, by any replica), the page is exact and the version took no query of its own. When they
 * differ, the version is read and the page read again; an empty page costs a version read.
 */
export function listModels(db: Database, caches: ModelListCaches, filters: ModelListQuery, now: Date): Promise<ListedPage> {
  return readPage(db, caches, filters, now, true);
}

/** listModels, without the total when `withTotal` is false (the CSV export's batches need none). */
export async function readPage(db: Database, caches: ModelListCaches, filters: ModelListQuery, now: Date, withTotal: boolean): Promise<ListedPage> {
  const assumed = caches.lastSeenVersion;
  if (assumed !== undefined) {
    const { page, seenVersion } = await listAtVersion(db, caches, filters, now, assumed, withTotal);
    if (seenVersion === assumed) return page;
    if (seenVersion === undefined) {
      // An empty page carries no version. Versions only grow, so if it is still the assumed one now, it
      // was then too (a search that matches nothing is read once, not twice).
      const current = await modelsVersion(db);
      if (current === assumed) return page;
      caches.lastSeenVersion = current;
      return (await listAtVersion(db, caches, filters, now, current, withTotal)).page;
    }
  }
  const version = await modelsVersion(db);
  caches.lastSeenVersion = version;
  return (await listAtVersion(db, caches, filters, now, version, withTotal)).page;
}

async function listAtVersion(
  db: Database,
  caches: ModelListCaches,
  filters: ModelListQuery,
  today: Date,
  version: number,
  withTotal: boolean,
): Promise<{ page: ListedPage; seenVersion?: number }> {
  const { smallResultSetMax, anchors, directReadMaxOffset } = caches.limits;
  const { page: _page, limit: _limit, sort: _sort, ...filterKey } = filters;
  const countKey = `${today.toISOString().slice(0, 10)}:${JSON.stringify(filterKey)}`;
  const set: ResultSet = { version, now: today.getTime(), countKey, orderKey: `${countKey}:${JSON.stringify(filters.sort)}` };
  let offset = (filters.page - 1) * filters.limit;

  // The count comes first (it is cached): it tells whether the result set is small enough to keep its ids.
  const total = withTotal ? await countOf(db, caches, filters, today, set) : -1;
  if (total >= 0 && total <= smallResultSetMax) {
    const ids = await smallResultSet(db, caches, filters, today, set);
    const { models, seenVersion } = await listedModels(db, ids.slice(offset, offset + filters.limit));
    return { page: { models, total: ids.length }, seenVersion };
  }

  const pageQuery = orderedModels(db, filters, today);
  const seek = anchors ? seekColumn(filters) : undefined;
  let pageAnchors: Map<number, PageAnchor> | undefined;
  if (seek) {
    const anchorKey = `${set.orderKey}:${filters.limit}`;
    pageAnchors = caches.anchorSets.get(anchorKey, set.version, set.now) ?? caches.anchorSets.set(anchorKey, set.version, set.now, new Map());
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
