export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];

/** In sort order: unrated < one < two < three. */
export const RATINGS = ["unrated", "one", "two", "three"] as const;
export type Rating = (typeof RATINGS)[number];

export const MODELS_PAGE_SIZE = 50;
