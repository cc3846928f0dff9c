import Router from "@koa/router";
import type Koa from "koa";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { type ShareCreated, shareCreateSchema, type ShareList } from "@repo/contracts/sharing/schemas";
import { type ShareAnswer, shareRoleChangeSchema } from "@repo/contracts/sharing/collaborators";
import { resendShare } from "../../commands/resendShare.ts";
import { revokeShare } from "../../commands/revokeShare.ts";
import { shareCallSheet, type InvitationRequest } from "../../commands/shareCallSheet.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { CallSheetReminder, presentAutomaticReminder } from "../../models/CallSheetReminder.ts";
import { CallSheetShareRevision } from "../../models/CallSheetShareRevision.ts";
import { ShareAccess } from "../../models/ShareAccess.ts";
import { authorize } from "../../policies/index.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";
import { presentAccessLogEntry, presentCollaboratorState, presentShare } from "../../presenters/presentShare.ts";
import { type ReminderState, reminderStates } from "../../queries/reminderStates.ts";

/** The access log the admin sees: the newest lines, enough for a shoot's crew opening the sheet many times. */
export const ACCESS_LOG_LIMIT = 200;

/** Comments per author e-mail on one sheet (the Collaborators panel's count). */
async function commentCounts(db: AppDeps["db"], callSheetId: number): Promise<Map<string, number>> {
  const rows = (await CallSheetComment.query(db).where({ callSheetId }).whereNotNull("authorEmail").groupBy("authorEmail").select("authorEmail").count({ count: "*" })) as unknown as Array<{
    authorEmail: string;
    count: number | string;
  }>;
  return new Map(rows.map((row) => [row.authorEmail, Number(row.count)]));
}

/** One share as the admin sees it, with its state for the sheet's latest revision (issue 25). */
async function presentOne(db: AppDeps["db"], share: CallSheetShare, comments: number) {
  const latest = await CallSheetShareRevision.latestPublished(db, share.callSheetId);
  if (!latest) return presentShare(share, comments, null);
  const [row, reminders] = await Promise.all([CallSheetShareRevision.query(db).findOne({ shareId: share.id, revision: latest.number }), reminderStates(db, [share.id], latest.number)]);
  return presentShare(share, comments, presentCollaboratorState(share, latest.number, row, reminders.get(share.id) ?? null));
}

/**
 * The admin's share calls (spec §7, issue 23): share with one collaborator, list the shares and the log,
 * resend an invitation, change a role, revoke. Invitations are only queued here, with the share in one
 * transaction; the jobs runner mails them (jobs/kinds/invitationSend.ts, docs/sharing.md).
 */
export function shareRoutes({ db, clock, config }: AppDeps): Router {
  const router = new Router();
  const invitation = (ctx: Koa.Context, invitedBy: number): InvitationRequest => ({
    invitedBy,
    now: clock(),
    expiryDays: config.shareExpiryDays ?? SHARING_CONSTANTS.defaultExpiryDays,
    // The address people open the link at: the first configured public origin, else the one this request
    // came to, read as requestGuards reads it (Koa's ctx.origin is the Origin header, not ours).
    origin: config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`,
  });

  router.post("/call-sheet-shares", authorize("callSheets:manage", validateBody(shareCreateSchema)), async (ctx) => {
    const { callSheetId, email, role, message } = ctx.state.input;
    ctx.set("Cache-Control", "no-store");
    const shared = await shareCallSheet(db, { ...invitation(ctx, ctx.state.actor.user.id), callSheetId, email, role, message });
    if (!shared) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const { share, created, revision } = shared;
    // A share made just now has no comments yet (its e-mail never held a grant of this sheet) and, for the
    // revision its invitation was recorded against, exactly the row written with it (told by the invitation,
    // neither opened nor confirmed): no query. A re-share's row and comments are read.
    const body: ShareCreated = {
      share: created
        ? presentShare(share, 0, revision === undefined ? null : presentCollaboratorState(share, revision, CallSheetShareRevision.fromJson({ noticeKind: "invitation", firstOpenedAt: null, confirmedAt: null })))
        : await presentOne(db, share, await CallSheetComment.query(db).where({ callSheetId, authorEmail: email }).resultSize()),
    };
    ctx.status = 201;
    ctx.body = body;
  });

  router.get("/call-sheet-shares/:callSheetId", authorize("callSheets:manage"), async (ctx) => {
    const callSheetId = pathId(ctx.params.callSheetId, CALL_SHEET_MESSAGES.notFound);
    const sheet = await CallSheet.query(db).findById(callSheetId).select("id");
    if (!sheet) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const [shares, accessLog, counts, latest, reminder] = await Promise.all([
      CallSheetShare.query(db).where({ callSheetId, isActive: true }).orderBy("id"),
      ShareAccess.query(db).where({ callSheetId }).orderBy([{ column: "accessedAt", order: "desc" }, { column: "id", order: "desc" }]).limit(ACCESS_LOG_LIMIT),
      commentCounts(db, callSheetId),
      CallSheetShareRevision.latestPublished(db, callSheetId),
      CallSheetReminder.of(db, callSheetId),
    ]);
    // Issue 25: each person's state for the latest revision, and how many of them confirmed it.
    const [states, reminders] = latest
      ? await Promise.all([CallSheetShareRevision.ofRevision(db, callSheetId, latest.number), reminderStates(db, shares.map((share) => share.id), latest.number)])
      : [new Map<number, CallSheetShareRevision>(), new Map<number, ReminderState>()];
    const presented = shares.map((share) =>
      presentShare(share, counts.get(share.email) ?? 0, latest ? presentCollaboratorState(share, latest.number, states.get(share.id), reminders.get(share.id) ?? null) : null),
    );
    // Who is in the loop: an ended invitation (past its end) is listed, to resend, but not counted.
    const now = clock();
    const live = presented.filter((_, index) => shares[index]!.isLiveAt(now));
    const body: ShareList = {
      shares: presented,
      accessLog: accessLog.map(presentAccessLogEntry),
      latestRevision: latest ? { number: latest.number, publishedAt: isoFromDatabase(latest.publishedAt) } : null,
      confirmed: live.filter((share) => share.latestRevision?.confirmedAt).length,
      total: live.length,
      automaticReminder: presentAutomaticReminder(reminder),
    };
    ctx.set("Cache-Control", "no-store");
    ctx.body = body;
  });

  // A new invitation with new credentials; the old ones work until the mail server accepts it (resendShare).
  router.post("/call-sheet-shares/:shareId/resend", authorize("callSheets:manage"), async (ctx) => {
    const shareId = pathId(ctx.params.shareId, SHARING_MESSAGES.shareNotFound);
    ctx.set("Cache-Control", "no-store");
    const share = await resendShare(db, shareId, invitation(ctx, ctx.state.actor.user.id));
    if (!share) throw new HttpError(404, SHARING_MESSAGES.shareNotFound);
    const comments = await CallSheetComment.query(db).where({ callSheetId: share.callSheetId, authorEmail: share.email }).resultSize();
    const body: ShareAnswer = { share: await presentOne(db, share, comments) };
    ctx.status = 202;
    ctx.body = body;
  });

  // The role is read from the row on every request of a grant (middlewares/shareGrants.ts): it applies at once, credentials unchanged.
  router.patch("/call-sheet-shares/:shareId", authorize("callSheets:manage", validateBody(shareRoleChangeSchema)), async (ctx) => {
    const shareId = pathId(ctx.params.shareId, SHARING_MESSAGES.shareNotFound);
    ctx.set("Cache-Control", "no-store");
    const changed = await CallSheetShare.query(db).findById(shareId).where({ isActive: true }).patch({ role: ctx.state.input.role });
    const share = changed ? await CallSheetShare.query(db).findById(shareId) : undefined;
    if (!share) throw new HttpError(404, SHARING_MESSAGES.shareNotFound);
    const comments = await CallSheetComment.query(db).where({ callSheetId: share.callSheetId, authorEmail: share.email }).resultSize();
    const body: ShareAnswer = { share: await presentOne(db, share, comments) };
    ctx.body = body;
  });

  // Revoking keeps the row (the access log and a later re-share refer to it) and ends it at once: every
  // session's grant is re-checked against `is_active` on its next request (middlewares/shareGrants.ts).
  router.delete("/call-sheet-shares/:shareId", authorize("callSheets:manage"), async (ctx) => {
    const shareId = pathId(ctx.params.shareId, SHARING_MESSAGES.shareNotFound);
    // With the job that cancels the collaborator's calendar event, in one transaction (docs/calendar.md).
    const revoked = await revokeShare(db, shareId, invitation(ctx, ctx.state.actor.user.id));
    if (!revoked) throw new HttpError(404, SHARING_MESSAGES.shareNotFound);
    ctx.set("Cache-Control", "no-store");
    ctx.body = { success: true };
  });
  return router;
}
