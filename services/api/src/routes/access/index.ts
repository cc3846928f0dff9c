import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { type AccessPreview, accessRequestSchema, type AccessResponse, type CheckAuth, credentialsRequestSchema } from "@repo/contracts/sharing/schemas";
import { grantAccess } from "../../commands/grantAccess.ts";
import { InvitationEndedError } from "../../commands/invitationEnded.ts";
import { hashShareToken } from "../../commands/shareCredentials.ts";
import { shareSubject, throttleShareAttempt, TooManyAttemptsError } from "../../commands/shareThrottle.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { addGrant } from "../../middlewares/shareGrants.ts";
import { validateBody } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import type { SharedViewTexts } from "../../revisions/parsedTexts.ts";
import { noStore, retryAfterOnThrottle } from "./retryAfter.ts";
import { checkAuthOf } from "./checkAuth.ts";
import { sharedCallSheetRoute } from "./sharedCallSheet.ts";
import { sharedViewRoute } from "./sharedView.ts";
import { testAccessRoute } from "./testAccess.ts";

const accessResponse = (share: CallSheetShare): AccessResponse => ({ role: share.role, callSheetId: share.callSheetId });

/**
 * The share portal's access calls (spec §7): win a grant with an invitation's credentials (by token, or
 * by sheet id on the shared view's login form), preview a token, ask what the session may do on a sheet,
 * read the shared sheet (alone, or with the auth check and the comment counts in one call for the portal
 * server; `texts`: the app's kept parses those readings share), and the test bypass. Grants live in the
 * server session (middlewares/shareGrants.ts).
 */
export function accessRoutes(deps: AppDeps, texts: SharedViewTexts): Router {
  const { db, clock } = deps;
  const router = new Router();
  router.use(noStore);

  router.post("/call-sheet-access", retryAfterOnThrottle, validateBody(accessRequestSchema), async (ctx) => {
    const { token, email, password } = ctx.state.input;
    const at = clock();
    const share = await grantAccess(db, { token, email, password, address: ctx.ip, now: at });
    await addGrant(ctx, share, at);
    ctx.body = accessResponse(share);
  });

  router.post("/validate-call-sheet-credentials", retryAfterOnThrottle, validateBody(credentialsRequestSchema), async (ctx) => {
    const { callSheetId, email, password } = ctx.state.input;
    const at = clock();
    const share = await grantAccess(db, { callSheetId, email, password, address: ctx.ip, now: at });
    await addGrant(ctx, share, at);
    ctx.body = accessResponse(share);
  });

  // What the gate shows before the password: the shoot's title for a live token; 404 'link not valid' for
  // an unknown one; 410 with why, the title and whom to ask for a revoked or expired one (the token itself
  // proves the caller was invited). Counted against the address like a credential attempt, so it cannot
  // serve as a free oracle for guessing tokens.
  router.get("/call-sheet-access/:token", retryAfterOnThrottle, async (ctx) => {
    const token = ctx.params.token ?? "";
    const at = clock();
    const verdict = await throttleShareAttempt(db, { address: ctx.ip, share: shareSubject(`token:${token}`), now: at });
    if (verdict.refused) throw new TooManyAttemptsError(verdict.retryAfterSeconds);
    const share = token.length <= 200 ? await CallSheetShare.query(db).findOne({ tokenHash: hashShareToken(token) }) : undefined;
    const sheet = share ? await CallSheet.query(db).findById(share.callSheetId).select("id", "shootingTitle") : undefined;
    if (!share || !sheet) throw new HttpError(404, SHARING_MESSAGES.linkInvalid);
    await verdict.succeeded();
    if (!share.isLiveAt(at)) throw new InvitationEndedError(share.callSheetId, share);
    const body: AccessPreview = { callSheetId: sheet.id, shootingTitle: sheet.shootingTitle };
    ctx.body = body;
  });

  // Who the session is on that sheet (checkAuthOf); 410 for a grant of it that ended.
  router.get("/check-call-sheet-auth/:id", async (ctx) => {
    const body: CheckAuth = checkAuthOf(ctx.state, pathId(ctx.params.id, CALL_SHEET_MESSAGES.notFound));
    ctx.body = body;
  });

  sharedCallSheetRoute(router, deps, texts);
  sharedViewRoute(router, deps, texts);
  testAccessRoute(router, deps);
  return router;
}
