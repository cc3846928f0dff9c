import type { CallSheetListQuery } from "@repo/contracts/callSheets/schemas/list";
import type { Database } from "../../db/connect.ts";
import { CallSheet } from "../../models/CallSheet.ts";

const likeEscape = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * One page of call sheets and how many match. `today` (YYYY-MM-DD) splits upcoming from past shoots;
 * shooting dates are stored as that same text, so comparing strings compares days on both dialects.
 */
export async function listCallSheets(db: Database, { limit, offset, search, order }: CallSheetListQuery, today: string): Promise<{ sheets: CallSheet[]; total: number }> {
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
  return { sheets, total: counted ?? sheets.length };
}
