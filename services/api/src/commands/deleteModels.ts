import type { Knex } from "knex";
import type { Database } from "../db/connect.ts";
import { Model } from "../models/Model.ts";
import { Photo } from "../models/Photo.ts";

/** Deletes the photos among `hashes` that no model points at any more. */
export async function deleteUnreferencedPhotos(trx: Knex, hashes: string[]): Promise<void> {
  const candidates = [...new Set(hashes.filter(Boolean))];
  if (!candidates.length) return;
  const stillUsed = await Model.query(trx).select("photoHash").whereIn("photoHash", candidates);
  const used = new Set(stillUsed.map((row) => row.photoHash));
  const unused = candidates.filter((hash) => !used.has(hash));
  if (unused.length) await Photo.query(trx).whereIn("hash", unused).delete();
}

/**
 * Deletes the given models in one transaction, with the photos only they used. Ids that do not exist are
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
