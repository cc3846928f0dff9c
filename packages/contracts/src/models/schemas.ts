import { z } from "zod";
import { AGE_RANGES, GENDER_FILTERS, GENDERS, MODEL_SORT_COLUMNS, MODELS_LIMIT_MAX, MODELS_PAGE_SIZE, RATING_FILTERS, RATINGS } from "./constants.ts";
import { MODEL_LIST_MESSAGES } from "./messages.ts";

const sortState = z.array(z.strictObject({ id: z.enum(MODEL_SORT_COLUMNS), desc: z.boolean() })).max(3);

/** The `sort` parameter: the table's sorting state as JSON text; anything else is a 400. */
const sortParameter = z
  .string()
  .max(500, MODEL_LIST_MESSAGES.sort)
  .default("[]")
  .transform((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text || "[]");
    } catch {
      ctx.addIssue({ code: "custom", message: MODEL_LIST_MESSAGES.sort });
      return z.NEVER;
    }
    const result = sortState.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: "custom", message: MODEL_LIST_MESSAGES.sort });
      return z.NEVER;
    }
    return result.data;
  });

const filterText = z.string().trim().max(200, MODEL_LIST_MESSAGES.tooLong).default("");

/** `GET /api/models`: paging, filters and sorting (spec §7). */
export const modelListQuerySchema = z.object({
  page: z.coerce.number({ error: MODEL_LIST_MESSAGES.page }).int(MODEL_LIST_MESSAGES.page).min(1, MODEL_LIST_MESSAGES.page).max(1_000_000, MODEL_LIST_MESSAGES.page).default(1),
  limit: z.coerce.number({ error: MODEL_LIST_MESSAGES.limit }).int(MODEL_LIST_MESSAGES.limit).min(1, MODEL_LIST_MESSAGES.limit).max(MODELS_LIMIT_MAX, MODEL_LIST_MESSAGES.limit).default(MODELS_PAGE_SIZE),
  search: filterText,
  rating: z.enum(RATING_FILTERS, { error: MODEL_LIST_MESSAGES.rating }).default("all"),
  gender: z.enum(GENDER_FILTERS, { error: MODEL_LIST_MESSAGES.gender }).default("all"),
  ageRange: z.enum(AGE_RANGES, { error: MODEL_LIST_MESSAGES.ageRange }).default("all"),
  country: filterText,
  city: filterText,
  sort: sortParameter,
});
export type ModelListQuery = z.output<typeof modelListQuerySchema>;
export type ModelListParams = z.input<typeof modelListQuerySchema>;

export const ratingUpdateSchema = z.strictObject({ rating: z.enum(RATINGS, { error: `rating must be one of ${RATINGS.join(", ")}` }) });
export const modelIdsSchema = z.strictObject({
  ids: z.array(z.number({ error: "ids must be a list of model ids" }).int().positive(), { error: "ids must be a list of model ids" }).min(1, "ids must not be empty").max(1000, "At most 1000 models at a time"),
});

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
