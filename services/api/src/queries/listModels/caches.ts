import type { PageAnchor } from "./anchors.ts";

/** A cached value lives while the models are unchanged, and never longer than this (a backstop for writes made outside the app). */
export const VERSIONED_TTL_MS = 60_000;

type Entry<T> = { value: T; version: number; at: number };

/**
 * Values derived from the models table (counts, page anchors, the order of a small result set), per key,
 * valid for one models version: every list request checks the version in the database (listModels.ts),
 * so a write through any replica retires them everywhere. The oldest entry goes past `maxEntries`.
 */
export class VersionedCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(private readonly maxEntries: number) {}

  /** `now`: milliseconds of the app's clock. */
  get(key: string, version: number, now: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version === version && now - entry.at < VERSIONED_TTL_MS) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, version: number, now: number, value: T): T {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { value, version, at: now });
    return value;
  }
}

/** Where the list changes how it reads a page. Tests lower them to reach each way with a few rows. */
export type ModelListLimits = {
  /**
   * Small result sets: the ids, in the list's order, of a filter set and sort matching at most this many
   * models. Few matches are what a rare search or several filters at once give, and those are found by
   * visiting many rows (a substring search reads every model; all the bench's filters at once ~8,500 index
   * entries): without this, the count and every page of that set would pay the visit again. With the ids
   * known, the count is their number and a page is a primary-key read of its rows.
   */
  smallResultSetMax: number;
  /** Whether deep pages seek from page anchors (anchors.ts) instead of skipping rows with an OFFSET. */
  anchors: boolean;
  /**
   * Up to this many skipped rows, the page is read whole in one query. Past it, the page's ids are found
   * first on the narrow columns and only those rows are read whole, so a deep page does not drag every
   * skipped row (all its columns) through the sort.
   */
  directReadMaxOffset: number;
};

export const DEFAULT_MODEL_LIST_LIMITS: ModelListLimits = { smallResultSetMax: 2000, anchors: true, directReadMaxOffset: 200 };

/**
 * What the models list remembers between requests, for one app over one database: created by createApp
 * and handed to the list, so nothing lives at module level and each app (each test's) starts empty.
 */
export type ModelListCaches = {
  /** The models a filter set matches, counted once per models version: counting visits every matching row. */
  counts: VersionedCache<number>;
  smallResultSets: VersionedCache<number[]>;
  /** Page anchors per result set and page size (anchors.ts). */
  anchorSets: VersionedCache<Map<number, PageAnchor>>;
  /** The models version this app saw last: what the list assumes before it reads. */
  lastSeenVersion: number | undefined;
  limits: ModelListLimits;
};

export function createModelListCaches(limits: Partial<ModelListLimits> = {}): ModelListCaches {
  return {
    counts: new VersionedCache(500),
    smallResultSets: new VersionedCache(200),
    anchorSets: new VersionedCache(200),
    lastSeenVersion: undefined,
    limits: { ...DEFAULT_MODEL_LIST_LIMITS, ...limits },
  };
}
