import { AGE_RANGES, GENDER_FILTERS, MODEL_SORT_COLUMNS, MODELS_LIMIT_MAX, RATING_FILTERS } from "./constants.ts";

export const MODEL_LIST_MESSAGES = {
  page: "page must be a whole number of 1 or more",
  limit: `limit must be a whole number from 1 to ${MODELS_LIMIT_MAX}`,
  rating: `rating must be one of ${RATING_FILTERS.join(", ")}`,
  gender: `gender must be one of ${GENDER_FILTERS.join(", ")}`,
  ageRange: `ageRange must be one of ${AGE_RANGES.join(", ")}`,
  sort: `sort must be a JSON list of {"id": column, "desc": true|false} with columns among ${MODEL_SORT_COLUMNS.join(", ")}`,
  tooLong: "A filter is too long",
} as const;
