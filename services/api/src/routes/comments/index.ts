import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { type CommentsSeenAnswer, commentsSeenRequestSchema } from "@repo/contracts/sharing/collaborators";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { commentCreateSchema, commentCursorOf, type CommentList, commentListQuerySchema, COMMENT_ADMIN_AUTHOR, otherReaderRefusal } from "@repo/contracts/sharing/comments";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { AppDeps } from "../../deps.ts";
import { commentByKey, postComment } from "../../commands/postComment.ts";
import { HttpError } from "../../errors.ts";
import { sheetOwnerId } from "../../jobs/kinds/commentDigest.ts";
import { createCommentLimit } from "../../limits/commentLimit.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { CommentsSeen, isNewTo } from "../../models/CommentsSeen.ts";
import { commentCounts, commentPage, newCommentCount } from "../../queries/commentPage.ts";
import { namesOtherReader } from "../../policies/actors.ts";
import { authorize, authorizeResource, can, loadAuthorized } from "../../policies/index.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";
import { presentComment } from "../../presenters/presentComment.ts";
import { noStore } from "../access/retryAfter.ts";

const sheetNotFound = () => new HttpError(404, CALL_SHEET_MESSAGES.notFound);

/**
 * Comments on a sheet's sections (spec §2, §6, §7), kept on the server. Reading takes the admin or any
 * grant of that sheet, a page at a time; writing the admin or a commenter grant of it, at most
 * SHARING_CONSTANTS.commentsPerMinute a minute per author and commentsPerSheet per sheet (issue 24,
 * docs/sharing.md); deleting the author or the admin.
 * The author and the time are the server's, whatever the body says. A comment by anyone but the sheet's
 * owner queues the owner's digest in the same transaction (docs/comment-notifications.md); an admin marks
 * what it was shown (`/seen` with the newest id shown) and is told which comments are new since.
 */
export function commentRoutes({ db, clock, config }: AppDeps): Router {
  const router = new Router();
  router.use(noStore);
  const delaySeconds = config.commentNotifyDelaySeconds ?? SHARING_CONSTANTS.commentNotifyDelaySeconds;
  const commentLimit = createCommentLimit(db);

  router.post("/call-sheet-comments", validateBody(commentCreateSchema), async (ctx) => {
    const { callSheetId, sectionId, text, idempotencyKey, asAuthor } = ctx.state.input;
    const { resource: sheet, actor: reader } = await loadAuthorized(ctx.state, "callSheets:read", async () => await CallSheet.query(db).findById(callSheetId).select("id", "createdBy"), sheetNotFound);
    // Written as someone else than the session reads as now (another tab signed in): never posted under this
    // reader's name; before the rights (a viewer's 403 would end the writer's waiting comments) and the key.
    if (namesOtherReader(asAuthor, reader)) {
      // Unless it was written already: its writer's try whose answer was lost (the sheet's readers see it anyway).
      const landed = asAuthor !== COMMENT_ADMIN_AUTHOR && (await commentByKey(db, { callSheetId, author: { authorUserId: null, authorEmail: asAuthor.trim().toLowerCase() }, idempotencyKey }));
      if (landed) {
        ctx.status = 201;
        ctx.body = presentComment(landed, reader.kind === "user");
        return;
      }
      ctx.status = 409;
      ctx.body = otherReaderRefusal(SHARING_MESSAGES.commentOtherAuthor(asAuthor));
      return;
    }
    // A viewer hears why, in the shared view's words (spec §6).
    const actor = authorizeResource(ctx.state, "callSheets:comment", sheet, SHARING_TEXTS.viewerCannotComment);
    const author = actor.kind === "shareGrant" ? { authorUserId: null, authorEmail: actor.email } : { authorUserId: actor.user.id, authorEmail: null };
    // A try again of a comment already written (same key): the first answer again, spending no allowance.
    const earlier = await commentByKey(db, { callSheetId, author, idempotencyKey });
    if (earlier) {
      ctx.status = 201;
      ctx.body = presentComment(earlier, true);
      return;
    }
    const now = clock();
    // Counted once the caller may comment: a refused viewer or stranger spends nobody's allowance.
    await commentLimit.hit(actor, now, (seconds) => ctx.set("Retry-After", String(seconds)));
    // The digest's link starts where people open this site, as the invitation's does (routes/shares).
    const origin = config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`;
    const byOwner = actor.kind === "user" && actor.user.id === (await sheetOwnerId(db, sheet.createdBy));
    const comment = await postComment(db, { callSheetId, sectionId, text, author, idempotencyKey }, { now, byOwner, digest: { origin, delaySeconds } });
    ctx.status = 201;
    ctx.body = presentComment(comment, true);
  });

  router.get("/call-sheet-comments", validateQuery(commentListQuerySchema), async (ctx) => {
    const { callSheetId, sectionId, limit, cursor, newAfter } = ctx.state.query;
    const { actor } = await loadAuthorized(ctx.state, "callSheets:read", async () => await CallSheet.query(db).findById(callSheetId).select("id"), sheetNotFound);
    const seen = actor.kind === "user" ? await CommentsSeen.of(db, actor.user.id, callSheetId) : undefined;
    // A later page of one look is judged by the mark that look's first page gave (`newAfter`), not the one it has set since.
    const judgedBy = newAfter === undefined ? seen : { seenCommentId: newAfter };
    const [page, counts, newCount] = await Promise.all([
      commentPage(db, { callSheetId, sectionId, limit, cursor }),
      commentCounts(db, callSheetId),
      actor.kind === "user" ? newCommentCount(db, callSheetId, actor.user.id, seen) : undefined,
    ]);
    const presented = page.comments.map((comment) =>
      actor.kind === "user" ? presentComment(comment, can(actor, "comments:delete", comment), isNewTo(comment, actor.user.id, judgedBy)) : presentComment(comment, can(actor, "comments:delete", comment)),
    );
    const last = presented.at(-1);
    const pageOf: Pick<CommentList, "comments" | "nextCursor" | "counts" | "total"> = {
      comments: presented,
      nextCursor: page.hasMore && last ? commentCursorOf(last) : null,
      counts,
      total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    };
    // What is new is the admin's own business: a grant's answer carries neither the mark nor newCount.
    const body: CommentList =
      actor.kind === "user" ? { ...pageOf, seenAt: seen ? isoFromDatabase(seen.seenAt) : null, seenCommentId: seen ? seen.seenCommentId : null, newCount: newCount ?? 0 } : pageOf;
    ctx.body = body;
  });

  router.post("/call-sheet-comments/seen", authorize("callSheets:manage", validateBody(commentsSeenRequestSchema)), async (ctx) => {
    const { callSheetId, upTo } = ctx.state.input;
    if (!(await CallSheet.query(db).findById(callSheetId).select("id"))) throw sheetNotFound();
    const userId = ctx.state.actor.user.id;
    const seen = await CommentsSeen.mark(db, userId, callSheetId, upTo, clock());
    const body: CommentsSeenAnswer = { seenAt: isoFromDatabase(seen.seenAt), seenCommentId: seen.seenCommentId, newCount: await newCommentCount(db, callSheetId, userId, seen) };
    ctx.body = body;
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
