import type { z } from "zod";
import { ACTORS_PAGE_SIZE } from "@repo/contracts/callSheets/constants";
import type { actorsQuerySchema } from "@repo/contracts/callSheets/schemas/editor";
import type { Database } from "../db/connect.ts";
import { normalizeForSearch } from "../lib/searchText.ts";
import { isMysql } from "../db/dialect.ts";
import { ACTOR_INDEXES } from "../migrations/20261125000200_add_actor_picker_indexes.ts";
import { Model } from "../models/Model.ts";
import { VersionedCache } from "./listModels/caches.ts";
import { modelsVersion } from "./modelsVersion.ts";

const likeEscape = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

export type ActorsPageRows = { actors: Model[]; total: number };

/**
 * What the picker remembers, per models version (any write to models, through any replica, retires it):
 * a search's count and its pages. A substring search reads every actor's name (~15-30 ms at 100,000
 * models, migration 20261125000200), and the picker asks the same few searches and pages again and again
 * while someone scrolls and adds actors; with them kept, a repeat is one primary-key read of the version.
 */
export type ActorCaches = { totals: VersionedCache<number>; pages: VersionedCache<Model[]> };

/** One per app (actorRoutes): nothing at module level. */
export function createActorCaches(): ActorCaches {
  return { totals: new VersionedCache(200), pages: new VersionedCache(500) };
}

/**
 * One page of the actor picker (spec §5): models with a name and rating two or three, by name, searched
 * in the name. Name, sort and search use `sort_name`, the lower-case accent-free name the Model keeps
 * (`Đorđe` sorts and matches as `djordje` on both dialects); it is empty exactly when the name is blank.
 * `now`: milliseconds of the app's clock.
 */
export async function listActors(db: Database, caches: ActorCaches, { search, page }: z.output<typeof actorsQuerySchema>, now: number): Promise<ActorsPageRows> {
  const needle = normalizeForSearch(search);
  // Read before the rows: a write landing in between leaves newer rows under an older version, which the
  // next request retires; never older rows under a newer one.
  const version = await modelsVersion(db);
  const total = caches.totals.get(needle, version, now) ?? caches.totals.set(needle, version, now, await countActors(db, needle));
  const offset = (page - 1) * ACTORS_PAGE_SIZE;
  if (offset >= total) return { actors: [], total };
  const pageKey = `${page}:${needle}`;
  const actors = caches.pages.get(pageKey, version, now) ?? caches.pages.set(pageKey, version, now, await pageOfActors(db, needle, offset));
  return { actors, total };
}

/** The actors (matching `needle`, when given) from `index`: MariaDB's planner takes the `sort_name <> ''` range over the whole table instead. */
function actors(db: Database, needle: string, index: string) {
  const query = Model.query(db)
    .from(isMysql(db) ? db.raw(`models FORCE INDEX (${index})`) : "models")
    .whereIn("rating", ["two", "three"])
    .where("sortName", "<>", "");
  if (needle) query.whereRaw("sort_name LIKE ? ESCAPE '!'", [`%${likeEscape(needle)}%`]);
  return query;
}

/** Counted in (rating, sort_name): two ranges of the index, no row read (MariaDB 26 -> 13 ms at 100,000 models). */
function countActors(db: Database, needle: string): Promise<number> {
  return actors(db, needle, ACTOR_INDEXES.byRating).resultSize();
}

/**
 * A page's ids from (sort_name, id, rating) alone, then its 20 rows: an OFFSET over whole rows would read
 * every skipped row (page 1,000 on MariaDB: 400 ms -> a few ms).
 */
async function pageOfActors(db: Database, needle: string, offset: number): Promise<Model[]> {
  const ids = (await actors(db, needle, ACTOR_INDEXES.byName).select("id").orderBy("sortName").orderBy("id").limit(ACTORS_PAGE_SIZE).offset(offset)).map((row) => row.id);
  if (!ids.length) return [];
  const rows = await Model.query(db).select("id", "fullName", "email", "phoneNumber", "photoPath", "dateOfBirth", "city", "country", "rating").whereIn("id", ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
