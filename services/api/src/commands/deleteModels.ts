import type { Knex } from "knex";
import type { Database } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { Model } from "../models/Model.ts";
import { Photo } from "../models/Photo.ts";

/**
 * Columns besides models.photo_hash that name a photo (as `/api/photos/<hash>.jpg` inside JSON text): a sheet's
 * copy of each actor (spec §3: the sheet keeps them if the model changes) and each published revision's snapshot.
 */
const PHOTO_MENTIONS = [
  ["call_sheets", "actor_contacts"],
  ["call_sheet_revisions", "snapshot"],
] as const;

/**
 * Deletes the photos among `hashes` that nothing names any more: no model, no call sheet's actors, no
 * published revision. The JSON columns are searched for the hash as text (a table scan until the first match;
 * the name is a SHA-256, so a substring cannot name another photo). A photo whose last sheet or revision is
 * deleted later stays: nothing sweeps it.
 */
export async function deleteUnreferencedPhotos(trx: Knex, hashes: string[]): Promise<void> {
  const candidates = [...new Set(hashes.filter(Boolean))];
  if (!candidates.length) return;
  const containsHash = isMysql(trx) ? "LIKE CONCAT('%', photos.hash, '%')" : "LIKE '%' || photos.hash || '%'";
  const unused = Photo.query(trx)
    .whereIn("hash", candidates)
    .whereNotExists(trx("models").select(trx.raw("1")).whereRaw("models.photo_hash = photos.hash"));
  for (const [table, column] of PHOTO_MENTIONS) unused.whereNotExists(trx(table).select(trx.raw("1")).whereRaw(`${table}.${column} ${containsHash}`));
  await unused.delete();
}

/**
 * Deletes the given models in one transaction, with their photos that nothing else names. Ids that do not exist are
 * ignored; the number actually deleted is returned.
 */
export async function deleteModels(db: Database, ids: number[]): Promise<number> {
  const deleted = await db.transaction(async (trx) => {
    const models = await Model.query(trx).select("id", "photoHash").whereIn("id", ids);
    if (!models.length) return 0;
    await Model.query(trx)
      .whereIn(
        "id",
        models.map((model) => model.id),
      )
      .delete();
    await deleteUnreferencedPhotos(
      trx,
      models.map((model) => model.photoHash ?? ""),
    );
    return models.length;
  });
  return deleted;
}
