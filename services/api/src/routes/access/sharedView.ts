import type Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { SharedView } from "@repo/contracts/sharing/sharedView";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { commentCounts } from "../../queries/commentPage.ts";
import type { SharedViewTexts } from "../../revisions/parsedTexts.ts";
import { checkAuthOf } from "./checkAuth.ts";
import { readSharedCallSheet } from "./sharedCallSheet.ts";

/** What get-call-sheet refuses a caller with, as this answer names it (an ended grant is the whole answer's 410). */
const SHEET_REFUSALS = new Set([401, 403, 404]);

/**
 * `GET /api/shared-view/{id}` (issue 26, docs/on-set.md): the share portal's server asks it once per shared
 * view it renders, instead of check-call-sheet-auth, get-call-sheet and call-sheet-comments?limit=1 (three Koa
 * pipelines, three session reads). One request, one session read: check-auth's answer (checkAuthOf), what
 * get-call-sheet answers (readSharedCallSheet: its side effects for a grant too, the access log line and the
 * revision's first opening; its refusal as `sheetStatus`) and, for the sheet's reader, the comment counts that
 * call-sheet-comments counts (queries/commentPage commentCounts). Always 200 but for an ended grant of the
 * sheet (410, the invitation ended and whom to ask, as each of the three answers it) and an id that is not one
 * (404).
 */
export function sharedViewRoute(router: Router, deps: AppDeps, texts: SharedViewTexts): void {
  const { db, clock } = deps;
  router.get("/shared-view/:id", async (ctx) => {
    const callSheetId = pathId(ctx.params.id, CALL_SHEET_MESSAGES.notFound);
    const checkAuth = checkAuthOf(ctx.state, callSheetId);
    const [read, counts] = await Promise.all([
      readSharedCallSheet(ctx, deps, callSheetId, clock(), texts).then(
        (sheet) => ({ sheetStatus: 200, sheet }),
        (error: unknown) => {
          if (error instanceof HttpError && SHEET_REFUSALS.has(error.status)) return { sheetStatus: error.status, sheet: null };
          throw error;
        },
      ),
      // The counts go to the sheet's reader only (the same rule as the sheet: callSheets:read).
      checkAuth.authenticated ? commentCounts(db, callSheetId) : null,
    ]);
    const body: SharedView = { checkAuth, ...read, counts: read.sheet ? counts : null };
    ctx.body = body;
  });
}
