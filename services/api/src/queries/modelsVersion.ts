import type { Knex } from "knex";
import type { Database } from "../db/connect.ts";
import { selectRows } from "../db/dialect.ts";

/** The models' version as a scalar subquery (one primary-key read), to read along with other rows. */
export const MODELS_VERSION_SQL = "SELECT version FROM change_counters WHERE name = 'models'";

/** The models' version: bumped by every write to the table, by any replica. */
export async function modelsVersion(db: Knex): Promise<number> {
  const [row] = await selectRows<{ version: number | string }>(db, MODELS_VERSION_SQL, []);
  return Number(row?.version ?? 0);
}

/** Called in the same transaction as every insert, delete or re-rating of models. */
export async function bumpModelsVersion(trx: Knex): Promise<void> {
  await trx("changeCounters").where({ name: "models" }).increment("version", 1);
}

/** A cached value lives while the models are unchanged, and never longer than this (a backstop for writes made outside the app). */
export const VERSIONED_TTL_MS = 60_000;

type Entry<T> = { value: T; version: number; at: number };

/**
 * Values derived from the models table (counts, page anchors, the order of a small result set), per
 * database and key, valid for one models version: every list request checks the version in the database
 * (queries/listModels.ts), so a write through any replica retires them everywhere. The oldest entry goes past `maxEntries`.
 */
export class VersionedCache<T> {
  readonly #byDatabase = new WeakMap<Database, Map<string, Entry<T>>>();

  constructor(private readonly maxEntries: number) {}

  #entries(db: Database): Map<string, Entry<T>> {
    let entries = this.#byDatabase.get(db);
    if (!entries) this.#byDatabase.set(db, (entries = new Map()));
    return entries;
  }

  get(db: Database, key: string, version: number, now: number): T | undefined {
    const entries = this.#entries(db);
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.version === version && now - entry.at < VERSIONED_TTL_MS) return entry.value;
    entries.delete(key);
    return undefined;
  }

  set(db: Database, key: string, version: number, now: number, value: T): T {
    const entries = this.#entries(db);
    entries.delete(key);
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, version, at: now });
    return value;
  }
}
