import type { RegistrationResponse } from "@repo/contracts/registration/schemas";
import type { Model } from "../models/Model.ts";

type Registered = Pick<
  Model,
  "fullName" | "email" | "gender" | "city" | "country" | "phoneNumber" | "dateOfBirth" | "photoPath" | "instagramHandle" | "facebookHandle" | "tiktokHandle"
>;

/**
 * What a public registration answers: the application as submitted, never the id, the rating or
 * anything else on file, so the answer is the same whether or not the e-mail was known.
 */
export function presentRegistration(model: Registered): RegistrationResponse {
  return {
    fullName: model.fullName,
    email: model.email,
    gender: model.gender,
    city: model.city,
    country: model.country,
    phoneNumber: model.phoneNumber,
    dateOfBirth: model.dateOfBirth ?? "",
    photoPath: model.photoPath,
    instagramHandle: model.instagramHandle,
    facebookHandle: model.facebookHandle,
    tiktokHandle: model.tiktokHandle,
    termsAccepted: true,
  };
}
