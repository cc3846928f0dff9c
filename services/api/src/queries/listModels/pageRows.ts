import type { Knex } from "knex";
import type { ModelListQuery } from "@repo/contracts/models/schemas";
import type { Database } from "../../db/connect.ts";
import { modelListJsonSql, type ListedModel } from "../../presenters/modelListJson.ts";
import { MODELS_VERSION_SQL } from "../modelsVersion.ts";
import { applyFilters, SORT_SQL } from "./filters.ts";
import { tableFor } from "./indexHints.ts";

/** The filtered models in the list's order (nothing selected yet). */
export function orderedModels(db: Database, filters: ModelListQuery, today: Date): Knex.QueryBuilder {
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
export const listItem = (db: Database) => db.raw(`${modelListJsonSql(db)} AS item`);

/**
 * The models version as of the statement that reads a page: a statement reads one snapshot on both
 * dialects, so this is the version of exactly the rows it returns (see listModels).
 */
export const versionOfRows = (db: Database) => db.raw(`(${MODELS_VERSION_SQL}) AS models_version`);

export type PageRow = { id: number; item?: string; anchorValue?: string | number; modelsVersion: number | string };

/** The listed models with these ids, in this order (a primary-key read), and the version they were read at. */
export async function listedModels(db: Database, ids: number[]): Promise<{ models: ListedModel[]; seenVersion?: number }> {
  if (!ids.length) return { models: [] };
  const rows = (await db("models").select("id", listItem(db), versionOfRows(db)).whereIn("id", ids)) as Array<PageRow & { item: string }>;
  const byId = new Map(rows.map((row) => [row.id, row.item]));
  return { models: ids.flatMap((id) => (byId.has(id) ? [{ id, json: byId.get(id)! }] : [])), seenVersion: rows[0] && Number(rows[0].modelsVersion) };
}
