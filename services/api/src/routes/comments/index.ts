import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { commentsSeenRequestSchema } from "@repo/contracts/sharing/collaborators";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { commentCreateSchema, type CommentList, commentListQuerySchema } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { AppDeps } from "../../deps.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { retryOnDeadlock } from "../../db/errors.ts";
import { HttpError } from "../../errors.ts";
import { scheduleCommentDigest, sheetOwnerId } from "../../jobs/kinds/commentDigest.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { CommentsSeen, isNewTo } from "../../models/CommentsSeen.ts";
import { authorize, authorizeResource, can, loadAuthorized } from "../../policies/index.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";
import { presentComment } from "../../presenters/presentComment.ts";
import { noStore } from "../access/retryAfter.ts";

const sheetNotFound = () => new HttpError(404, CALL_SHEET_MESSAGES.notFound);

/**
 * Comments on a sheet's sections (spec §2, §6, §7), kept on the server. Reading takes the admin or any
 * grant of that sheet; writing the admin or a commenter grant of it; deleting the author or the admin.
 * The author and the time are the server's, whatever the body says. A comment by anyone but the sheet's
 * owner queues the owner's digest in the same transaction (docs/comment-notifications.md); an admin marks
 * what it has read (`/seen`) and is told which comments are new since.
 */
export function commentRoutes({ db, clock, config }: AppDeps): Router {
  const router = new Router();
  router.use(noStore);
  const delaySeconds = config.commentNotifyDelaySeconds ?? SHARING_CONSTANTS.commentNotifyDelaySeconds;

  router.post("/call-sheet-comments", validateBody(commentCreateSchema), async (ctx) => {
    const { callSheetId, sectionId, text } = ctx.state.input;
    const { resource: sheet } = await loadAuthorized(ctx.state, "callSheets:read", async () => await CallSheet.query(db).findById(callSheetId).select("id", "createdBy"), sheetNotFound);
    // A viewer hears why, in the shared view's words (spec §6).
    const actor = authorizeResource(ctx.state, "callSheets:comment", sheet, SHARING_TEXTS.viewerCannotComment);
    const author = actor.kind === "shareGrant" ? { authorUserId: null, authorEmail: actor.email } : { authorUserId: actor.user.id, authorEmail: null };
    const now = clock();
    // The digest's link starts where people open this site, as the invitation's does (routes/shares).
    const origin = config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`;
    const byOwner = actor.kind === "user" && actor.user.id === (await sheetOwnerId(db, sheet.createdBy));
    // Two comments on one sheet at once may lock the same gap of the jobs' reference index (MySQL).
    const comment = await retryOnDeadlock(() =>
      db.transaction(async (trx) => {
        const written = await CallSheetComment.query(trx).insertAndFetch({ callSheetId, sectionId, text, ...author, createdAt: toDatabaseDateTime(now), notifiedAt: null });
        if (!byOwner) await scheduleCommentDigest(trx, { callSheetId, origin }, { now, delaySeconds });
        return written;
      }),
    );
    ctx.status = 201;
    ctx.body = presentComment(comment, true);
  });

  router.get("/call-sheet-comments", validateQuery(commentListQuerySchema), async (ctx) => {
    const { callSheetId } = ctx.state.query;
    const { actor } = await loadAuthorized(ctx.state, "callSheets:read", async () => await CallSheet.query(db).findById(callSheetId).select("id"), sheetNotFound);
    const [comments, seen] = await Promise.all([
      CallSheetComment.query(db).where({ callSheetId }).orderBy([{ column: "createdAt", order: "desc" }, { column: "id", order: "desc" }]),
      actor.kind === "user" ? CommentsSeen.of(db, actor.user.id, callSheetId) : undefined,
    ]);
    // What is new is the admin's own business: a grant's answer carries neither seenAt nor isNew.
    const body: CommentList =
      actor.kind === "user"
        ? { comments: comments.map((comment) => presentComment(comment, can(actor, "comments:delete", comment), isNewTo(comment, actor.user.id, seen))), seenAt: seen ? isoFromDatabase(seen.seenAt) : null }
        : { comments: comments.map((comment) => presentComment(comment, can(actor, "comments:delete", comment))) };
    ctx.body = body;
  });

  router.post("/call-sheet-comments/seen", authorize("callSheets:manage", validateBody(commentsSeenRequestSchema)), async (ctx) => {
    const { callSheetId } = ctx.state.input;
    if (!(await CallSheet.query(db).findById(callSheetId).select("id"))) throw sheetNotFound();
    const seen = await CommentsSeen.mark(db, ctx.state.actor.user.id, callSheetId, clock());
    ctx.body = { seenAt: isoFromDatabase(seen.seenAt) };
  });

  router.delete("/call-sheet-comments/:id", async (ctx) => {
    const id = pathId(ctx.params.id, SHARING_MESSAGES.commentNotFound);
    // A comment on a sheet the caller cannot read does not exist for it (rules.ts HIDDEN_FROM_NON_READERS).
    await loadAuthorized(ctx.state, "comments:delete", async () => await CallSheetComment.query(db).findById(id), () => new HttpError(404, SHARING_MESSAGES.commentNotFound));
    await CallSheetComment.query(db).deleteById(id);
    ctx.body = { success: true };
  });
  return router;
}
