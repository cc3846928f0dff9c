import { z } from "zod/mini";
import { commentListSchema } from "./comments.ts";
import { checkAuthSchema, sharedCallSheetSchema } from "./schemas.ts";

/**
 * `GET /api/shared-view/{id}` (ours, issue 26): everything the share portal's server needs for a shared view's
 * first response, in one call with one session read: what `GET /api/check-call-sheet-auth/{id}` answers,
 * what `GET /api/get-call-sheet?callSheetId=` answers (its status, and its body when 200) and the sheet's
 * comment counts (as `GET /api/call-sheet-comments` counts them). With the same side effects as
 * get-call-sheet for a grant (a line of the access log, the revision's first opening). A session whose grant
 * of the sheet ended hears so: 410, as each of the three calls answers it.
 */
export const sharedViewSchema = z.object({
  checkAuth: checkAuthSchema,
  /** get-call-sheet's status: 200 (the sheet below), 401 (no grant or admin), 403 (a grant of another sheet), 404 (no such sheet). */
  sheetStatus: z.number(),
  sheet: z.nullable(sharedCallSheetSchema),
  /** Every comment of the sheet by section, for its reader (null: the sheet was not read). */
  counts: z.nullable(commentListSchema.shape.counts),
});
export type SharedView = z.infer<typeof sharedViewSchema>;
