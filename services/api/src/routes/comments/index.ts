import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { commentCreateSchema, type CommentList, commentListQuerySchema } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { AppDeps } from "../../deps.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { authorizeResource, can, loadAuthorized } from "../../policies/index.ts";
import { presentComment } from "../../presenters/presentComment.ts";
import { noStore } from "../access/retryAfter.ts";

const sheetNotFound = () => new HttpError(404, CALL_SHEET_MESSAGES.notFound);

/**
 * Comments on a sheet's sections (spec §2, §6, §7), kept on the server. Reading takes the admin or any
 * grant of that sheet; writing the admin or a commenter grant of it; deleting the author or the admin.
 * The author and the time are the server's, whatever the body says.
 */
export function commentRoutes({ db, clock }: AppDeps): Router {
  const router = new Router();
  router.use(noStore);

  router.post("/call-sheet-comments", validateBody(commentCreateSchema), async (ctx) => {
    const { callSheetId, sectionId, text } = ctx.state.input;
    const { resource: sheet } = await loadAuthorized(ctx.state, "callSheets:read", async () => await CallSheet.query(db).findById(callSheetId).select("id"), sheetNotFound);
    // A viewer hears why, in the shared view's words (spec §6).
    const actor = authorizeResource(ctx.state, "callSheets:comment", sheet, SHARING_TEXTS.viewerCannotComment);
    const author = actor.kind === "shareGrant" ? { authorUserId: null, authorEmail: actor.email } : { authorUserId: actor.user.id, authorEmail: null };
    const comment = await CallSheetComment.query(db).insertAndFetch({ callSheetId, sectionId, text, ...author, createdAt: toDatabaseDateTime(clock()) });
    ctx.status = 201;
    ctx.body = presentComment(comment, true);
  });

  router.get("/call-sheet-comments", validateQuery(commentListQuerySchema), async (ctx) => {
    const { callSheetId } = ctx.state.query;
    const { actor } = await loadAuthorized(ctx.state, "callSheets:read", async () => await CallSheet.query(db).findById(callSheetId).select("id"), sheetNotFound);
    const comments = await CallSheetComment.query(db).where({ callSheetId }).orderBy([{ column: "createdAt", order: "desc" }, { column: "id", order: "desc" }]);
    const body: CommentList = { comments: comments.map((comment) => presentComment(comment, can(actor, "comments:delete", comment))) };
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
