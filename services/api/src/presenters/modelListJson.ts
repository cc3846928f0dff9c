import type { ModelListItem } from "@repo/contracts/models";
import type { Database } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";

/**
 * A listed model as the database renders it: the same explicit fields as presentModel (the same order,
 * the same values: modelListJson.test.ts compares the two on both dialects), as one JSON text per row.
 * The list reads 50 rows a request, and turning 50 x 15 columns into JavaScript objects, mapping their names
 * and stringifying them again was about a third of the API's time per list request (bench/models); one
 * string per row is not.
 */
const LIST_ITEM_COLUMNS = {
  id: "id",
  fullName: "full_name",
  email: "email",
  gender: "gender",
  city: "city",
  country: "country",
  phoneNumber: "phone_number",
  dateOfBirth: "date_of_birth",
  photoPath: "photo_path",
  instagramHandle: "instagram_handle",
  facebookHandle: "facebook_handle",
  tiktokHandle: "tiktok_handle",
  termsAccepted: "terms_accepted",
  regDate: "reg_date",
  rating: "rating",
} satisfies Record<keyof ModelListItem, string>;

/** The boolean column as a JSON true/false (both dialects store 0/1). */
const BOOLEAN_FIELDS = new Set<keyof ModelListItem>(["termsAccepted"]);

/** The SQL expression (over `models`) whose value is a listed model's JSON text. */
export function modelListJsonSql(db: Database): string {
  const mysql = isMysql(db);
  const pairs = Object.entries(LIST_ITEM_COLUMNS).map(([field, column]) => {
    let value = column;
    if (BOOLEAN_FIELDS.has(field as keyof ModelListItem)) {
      value = mysql ? `JSON_EXTRACT(IF(${column}, 'true', 'false'), '$')` : `json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`;
    }
    return `'${field}', ${value}`;
  });
  // MariaDB marks JSON_OBJECT's result as JSON, which mysql2 would parse into objects: CAST keeps it text.
  return mysql ? `CAST(JSON_OBJECT(${pairs.join(", ")}) AS CHAR)` : `json_object(${pairs.join(", ")})`;
}

/** One listed model: its id and its JSON text. */
export type ListedModel = { id: number; json: string };

/** The list's answer, `{models, total}`, joined from the rows' JSON texts. */
export function presentModelList(models: ListedModel[], total: number): string {
  return `{"models":[${models.map((model) => model.json).join(",")}],"total":${total}}`;
}
