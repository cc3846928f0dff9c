/** The model's gender (spec registration-and-dashboard.md §3). No zod here: the public form imports it. */
export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];
