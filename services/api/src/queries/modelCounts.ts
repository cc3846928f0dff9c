import type { Knex } from "knex";
import type { Database } from "../db/connect.ts";

/** A count is reused while the models are unchanged, and never longer than this (a backstop for writes made outside the app). */
export const COUNT_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

type Entry = { total: number; at: number; version: number };
const caches = new WeakMap<Database, Map<string, Entry>>();

const cacheOf = (db: Database) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
};

/** The models' version: bumped by every write to the table, by any replica (one primary-key read). */
export async function modelsVersion(db: Knex): Promise<number> {
  const row = (await db("changeCounters").select("version").where({ name: "models" }).first()) as { version: number | string } | undefined;
  return Number(row?.version ?? 0);
}

/** Called in the same transaction as every insert, delete or re-rating of models. */
export async function bumpModelsVersion(trx: Knex): Promise<void> {
  await trx("changeCounters").where({ name: "models" }).increment("version", 1);
}

/**
 * The number of models matching a filter set. Counting visits every matching row (a substring search
 * reads all 100,000), while paging through one result set asks the same count again and again; so a count
 * is kept until the models' version moves (or COUNT_TTL_MS passes) and is exact across replicas.
 */
export async function cachedModelCount(db: Database, key: string, now: number, count: () => Promise<number>, knownVersion?: number): Promise<number> {
  const cache = cacheOf(db);
  const version = knownVersion ?? (await modelsVersion(db));
  const hit = cache.get(key);
  if (hit && hit.version === version && now - hit.at < COUNT_TTL_MS) return hit.total;
  const total = await count();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { total, at: now, version });
  return total;
}
