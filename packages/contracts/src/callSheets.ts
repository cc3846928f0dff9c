import { z } from "zod/mini";

export const CALL_SHEET_MESSAGES = {
  titleRequired: "Shooting title is required",
  dateInvalid: "shootingDate must be a date (YYYY-MM-DD) or null",
  timeInvalid: "shootingTime must be a time (HH:mm) or null",
  notFound: "Call sheet not found",
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
} as const;

// `POST /api/call-sheets` (callSheetCreateSchema) lives beside the PATCH schema whose fields it reuses:
// contracts/callSheetEditor.ts (that module imports this one's messages, so it cannot live here).

/** One line of the dashboard's 'My Shootings'. */
export const callSheetSummarySchema = z.object({
  id: z.number(),
  shootingTitle: z.string(),
  client: z.string(),
  shootingDate: z.nullable(z.string()),
  shootingTime: z.nullable(z.string()),
  locations: z.string(),
  createdAt: z.string(),
});
export type CallSheetSummary = z.infer<typeof callSheetSummarySchema>;
export const callSheetListSchema = z.array(callSheetSummarySchema);

/** How `GET /api/call-sheets` orders: newest created first (the spec's list), or the next shoots first. */
export const CALL_SHEET_LIST_ORDERS = ["created", "upcoming"] as const;
export const CALL_SHEETS_LIMIT_MAX = 100;
/** The response header that carries how many sheets match, whatever limit and offset cut out. */
export const CALL_SHEETS_TOTAL_HEADER = "X-Total-Count";

export const CALL_SHEET_LIST_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${CALL_SHEETS_LIMIT_MAX}`,
  offset: "offset must be a whole number of 0 or more",
  search: "search must be at most 200 characters",
  order: `order must be one of ${CALL_SHEET_LIST_ORDERS.join(", ")}`,
} as const;

/**
 * `GET /api/call-sheets` query: with none of them the answer is the spec's whole list. `upcoming` puts
 * sheets shot today or later first (soonest first), then those without a date, then past ones (latest first).
 */
export const callSheetListQuerySchema = z.object({
  limit: z.optional(
    z.coerce
      .number({ error: CALL_SHEET_LIST_MESSAGES.limit })
      .check(z.int(CALL_SHEET_LIST_MESSAGES.limit), z.minimum(1, CALL_SHEET_LIST_MESSAGES.limit), z.maximum(CALL_SHEETS_LIMIT_MAX, CALL_SHEET_LIST_MESSAGES.limit)),
  ),
  offset: z._default(
    z.coerce
      .number({ error: CALL_SHEET_LIST_MESSAGES.offset })
      .check(z.int(CALL_SHEET_LIST_MESSAGES.offset), z.minimum(0, CALL_SHEET_LIST_MESSAGES.offset), z.maximum(1_000_000, CALL_SHEET_LIST_MESSAGES.offset)),
    0,
  ),
  search: z._default(z.string({ error: CALL_SHEET_LIST_MESSAGES.search }).check(z.trim(), z.maxLength(200, CALL_SHEET_LIST_MESSAGES.search)), ""),
  order: z._default(z.enum(CALL_SHEET_LIST_ORDERS, { error: CALL_SHEET_LIST_MESSAGES.order }), "created"),
});
export type CallSheetListQuery = z.output<typeof callSheetListQuerySchema>;
export type CallSheetListParams = z.input<typeof callSheetListQuerySchema>;
