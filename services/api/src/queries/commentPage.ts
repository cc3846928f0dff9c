import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import type { CommentCursor } from "@repo/contracts/sharing/comments";
import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { CallSheetComment } from "../models/CallSheetComment.ts";
import type { CommentsSeen } from "../models/CommentsSeen.ts";

export type CommentPageQuery = { callSheetId: number; sectionId?: CallSheetSectionId | undefined; limit: number; cursor?: CommentCursor | undefined };

/**
 * One page of a sheet's comments (or one section's), newest first by time then id, starting after
 * `cursor` (the last comment of the page before). Keyset, not offset: a comment written or deleted between
 * two pages neither repeats one nor skips one. `hasMore` comes from reading one row past the page.
 */
export async function commentPage(db: Database, { callSheetId, sectionId, limit, cursor }: CommentPageQuery): Promise<{ comments: CallSheetComment[]; hasMore: boolean }> {
  const query = CallSheetComment.query(db).where({ callSheetId });
  if (sectionId) query.where({ sectionId });
  if (cursor) {
    const at = toDatabaseDateTime(cursor.at);
    query.where((older) => older.where("createdAt", "<", at).orWhere((sameSecond) => sameSecond.where("createdAt", at).where("id", "<", cursor.id)));
  }
  const rows = await query.orderBy([{ column: "createdAt", order: "desc" }, { column: "id", order: "desc" }]).limit(limit + 1);
  return { comments: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** How many comments each section of the sheet holds (sections without any are left out). */
export async function commentCounts(db: Database, callSheetId: number): Promise<Partial<Record<CallSheetSectionId, number>>> {
  const rows = (await CallSheetComment.query(db).where({ callSheetId }).select("sectionId").count("* as count").groupBy("sectionId")) as unknown as Array<{
    sectionId: CallSheetSectionId;
    count: number | string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.sectionId, Number(row.count)]));
}

/** How many of the sheet's comments are new to `userId` (models/CommentsSeen.ts isNewTo, counted in SQL). */
export async function newCommentCount(db: Database, callSheetId: number, userId: number, seen: CommentsSeen | undefined): Promise<number> {
  const row = (await CallSheetComment.query(db)
    .where({ callSheetId })
    .where("id", ">", seen?.seenCommentId ?? 0)
    .where((byOthers) => byOthers.whereNull("authorUserId").orWhere("authorUserId", "<>", userId))
    .count("* as count")
    .first()) as unknown as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}
