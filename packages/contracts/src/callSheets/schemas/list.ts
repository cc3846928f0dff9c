import { z } from "zod/mini";
import { CALL_SHEET_LIST_ORDERS, CALL_SHEETS_LIMIT_MAX } from "../constants.ts";
import { CALL_SHEET_LIST_MESSAGES } from "../messages.ts";

/** One line of the dashboard's 'My Shootings'. */
export const callSheetSummarySchema = z.object({
  id: z.number(),
  shootingTitle: z.string(),
  client: z.string(),
  shootingDate: z.nullable(z.string()),
  shootingTime: z.nullable(z.string()),
  locations: z.string(),
  createdAt: z.string(),
  /** Collaborators the sheet is shared with now (active shares): the Collaborators panel's 'N collaborators'. */
  sharedCount: z.number(),
  /** Comments by others since the signed-in admin last marked the sheet's comments seen. */
  newCommentCount: z.number(),
  /**
   * Of those whose invitation has not ended, how many confirmed the latest published revision (the editor's
   * 'Collaborators 2/3'); null while nothing is published or nobody's invitation is live.
   */
  confirmation: z.nullable(z.object({ revision: z.number(), confirmed: z.number(), total: z.number() })),
  /** Those whose invitation, or the latest revision's notice, failed for good (the panel's '· 1 failed'). */
  failedCount: z.number(),
});
export type CallSheetSummary = z.infer<typeof callSheetSummarySchema>;
export const callSheetListSchema = z.array(callSheetSummarySchema);

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
