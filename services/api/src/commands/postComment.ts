import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import type { Database } from "../db/connect.ts";
import { isMysql, toDatabaseDateTime } from "../db/dialect.ts";
import { isUniqueViolation, retryOnDeadlock } from "../db/errors.ts";
import { HttpError } from "../errors.ts";
import { scheduleCommentDigest } from "../jobs/kinds/commentDigest.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetComment } from "../models/CallSheetComment.ts";

export type NewComment = {
  callSheetId: number;
  sectionId: CallSheetSectionId;
  text: string;
  author: { authorUserId: number; authorEmail: null } | { authorUserId: null; authorEmail: string };
  /** The client's key of this comment (commentKeySchema); undefined: sent without one. */
  idempotencyKey?: string | undefined;
};

type Options = {
  now: Date;
  /** Whether the sheet's owner writes it: the owner gets no digest of their own comments. */
  byOwner: boolean;
  digest: { origin: string; delaySeconds: number };
};

/**
 * The comment this author already wrote on the sheet with this idempotency key, if any: a repeated POST
 * (a retry after a lost answer, the portal's outbox sending again) answers it instead of adding another.
 */
export async function commentByKey(db: Database, comment: Pick<NewComment, "callSheetId" | "author" | "idempotencyKey">): Promise<CallSheetComment | undefined> {
  if (comment.idempotencyKey === undefined) return undefined;
  const { authorUserId, authorEmail } = comment.author;
  const query = CallSheetComment.query(db).where({ callSheetId: comment.callSheetId, idempotencyKey: comment.idempotencyKey });
  return await (authorUserId === null ? query.where({ authorEmail }) : query.where({ authorUserId })).first();
}

/**
 * Writes a comment unless its sheet already holds SHARING_CONSTANTS.commentsPerSheet (409, SHARING_MESSAGES.sheetCommentsFull),
 * and queues the owner's digest in the same transaction (docs/comment-notifications.md). On MySQL the
 * sheet's row is locked first, so two comments at once cannot both take the last place; SQLite runs one
 * write transaction at a time anyway. The count walks the (call_sheet_id, created_at) index.
 * A comment whose author already wrote one with the same idempotency key is that one, written once: found
 * after the lock, or, when two tries raced past it, by the unique index refusing the second.
 */
export async function postComment(db: Database, comment: NewComment, { now, byOwner, digest }: Options): Promise<CallSheetComment> {
  try {
    // Two comments on one sheet at once may lock the same gap of the jobs' reference index (MySQL).
    return await retryOnDeadlock(() =>
      db.transaction(async (trx) => {
        if (isMysql(trx)) await CallSheet.query(trx).findById(comment.callSheetId).select("id").forUpdate();
        const earlier = await commentByKey(trx, comment);
        if (earlier) return earlier;
        const held = await CallSheetComment.query(trx).where({ callSheetId: comment.callSheetId }).resultSize();
        if (held >= SHARING_CONSTANTS.commentsPerSheet) throw new HttpError(409, SHARING_MESSAGES.sheetCommentsFull);
        const written = await CallSheetComment.query(trx).insertAndFetch({
          callSheetId: comment.callSheetId,
          sectionId: comment.sectionId,
          text: comment.text,
          ...comment.author,
          idempotencyKey: comment.idempotencyKey ?? null,
          createdAt: toDatabaseDateTime(now),
          notifiedAt: null,
        });
        if (!byOwner) await scheduleCommentDigest(trx, { callSheetId: comment.callSheetId, origin: digest.origin }, { now, delaySeconds: digest.delaySeconds });
        return written;
      }),
    );
  } catch (error) {
    const earlier = isUniqueViolation(error) ? await commentByKey(db, comment) : undefined;
    if (earlier) return earlier;
    throw error;
  }
}
