import type Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { getCallSheetQuerySchema, type SharedCallSheet, shareEmailSchema } from "@repo/contracts/sharing/schemas";
import { grantAccess } from "../../commands/grantAccess.ts";
import { callSheetConditions } from "../../conditions/callSheetConditions.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { addGrant, logSheetOpened } from "../../middlewares/shareGrants.ts";
import { validateQuery } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { isAdmin } from "../../policies/actors.ts";
import { loadAuthorized, refuseEndedGrant } from "../../policies/index.ts";
import { presentCallSheet } from "../../presenters/presentCallSheet.ts";
import { retryAfterOnThrottle } from "./retryAfter.ts";

/**
 * `GET /api/get-call-sheet` (spec §7): the shared view's data for the admin or a grant of that sheet.
 * With isDirectAccess=true, token + e-mail + password are checked like `POST /api/call-sheet-access`
 * first (the /direct-access links) and win the session a grant. A session whose grant of that sheet was
 * revoked or expired hears that the invitation ended (410 with whom to ask, on every request from then
 * on); no grant is a 401, a grant for another sheet a 403. A grant's reading is a line of the access log,
 * at most once an hour per session (middlewares/shareGrants.ts logSheetOpened).
 */
export function sharedCallSheetRoute(router: Router, { db, clock, weather }: AppDeps): void {
  router.get("/get-call-sheet", retryAfterOnThrottle, validateQuery(getCallSheetQuerySchema), async (ctx) => {
    const { callSheetId, token, email, password, isDirectAccess } = ctx.state.query;
    const at = clock();
    if (isDirectAccess === "true" && token && email && password) {
      const parsedEmail = shareEmailSchema.safeParse(email);
      // A malformed e-mail is a wrong e-mail: the same 401 as any other wrong credential.
      if (!parsedEmail.success) throw new HttpError(401, SHARING_MESSAGES.invalidCredentials);
      const share = await grantAccess(db, { token, email: parsedEmail.data, password, address: ctx.ip, now: at });
      await addGrant(ctx, share, at);
    }
    refuseEndedGrant(ctx.state, callSheetId);
    const { resource: sheet, actor } = await loadAuthorized(ctx.state, "callSheets:read", () => CallSheet.load(db, callSheetId), () => new HttpError(404, CALL_SHEET_MESSAGES.notFound));
    if (actor.kind === "shareGrant") await logSheetOpened(ctx, db, actor, at);
    const conditions = await callSheetConditions(sheet, { now: at, weather, log: ctx.state.log });
    const body: SharedCallSheet = {
      callSheet: presentCallSheet(sheet),
      weatherData: conditions.weather,
      locations: sheet.locations,
      light: conditions.locations,
      role: actor.kind === "shareGrant" ? actor.role : null,
      isAdmin: isAdmin(actor),
    };
    ctx.body = body;
  });
}
