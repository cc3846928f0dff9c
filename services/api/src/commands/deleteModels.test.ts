import { describe, expect, it } from "vitest";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetRevision } from "../models/CallSheetRevision.ts";
import type { Model } from "../models/Model.ts";
import { Photo } from "../models/Photo.ts";
import { presentCallSheet } from "../presenters/presentCallSheet.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createModel } from "../test/factories.ts";
import { makeJpeg, toDataUrl } from "../test/images.ts";
import { deleteModels, deleteUnreferencedPhotos } from "./deleteModels.ts";
import { replaceModelPhoto } from "./replaceModelPhoto.ts";

const dialects = await testDialects();

/**
 * A photo goes only when nothing names it: a model (photo_hash), a call sheet's copy of an actor, or a
 * published revision's snapshot (spec §3: the sheet keeps its actors if the model changes or goes).
 */
describe.each(dialects)("deleting unreferenced photos on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let seed = 100;

  const storedPhoto = async () => {
    const data = await makeJpeg(200, 200, { seed: ++seed });
    const hash = `${seed}`.padStart(64, dialect === "mysql" ? "a" : "b");
    await Photo.query(db()).insert({ hash, contentType: "image/jpeg", width: 200, height: 200, byteSize: data.length, data });
    return hash;
  };
  const modelWithPhoto = async () => await createModel(db(), { photoHash: await storedPhoto() });
  /** The sheet's copy of each actor, as the editor adds it (photoPath: the model's photo URL). */
  type Actor = Pick<Model, "id" | "photoPath" | "fullName">;
  const actorsOf = (...models: Actor[]) => JSON.stringify(models.map((model) => ({ modelId: `${model.id}`, photoPath: model.photoPath, fullName: model.fullName })));
  const sheetWithActors = async (...models: Actor[]) => await CallSheet.insert(db(), { shootingTitle: "Shoot", actorContacts: actorsOf(...models), createdBy: null });
  /** A sheet that published `models` as its actors in revision 1, then took them off its draft. */
  const revisionWithActors = async (...models: Actor[]) => {
    const sheet = await sheetWithActors(...models);
    await CallSheetRevision.query(db()).insert({ callSheetId: sheet.id, number: 1, snapshot: JSON.stringify(presentCallSheet(sheet)), note: "", publishedBy: null, publishedAt: "2026-11-22 10:00:00" });
    await sheet.write(db(), { actorContacts: "[]" });
  };
  const stored = async (model: Model) => (await Photo.query(db()).findById(model.photoHash!)) !== undefined;

  it("should keep the photo of a deleted model that a call sheet lists among its actors, and drop one nothing names", async () => {
    const cast = await modelWithPhoto();
    const alone = await modelWithPhoto();
    await sheetWithActors(cast);
    expect(await deleteModels(db(), [cast.id, alone.id])).toBe(2);
    expect(await stored(cast)).toBe(true);
    expect(await stored(alone)).toBe(false);
  });

  it("should keep the photo of a deleted model that only a published revision still shows", async () => {
    const cast = await modelWithPhoto();
    await revisionWithActors(cast);
    expect((await CallSheet.query(db()).where("actorContacts", "like", `%${cast.photoHash}%`)).length).toBe(0);
    await deleteModels(db(), [cast.id]);
    expect(await stored(cast)).toBe(true);
  });

  it("should keep a replaced photo that a call sheet or a revision still shows, and drop a replaced one nothing names", async () => {
    const onSheet = await modelWithPhoto();
    const inRevision = await modelWithPhoto();
    const alone = await modelWithPhoto();
    await sheetWithActors(onSheet);
    await revisionWithActors(inRevision);
    for (const model of [onSheet, inRevision, alone]) await replaceModelPhoto(db(), model.id, toDataUrl(await makeJpeg(200, 200, { seed: ++seed })));
    expect([await stored(onSheet), await stored(inRevision), await stored(alone)]).toEqual([true, true, false]);
  });

  it("should decide each photo on its own when several are checked at once, and ignore empty and unknown hashes", async () => {
    const [unnamed, onSheet] = [await storedPhoto(), await storedPhoto()];
    const model = await modelWithPhoto();
    await sheetWithActors({ id: model.id + 1000, fullName: "Gone Since", photoPath: `/api/photos/${onSheet}.jpg` });
    await deleteUnreferencedPhotos(db(), [unnamed, onSheet, model.photoHash!, "", "0".repeat(64)]);
    const left = await Photo.query(db()).whereIn("hash", [unnamed, onSheet, model.photoHash!]).select("hash");
    expect(left.map((photo) => photo.hash).sort()).toEqual([onSheet, model.photoHash!].sort());
  });
});
