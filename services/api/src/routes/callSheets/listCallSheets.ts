import type { CallSheetListQuery } from "@repo/contracts/callSheets/schemas/list";
import type { Database } from "../../db/connect.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import type { SheetCounts } from "../../presenters/presentCallSheet.ts";

const likeEscape = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * One page of call sheets and how many match. `now`'s day (YYYY-MM-DD, UTC) splits upcoming from past shoots;
 * shooting dates are stored as that same text, so comparing strings compares days on both dialects.
 */
export async function listCallSheets(
  db: Database,
  { limit, offset, search, order }: CallSheetListQuery,
  now: Date,
  viewerId: number,
): Promise<{ sheets: CallSheet[]; total: number; counts: Map<number, SheetCounts> }> {
  const today = now.toISOString().slice(0, 10);
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
  return { sheets, total: counted ?? sheets.length, counts: await sheetCounts(db, sheets.map((sheet) => sheet.id), viewerId, now) };
}

// Above this many sheets the counts are grouped over every sheet rather than sent a list of ids (SQLite
// takes at most 32,766 bound values; the dashboard asks for pages far below this).
const MAX_LISTED_IDS = 500;

/**
 * The dashboard's '5 shared · 2/4 confirmed REV 2 · 1 failed, 2 new comments' of each sheet: three grouped
 * statements for the whole page, never one per sheet. Shared: active shares, as the Collaborators panel lists
 * them; of those, confirmed and total count the ones whose invitation has not ended (the panel's count of the
 * latest revision), failed the ones whose invitation or latest revision's notice failed (the panel's
 * '· N failed'). New: comments by anyone but `viewerId` above the newest comment id the viewer had seen on
 * that sheet (models/CommentsSeen.ts; never marked: every such comment).
 */
async function sheetCounts(db: Database, ids: number[], viewerId: number, now: Date): Promise<Map<number, SheetCounts>> {
  const counts = new Map<number, SheetCounts>(ids.map((id) => [id, { sharedCount: 0, newCommentCount: 0, confirmation: null, failedCount: 0 }]));
  if (ids.length === 0) return counts;
  const live = toDatabaseDateTime(now);
  const listed = ids.length <= MAX_LISTED_IDS;
  // Each sheet's latest revision: a derived table the shares join once (a subquery per share row cost
  // 33 ms on MariaDB at 5,000 shares on a page: bench notes in docs/sharing.md).
  const latest = db("call_sheet_revisions").select("callSheetId").max({ latest: "number" }).groupBy("callSheetId");
  if (listed) latest.whereIn("callSheetId", ids);
  const shared = db("call_sheet_shares as share")
    .leftJoin(latest.clone().as("published"), "published.callSheetId", "share.callSheetId")
    .leftJoin("call_sheet_share_revisions as state", (join) => join.on("state.shareId", "share.id").andOn("state.revision", "published.latest"))
    .select("share.callSheetId")
    .count({ n: "*" })
    .select(
      db.raw("SUM(CASE WHEN ?? > ? THEN 1 ELSE 0 END) AS live", ["share.expiresAt", live]),
      db.raw("SUM(CASE WHEN ?? > ? AND ?? IS NOT NULL THEN 1 ELSE 0 END) AS confirmed", ["share.expiresAt", live, "state.confirmedAt"]),
      db.raw("SUM(CASE WHEN ?? = 'failed' OR (?? = 'revision' AND ?? = 'failed') THEN 1 ELSE 0 END) AS failed", ["share.invitationState", "state.noticeKind", "state.noticeState"]),
    )
    .where("share.isActive", true)
    .groupBy("share.callSheetId");
  const fresh = db("call_sheet_comments as c")
    .leftJoin("call_sheet_comments_seen as s", (join) => join.on("s.callSheetId", "c.callSheetId").andOnVal("s.userId", viewerId))
    .select("c.callSheetId")
    .count({ n: "*" })
    .where((by) => by.whereNull("c.authorUserId").orWhereNot("c.authorUserId", viewerId))
    .where("c.id", ">", db.raw("COALESCE(??, 0)", ["s.seenCommentId"]))
    .groupBy("c.callSheetId");
  if (listed) {
    shared.whereIn("share.callSheetId", ids);
    fresh.whereIn("c.callSheetId", ids);
  }
  type Counted = { callSheetId: number; n: number | string };
  type Shared = Counted & { live: number | string | null; confirmed: number | string | null; failed: number | string | null };
  const [latestRows, sharedRows, freshRows] = (await Promise.all([latest, shared, fresh])) as unknown as [Array<{ callSheetId: number; latest: number | string | null }>, Shared[], Counted[]];
  const revisions = new Map(latestRows.map((row) => [Number(row.callSheetId), row.latest === null ? null : Number(row.latest)]));
  for (const row of sharedRows) {
    const entry = counts.get(Number(row.callSheetId));
    if (!entry) continue;
    entry.sharedCount = Number(row.n);
    entry.failedCount = Number(row.failed ?? 0);
    const revision = revisions.get(Number(row.callSheetId)) ?? null;
    const total = Number(row.live ?? 0);
    if (revision !== null && total > 0) entry.confirmation = { revision, confirmed: Number(row.confirmed ?? 0), total };
  }
  for (const row of freshRows) {
    const entry = counts.get(Number(row.callSheetId));
    if (entry) entry.newCommentCount = Number(row.n);
  }
  return counts;
}
