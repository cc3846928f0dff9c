import { z } from "zod";

export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];

/** In sort order: unrated < one < two < three. */
export const RATINGS = ["unrated", "one", "two", "three"] as const;
export type Rating = (typeof RATINGS)[number];

export const MODELS_PAGE_SIZE = 50;

/** The model-list limit's bounds; `limit=1` is the admin probe (spec §7). */
export const MODELS_LIMIT_MAX = 100;

/** `GET /api/models` paging (filters and sorting join it with the dashboard). */
export const modelListQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a whole number of 1 or more" }).int("page must be a whole number of 1 or more").min(1, "page must be a whole number of 1 or more").default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MODELS_LIMIT_MAX}` })
    .int(`limit must be a whole number from 1 to ${MODELS_LIMIT_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${MODELS_LIMIT_MAX}`)
    .max(MODELS_LIMIT_MAX, `limit must be a whole number from 1 to ${MODELS_LIMIT_MAX}`)
    .default(MODELS_PAGE_SIZE),
});
export type ModelListQuery = z.infer<typeof modelListQuerySchema>;

/** One model as the admin's list shows it (the photo as its URL, never inline). */
export const modelListItemSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS),
  city: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string().nullable(),
  photoPath: z.string(),
  instagramHandle: z.string().nullable(),
  facebookHandle: z.string().nullable(),
  tiktokHandle: z.string().nullable(),
  termsAccepted: z.boolean(),
  regDate: z.string(),
  rating: z.enum(RATINGS),
});
export type ModelListItem = z.infer<typeof modelListItemSchema>;
export const modelListResponseSchema = z.object({ models: z.array(modelListItemSchema), total: z.number() });
export type ModelListResponse = z.infer<typeof modelListResponseSchema>;
