import type { Knex } from "knex";
import { z } from "zod";
import { COMMENT_DIGEST_LIMITS, renderCommentDigest, viaCallSheets } from "@repo/mail/commentDigest";
import { COMMENT_ADMIN_AUTHOR } from "@repo/contracts/sharing/comments";
import { editorCommentsPath } from "@repo/contracts/sharing/urls";
import { ADMIN_USERNAME } from "@repo/contracts/users/constants";
import type { Database } from "../../db/connect.ts";
import { isMysql, toDatabaseDateTime } from "../../db/dialect.ts";
import { createLogger, type Logger } from "../../logger.ts";
import { isMailAddress } from "../../mail/mailFrom.ts";
import { MailError } from "../../mail/MailError.ts";
import type { Mailer } from "../../mail/Mailer.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetComment } from "../../models/CallSheetComment.ts";
import { User } from "../../models/User.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";
import { enqueue } from "../enqueue.ts";
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from "../jobKind.ts";

/**
 * The owner's digest of new comments on one sheet (issue 23, docs/comment-notifications.md). The payload
 * names the sheet and the public origin the comment came through (the link's start): which comments go out
 * is decided when it runs, from `call_sheet_comments.notified_at`, so every comment written while it waits
 * joins it.
 */
export const commentDigestJob = defineJobKind({
  name: "comments.digest",
  payload: z.object({ callSheetId: z.number().int().positive(), origin: z.string().regex(/^https?:\/\/[^\s/]+$/) }),
  maxAttempts: 8,
});

export const commentDigestReference = (callSheetId: number) => `comments-digest:${callSheetId}`;

/** Who owns a sheet: its creator, or (a sheet from before creators were recorded, or made by no user) the first admin. */
export async function sheetOwnerId(db: Knex, createdBy: number | null): Promise<number | undefined> {
  if (createdBy !== null) return createdBy;
  const admin = await User.query(db).findOne({ username: ADMIN_USERNAME }).select("id");
  return admin?.id;
}

/**
 * Where the owner's digest goes: the user's e-mail. The first admin's row holds a placeholder
 * (ensureAdminUser), so its address is ADMIN_EMAIL; undefined: nowhere to send.
 */
export function ownerAddress(owner: Pick<User, "username" | "email">, adminEmail: string | undefined): string | undefined {
  const own = owner.email.trim().toLowerCase();
  if (owner.username === ADMIN_USERNAME) return adminEmail ?? (own && own !== "admin@localhost" && isMailAddress(own) ? own : undefined);
  return own && isMailAddress(own) ? own : undefined;
}

/**
 * In the transaction that writes a comment: makes sure one digest of the sheet is queued, due `delaySeconds`
 * from now. A queued one takes the comment along (comments within the delay share one mail); a running or
 * finished one may have read the comments already, so the comment starts the next. On MySQL the queued row
 * is locked, so a runner cannot claim it (SKIP LOCKED) before this comment is committed and readable.
 */
export async function scheduleCommentDigest(trx: Knex.Transaction, payload: { callSheetId: number; origin: string }, options: { now: Date; delaySeconds: number }): Promise<void> {
  const reference = commentDigestReference(payload.callSheetId);
  const pending = trx("jobs").where({ reference, state: "queued" }).first("id");
  if (await (isMysql(trx) ? pending.forUpdate() : pending)) return;
  await enqueue(trx, commentDigestJob, payload, { reference, now: options.now, runAt: new Date(options.now.getTime() + options.delaySeconds * 1000) });
}

export type CommentDigestDeps = { db: Database; mailer: Mailer; logger?: Logger; adminEmail: string | undefined; companyName: string; clock?: () => Date };

/**
 * Sends the owner the comments of the sheet by someone else that no digest listed yet (the latest
 * COMMENT_DIGEST_LIMITS.comments listed, any earlier ones counted), then marks them all, so one digest
 * never carries the backlog into the next. Nothing to list, a deleted sheet or an owner without an
 * address: succeeds sending nothing (the last two logged, their comments marked so a later digest does not
 * carry them). A 5xx refusal is final.
 */
export function commentDigestHandler(deps: CommentDigestDeps): JobHandler {
  const { db } = deps;
  // Unset (a test's runner): the why still reaches the console.
  const logger = deps.logger ?? createLogger("info");
  return handleJob(commentDigestJob, async ({ callSheetId, origin }) => {
    const sheet = await CallSheet.query(db).findById(callSheetId).select("id", "shootingTitle", "createdBy");
    if (!sheet) {
      logger.info({ callSheetId }, "comment digest: the sheet is gone, nothing sent");
      return;
    }
    const ownerId = await sheetOwnerId(db, sheet.createdBy);
    const unlisted = CallSheetComment.query(db).where({ callSheetId }).whereNull("notifiedAt").orderBy("id").select("id");
    // The owner's own comments are no news to the owner.
    if (ownerId !== undefined) unlisted.where((by) => by.whereNull("authorUserId").orWhereNot("authorUserId", ownerId));
    // Every one is accounted for (marked below); only the latest are read whole and listed, the rest counted.
    const ids = (await unlisted).map((comment) => comment.id);
    if (ids.length === 0) return;
    const owner = ownerId === undefined ? undefined : await User.query(db).findById(ownerId).select("username", "email");
    const to = owner && ownerAddress(owner, deps.adminEmail);
    if (to) {
      const listed = ids.slice(-COMMENT_DIGEST_LIMITS.comments);
      const comments = await CallSheetComment.query(db).whereIn("id", listed).orderBy("id");
      const digest = renderCommentDigest({
        companyName: deps.companyName,
        shootingTitle: sheet.shootingTitle,
        link: `${origin}${editorCommentsPath(callSheetId)}`,
        comments: comments.map((comment) => ({ sectionId: comment.sectionId, author: comment.authorEmail ?? COMMENT_ADMIN_AUTHOR, text: comment.text, createdAt: isoFromDatabase(comment.createdAt) })),
        earlierCount: ids.length - listed.length,
        recipientEmail: to,
      });
      try {
        await deps.mailer.send({ to, ...digest, fromName: viaCallSheets(deps.companyName) });
      } catch (error) {
        if (error instanceof MailError && error.responseCode !== undefined && error.responseCode >= 500) throw new PermanentJobError(error.message);
        throw error;
      }
    } else {
      const why = owner?.username === ADMIN_USERNAME ? "the first admin's address is ADMIN_EMAIL, which is not set" : "the sheet's owner has no e-mail address";
      logger.warn({ callSheetId, ownerId, comments: ids.length }, `comment digest not sent: ${why}`);
    }
    const now = toDatabaseDateTime((deps.clock ?? (() => new Date()))());
    await CallSheetComment.query(db).whereIn("id", ids).patch({ notifiedAt: now });
  });
}
