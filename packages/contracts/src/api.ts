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
  serviceUnavailable: "The service is briefly unavailable (its database cannot be reached). Please try again in a few seconds.",
  compressedBody: "Send the request body uncompressed (no Content-Encoding)",
  methodNotAllowed: "Method not allowed",
  tooManyWrites: "Too many submissions from your network. Please wait a few minutes and try again.",
} as const;

/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Public writes (an application, an account) per client address in a fixed window. A casting day puts
 * many applicants behind one venue's Wi-Fi (one address): 120 in 10 minutes is one every 5 seconds,
 * sustained, far above what a queue of people filling a form on their phones produces, while a script
 * flooding the database is stopped after 120.
 */
export const PUBLIC_WRITE_RATE_LIMIT = { windowMs: 10 * 60 * 1000, perAddress: 120 } as const;
