import Router from "@koa/router";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { CONFIRMATION_MESSAGES, type Confirmation, type ConfirmationRefused, confirmationRequestSchema } from "@repo/contracts/sharing/confirmations";
import { otherReaderRefusal } from "@repo/contracts/sharing/comments";
import { confirmRevision } from "../../commands/confirmRevision.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { validateBody } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { namesOtherReader } from "../../policies/actors.ts";
import { loadAuthorized } from "../../policies/index.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";

/**
 * `POST /api/call-sheet-confirmations` (issue 25): a collaborator's 'I have read revision N'. A grant of the
 * sheet, either role: no grant 401, a grant of another sheet or a signed-in account (the producer confirms
 * nothing) 403, a revoked or ended grant 410 (policies: the invitation ended, whom to ask). Only the latest
 * revision: 409 naming it. 201 the first time, 200 after (the first time stays). Made as another reader than
 * the session's (`asReader`): 409 OTHER_READER_REASON, nothing recorded.
 */
export function confirmationRoutes({ db, clock }: AppDeps): Router {
  const router = new Router();
  router.post("/call-sheet-confirmations", validateBody(confirmationRequestSchema), async (ctx) => {
    const { callSheetId, revision, asReader } = ctx.state.input;
    const { actor } = await loadAuthorized(ctx.state, "callSheets:read", async () => await CallSheet.query(db).findById(callSheetId).select("id", "createdBy"), () => new HttpError(404, CALL_SHEET_MESSAGES.notFound));
    // Made as someone else than the session reads as now (another tab signed in): never recorded as this reader's.
    if (namesOtherReader(asReader, actor)) {
      ctx.set("Cache-Control", "no-store");
      ctx.status = 409;
      ctx.body = otherReaderRefusal(CONFIRMATION_MESSAGES.otherReader(asReader));
      return;
    }
    if (actor.kind !== "shareGrant") throw new HttpError(403, AUTH_MESSAGES.forbidden);
    const result = await confirmRevision(db, { shareId: actor.shareId, callSheetId }, revision, clock());
    ctx.set("Cache-Control", "no-store");
    if (result.outcome === "nothingPublished") throw new HttpError(409, CONFIRMATION_MESSAGES.nothingPublished);
    if (result.outcome === "notLatest") {
      // The page is stale: the answer names the latest revision in words and as a number the page can load.
      const refused: ConfirmationRefused = { message: CONFIRMATION_MESSAGES.notLatest(result.latest), latest: result.latest };
      ctx.status = 409;
      ctx.body = refused;
      return;
    }
    const body: Confirmation = { revision, confirmedAt: isoFromDatabase(result.confirmedAt) };
    ctx.status = result.first ? 201 : 200;
    ctx.body = body;
  });
  return router;
}
