import type Router from "@koa/router";
import type Koa from "koa";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { type AccessResponse, testAccessRequestSchema } from "@repo/contracts/sharing/schemas";
import { testAccessShare } from "../../commands/grantTestAccess.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { addGrant } from "../../middlewares/shareGrants.ts";
import { validateBody } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";

/**
 * `POST /api/call-sheet-test-access`: the server side of /easy-access and /test-commenter. A 404 unless
 * the API runs with SHARE_TEST_ACCESS on (which config.ts refuses in production); then it grants the
 * session the placeholder commenter (or viewer) of that sheet.
 */
export function testAccessRoute(router: Router, { db, clock, config }: AppDeps): void {
  // Before the body is read: with the setting off, the call does not exist. (A Koa middleware, not an
  // inline router one: the router types the handler from validateBody's state, see requestState.ts.)
  const enabled: Koa.Middleware = async (_ctx, next) => {
    if (!config.shareTestAccess) throw new HttpError(404, SHARING_MESSAGES.testAccessOff);
    await next();
  };
  router.post("/call-sheet-test-access", enabled, validateBody(testAccessRequestSchema), async (ctx) => {
    const { callSheetId, role } = ctx.state.input;
    const sheet = await CallSheet.query(db).findById(callSheetId).select("id");
    if (!sheet) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const share = await testAccessShare(db, { callSheetId, role, now: clock(), expiryDays: config.shareExpiryDays ?? SHARING_CONSTANTS.defaultExpiryDays });
    await addGrant(ctx, share);
    const body: AccessResponse = { role: share.role, callSheetId: share.callSheetId };
    ctx.body = body;
  });
}
