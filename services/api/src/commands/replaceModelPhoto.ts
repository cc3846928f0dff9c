import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { Model } from "../models/Model.ts";
import { deleteUnreferencedPhotos } from "./deleteModels.ts";
import { decodePhotoDataUrl, normalizePhoto, photoUrl } from "./normalizePhoto.ts";
import { storePhoto } from "./registerModel.ts";

/**
 * The dashboard's "Replace": the new photo (a JPEG data string, 200x200 from the dashboard) is decoded and
 * re-encoded as on registration, stored by hash, and the old one goes if nothing else uses it.
 */
export async function replaceModelPhoto(db: Database, modelId: number, dataUrl: string): Promise<Model> {
  const photo = await normalizePhoto(decodePhotoDataUrl(dataUrl));
  return db.transaction(async (trx) => {
    const model = await Model.query(trx).findById(modelId);
    if (!model) throw new HttpError(404, "Model not found");
    await storePhoto(trx, photo);
    const previous = model.photoHash;
    const updated = await model.$query(trx).patchAndFetch({ photoHash: photo.hash, photoPath: photoUrl(photo.hash) });
    if (previous && previous !== photo.hash) await deleteUnreferencedPhotos(trx, [previous]);
    return updated;
  });
}
