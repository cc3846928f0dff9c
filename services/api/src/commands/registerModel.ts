import type { Knex } from "knex";
import { REGISTRATION_MESSAGES } from "@repo/contracts/registration/messages";
import type { ModelRegistration } from "@repo/contracts/registration/schemas";
import type { Database } from "../db/connect.ts";
import { runWithBinaryValues, toDatabaseDateTime } from "../db/dialect.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { HttpError } from "../errors.ts";
import { findCountry, isValidPhone } from "../lib/countries.ts";
import type { Logger } from "../logger.ts";
import { Model } from "../models/Model.ts";
import { Photo } from "../models/Photo.ts";
import { decodePhotoDataUrl, normalizePhoto, photoUrl, type NormalizedPhoto } from "./normalizePhoto.ts";

export type RegisteredModel = Omit<ModelRegistration, "photoPath" | "termsAccepted"> & { photoPath: string };

/** Stores a normalized photo; content-addressed and immutable, so the same bytes again are the same row. */
export async function storePhoto(db: Knex, photo: NormalizedPhoto): Promise<void> {
  const row = {
    hash: photo.hash,
    content_type: "image/jpeg",
    width: photo.width,
    height: photo.height,
    byte_size: photo.data.length,
    data: photo.data,
    created_at: toDatabaseDateTime(new Date()),
  };
  await runWithBinaryValues(db, db(Photo.tableName).insert(row).onConflict("hash").ignore());
}

/**
 * A public registration. The phone must fit the country; the photo is re-encoded and stored by hash.
 *
 * One application per e-mail: when the address is already registered, nothing about the existing
 * application changes and no row is added, but the answer is exactly what a new registration gets
 * (the photo is stored too, so even its URL answers alike). A stranger cannot learn whose e-mail is on
 * file, nor overwrite someone's application by reusing their address; the event is logged for admins.
 */
export async function registerModel(db: Database, log: Logger, input: ModelRegistration, now: Date = new Date()): Promise<RegisteredModel> {
  const country = findCountry(input.country);
  if (!country) throw new HttpError(400, REGISTRATION_MESSAGES.countryUnknown);
  if (!isValidPhone(input.phoneNumber, country)) throw new HttpError(400, REGISTRATION_MESSAGES.phoneInvalid);
  const photo = await normalizePhoto(decodePhotoDataUrl(input.photoPath));

  const { photoPath: _submitted, termsAccepted: _accepted, ...fields } = input;
  const model = { ...fields, photoPath: photoUrl(photo.hash) };
  const row = {
    ...model,
    photoHash: photo.hash,
    termsAccepted: true,
    regDate: toDatabaseDateTime(now),
    rating: "unrated" as const,
  };

  // The unique e-mail index decides: a clash fails only its own statement (on MySQL and SQLite alike),
  // so the photo stays and the transaction commits; the common case costs no extra SELECT. The insert
  // bumps the models version (Model's hooks), a refused one does not.
  await db.transaction(async (trx) => {
    await storePhoto(trx, photo);
    try {
      await Model.query(trx).insert(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await Model.query(trx).select("id").findOne({ email: input.email });
      log.info({ modelId: existing?.id }, "repeated application for a registered e-mail ignored");
    }
  });
  return model;
}
