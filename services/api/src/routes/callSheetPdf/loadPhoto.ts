import type { Database } from "../../db/connect.ts";
import { Photo } from "../../models/Photo.ts";
import type { PhotoLoader } from "../../pdf/pageRequests.ts";

/** The document's actor photos, read straight from the database (what `GET /api/photos/<hash>.jpg` serves). */
export function photoLoader(db: Database): PhotoLoader {
  return async (hash) => {
    const photo = await Photo.query(db).select("contentType", "data").findById(hash);
    return photo && { contentType: photo.contentType, body: photo.data };
  };
}
