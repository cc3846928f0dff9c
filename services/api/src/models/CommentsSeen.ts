import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { BaseModel } from "./BaseModel.ts";
import { CallSheetComment } from "./CallSheetComment.ts";

/**
 * When an admin last looked at a sheet's comments (POST /api/call-sheet-comments/seen), and the newest
 * comment id it was shown (its seen mark). A comment is new to that admin when its id is higher and someone
 * else wrote it; ids, not times, because DATETIME keeps whole seconds.
 */
export class CommentsSeen extends BaseModel {
  static override tableName = "call_sheet_comments_seen";
  static override idColumn = ["userId", "callSheetId"];
  static override hasCreatedAt = false;
  static override hasUpdatedAt = false;

  userId!: number;
  callSheetId!: number;
  seenAt!: string;
  seenCommentId!: number;

  /** The admin's mark on the sheet, or undefined when the admin never marked it. */
  static async of(db: Database, userId: number, callSheetId: number): Promise<CommentsSeen | undefined> {
    return await CommentsSeen.query(db).findById([userId, callSheetId]);
  }

  /**
   * Marks the sheet's comments up to `upTo` (the newest id the admin was shown) as seen by the admin, and
   * answers the mark kept. The mark is the sheet's own newest comment id at most `upTo`, so neither a
   * comment written after the admin's list nor an id from another sheet marks anything the admin was not
   * shown; and it never moves back (a late or older look leaves a higher mark as it is). `seenAt` is the
   * last look's time either way.
   */
  static async mark(db: Database, userId: number, callSheetId: number, upTo: number, now: Date): Promise<CommentsSeen> {
    const shown = (await CallSheetComment.query(db).where({ callSheetId }).where("id", "<=", upTo).max("id as maxId").first()) as unknown as { maxId: number | null } | undefined;
    const mark = Number(shown?.maxId ?? 0);
    const seenAt = toDatabaseDateTime(now);
    // One statement, so two looks at once cannot lower the mark between a read and a write.
    await db(CommentsSeen.tableName)
      .insert({ userId, callSheetId, seenAt, seenCommentId: mark })
      .onConflict(["userId", "callSheetId"])
      .merge({ seenAt, seenCommentId: db.raw("CASE WHEN ?? < ? THEN ? ELSE ?? END", ["seenCommentId", mark, mark, "seenCommentId"]) });
    const kept = await CommentsSeen.of(db, userId, callSheetId);
    if (!kept) throw new Error(`the seen mark of user ${userId} on sheet ${callSheetId} was just written`);
    return kept;
  }
}

/** Whether `comment` is news to `userId`, who marked the sheet seen at `seen` (undefined: never): written by someone else since. */
export function isNewTo(comment: Pick<CallSheetComment, "id" | "authorUserId">, userId: number, seen: Pick<CommentsSeen, "seenCommentId"> | undefined): boolean {
  return comment.authorUserId !== userId && comment.id > (seen?.seenCommentId ?? 0);
}
