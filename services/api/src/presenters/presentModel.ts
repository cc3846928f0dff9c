import type { ModelListItem } from "@repo/contracts/models/schemas";
import type { Model } from "../models/Model.ts";

/** A model in the admin's list: explicit fields; the photo hash and search columns stay inside. */
export function presentModel(model: Model): ModelListItem {
  return {
    id: model.id,
    fullName: model.fullName,
    email: model.email,
    gender: model.gender,
    city: model.city,
    country: model.country,
    phoneNumber: model.phoneNumber,
    dateOfBirth: model.dateOfBirth ?? null,
    photoPath: model.photoPath,
    instagramHandle: model.instagramHandle ?? null,
    facebookHandle: model.facebookHandle ?? null,
    tiktokHandle: model.tiktokHandle ?? null,
    termsAccepted: model.termsAccepted,
    regDate: model.regDate,
    rating: model.rating,
  };
}
