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
