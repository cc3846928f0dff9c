import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { BaseModel } from "./BaseModel.ts";
import { CallSheetComment } from "./CallSheetComment.ts";

/**
 * When an admin last looked at a sheet's comments (POST /api/call-sheet-comments/seen), and the newest
 * comment id there was then. A comment is new to that admin when its id is higher and someone else wrote
 * it; ids, not times, because DATETIME keeps whole seconds.
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

  /** Marks every comment of the sheet there is now as seen by the admin (a second mark moves the first). */
  static async mark(db: Database, userId: number, callSheetId: number, now: Date): Promise<CommentsSeen> {
    const latest = (await CallSheetComment.query(db).where({ callSheetId }).max("id as maxId").first()) as unknown as { maxId: number | null } | undefined;
    const row = { userId, callSheetId, seenAt: toDatabaseDateTime(now), seenCommentId: Number(latest?.maxId ?? 0) };
    await db(CommentsSeen.tableName).insert(row).onConflict(["userId", "callSheetId"]).merge(["seenAt", "seenCommentId"]);
    return CommentsSeen.fromJson(row);
  }
}

/** Whether `comment` is news to `userId`, who marked the sheet seen at `seen` (undefined: never): written by someone else since. */
export function isNewTo(comment: Pick<CallSheetComment, "id" | "authorUserId">, userId: number, seen: CommentsSeen | undefined): boolean {
  return comment.authorUserId !== userId && comment.id > (seen?.seenCommentId ?? 0);
}
