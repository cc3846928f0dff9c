import type { Knex } from "knex";
import type { ModelSortColumn } from "@repo/contracts/models/constants";
import type { ModelListQuery } from "@repo/contracts/models/schemas";
import { normalizeForSearch, searchKey } from "../../lib/searchText.ts";
import { birthDateBounds } from "./ageRanges.ts";

/** Columns (snake_case: these go into raw SQL) each sortable table column orders by. */
export const SORT_SQL: Record<ModelSortColumn, string> = {
  fullName: "sort_name",
  // unrated < one < two < three, whatever the dialect does with enums
  rating: "CASE rating WHEN 'unrated' THEN 0 WHEN 'one' THEN 1 WHEN 'two' THEN 2 ELSE 3 END",
  gender: "gender",
  email: "email",
  phoneNumber: "phone_number",
  city: "city_key",
  country: "country_key",
  dateOfBirth: "date_of_birth",
  regDate: "reg_date",
};

const likeEscape = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** The list's filters as WHERE clauses, on the normalized columns the Model keeps (models/Model.ts). */
export function applyFilters(query: Knex.QueryBuilder, filters: ModelListQuery, today: Date): void {
  const search = normalizeForSearch(filters.search);
  if (search) query.whereRaw("search_text LIKE ? ESCAPE '!'", [`%${likeEscape(search)}%`]);
  if (filters.rating === "two_three") query.whereIn("rating", ["two", "three"]);
  else if (filters.rating !== "all") query.where("rating", filters.rating);
  if (filters.gender !== "all") query.where("gender", filters.gender);
  if (filters.ageRange !== "all") {
    const { onOrAfter, onOrBefore } = birthDateBounds(filters.ageRange, today);
    query.whereBetween("dateOfBirth", [onOrAfter, onOrBefore]);
  }
  // Cut as the keys are (models/Model.ts): a value that normalizes past a key's length still finds its model.
  const country = searchKey(filters.country);
  if (country) query.whereRaw("country_key LIKE ? ESCAPE '!'", [`${likeEscape(country)}%`]);
  const city = searchKey(filters.city);
  if (city) query.whereRaw("city_key LIKE ? ESCAPE '!'", [`${likeEscape(city)}%`]);
}
