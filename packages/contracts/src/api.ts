import { z } from "zod";

/** Every non-OK API answer has this body. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthResponseSchema = z.object({ status: z.literal("ok") });
export const readyResponseSchema = z.object({ status: z.literal("ready") });

/** Messages the API sends for failures that are not tied to one feature. */
export const API_MESSAGES = {
  notFound: "Not found",
  invalidJson: "The request body is not valid JSON",
  bodyTooLarge: "The request body is too large",
  unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json)",
  validationFailed: "Invalid input",
  internal: "Internal server error",
  databaseUnavailable: "The database is not reachable",
} as const;
