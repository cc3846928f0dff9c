/** The model's gender (spec registration-and-dashboard.md §3). No zod here: the public form imports it. */
export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];

/** In sort order: unrated < one < two < three. */
export const RATINGS = ["unrated", "one", "two", "three"] as const;
export type Rating = (typeof RATINGS)[number];

export const MODELS_PAGE_SIZE = 50;

/** The model-list limit's bounds; `limit=1` is the admin probe (spec §7). */
export const MODELS_LIMIT_MAX = 100;

/** The dashboard's rating filter (spec §3 "Filter options"). */
export const RATING_FILTERS = ["all", "unrated", "one", "two", "three", "two_three"] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];
export const GENDER_FILTERS = ["all", ...GENDERS] as const;
/**
 * Age ranges in whole years on the day of the query. Each range includes its lower bound and excludes its
 * upper one (a 20-year-old is in 20-40, not 0-20), except the last, which includes 100.
 */
export const AGE_RANGES = ["all", "0-20", "20-40", "40-60", "60-80", "80-100"] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

/** The table columns the list can be sorted by (TanStack Table column ids). */
export const MODEL_SORT_COLUMNS = ["fullName", "rating", "gender", "email", "phoneNumber", "city", "country", "dateOfBirth", "regDate"] as const;
export type ModelSortColumn = (typeof MODEL_SORT_COLUMNS)[number];
