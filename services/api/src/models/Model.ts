import type { Gender, Rating } from "@repo/contracts/models";
import { BaseModel } from "./BaseModel.ts";

/** A registered model (the spec's Model entity). */
export class Model extends BaseModel {
  static override tableName = "models";
  // regDate is the creation time of an application.
  static override hasCreatedAt = false;

  id!: number;
  fullName!: string;
  email!: string;
  gender!: Gender;
  city!: string;
  country!: string;
  phoneNumber!: string;
  dateOfBirth!: string | null;
  photoPath!: string;
  photoHash!: string | null;
  instagramHandle!: string | null;
  facebookHandle!: string | null;
  tiktokHandle!: string | null;
  termsAccepted!: boolean;
  regDate!: string;
  rating!: Rating;
  searchText!: string;
  sortName!: string;
  countryKey!: string;
  cityKey!: string;
  updatedAt!: string;

  override $parseDatabaseJson(json: Record<string, unknown>) {
    const parsed = super.$parseDatabaseJson(json);
    // SQLite and MySQL both hand booleans back as 0/1.
    if ("termsAccepted" in parsed) parsed.termsAccepted = Boolean(parsed.termsAccepted);
    return parsed;
  }
}
