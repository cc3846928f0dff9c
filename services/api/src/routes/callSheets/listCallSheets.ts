import type { CallSheetListQuery } from "@repo/contracts/callSheets/schemas/list";
import type { Database } from "../../db/connect.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import type { SheetCounts } from "../../presenters/presentCallSheet.ts";

const likeEscape = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * One page of call sheets and how many match. `today` (YYYY-MM-DD) splits upcoming from past shoots;
 * shooting dates are stored as that same text, so comparing strings compares days on both dialects.
 */
export async function listCallSheets(
  db: Database,
  { limit, offset, search, order }: CallSheetListQuery,
  today: string,
  viewerId: number,
): Promise<{ sheets: CallSheet[]; total: number; counts: Map<number, SheetCounts> }> {
  const matching = CallSheet.query(db);
  // Case-insensitive on both dialects for ASCII; MySQL's unicode_ci collation also ignores accents.
  if (search) matching.whereRaw("shooting_title LIKE ? ESCAPE '!'", [`%${likeEscape(search)}%`]);
  const page = matching.clone();
  if (order === "upcoming") {
    // Upcoming (soonest first), then undated (being planned), then past (latest first); ties: newest created.
    page
      .orderByRaw("CASE WHEN shooting_date >= ? THEN 0 WHEN shooting_date IS NULL THEN 1 ELSE 2 END", [today])
      .orderByRaw("CASE WHEN shooting_date >= ? THEN shooting_date END ASC", [today])
      .orderByRaw("CASE WHEN shooting_date >= ? THEN shooting_time END ASC", [today])
      .orderByRaw("CASE WHEN shooting_date < ? THEN shooting_date END DESC", [today]);
  }
  page.orderBy("createdAt", "desc").orderBy("id", "desc");
  if (limit !== undefined) page.limit(limit);
  if (offset) page.offset(offset);
  // The whole list counts itself; only a cut one needs a second statement.
  const cut = limit !== undefined || offset > 0;
  const [sheets, counted] = await Promise.all([page, cut ? matching.resultSize() : null]);
  return { sheets, total: counted ?? sheets.length, counts: await sheetCounts(db, sheets.map((sheet) => sheet.id), viewerId) };
}

// Above this many sheets the counts are grouped over every sheet rather than sent a list of ids (SQLite
// takes at most 32,766 bound values; the dashboard asks for pages far below this).
const MAX_LISTED_IDS = 500;

/**
 * The dashboard's '5 shared, 2 new comments' of each sheet: two grouped statements for the whole page,
 * never one per sheet. Shared: active shares. New: comments by anyone but `viewerId` above the newest
 * comment id the viewer had seen on that sheet (models/CommentsSeen.ts; never marked: every such comment).
 */
async function sheetCounts(db: Database, ids: number[], viewerId: number): Promise<Map<number, SheetCounts>> {
  const counts = new Map<number, SheetCounts>(ids.map((id) => [id, { sharedCount: 0, newCommentCount: 0 }]));
  if (ids.length === 0) return counts;
  const shared = db("call_sheet_shares").select("callSheetId").count({ n: "*" }).where({ isActive: true }).groupBy("callSheetId");
  const fresh = db("call_sheet_comments as c")
    .leftJoin("call_sheet_comments_seen as s", (join) => join.on("s.callSheetId", "c.callSheetId").andOnVal("s.userId", viewerId))
    .select("c.callSheetId")
    .count({ n: "*" })
    .where((by) => by.whereNull("c.authorUserId").orWhereNot("c.authorUserId", viewerId))
    .where("c.id", ">", db.raw("COALESCE(??, 0)", ["s.seenCommentId"]))
    .groupBy("c.callSheetId");
  if (ids.length <= MAX_LISTED_IDS) {
    shared.whereIn("callSheetId", ids);
    fresh.whereIn("c.callSheetId", ids);
  }
  const [sharedRows, freshRows] = (await Promise.all([shared, fresh])) as unknown as [Array<{ callSheetId: number; n: number | string }>, Array<{ callSheetId: number; n: number | string }>];
  for (const row of sharedRows) {
    const entry = counts.get(row.callSheetId);
    if (entry) entry.sharedCount = Number(row.n);
  }
  for (const row of freshRows) {
    const entry = counts.get(row.callSheetId);
    if (entry) entry.newCommentCount = Number(row.n);
  }
  return counts;
}
