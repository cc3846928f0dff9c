import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import type { Comment, CommentList } from "@repo/contracts/sharing/comments";
import type { CheckAuth, SharedCallSheet } from "@repo/contracts/sharing/schemas";

export const SHEET_ID = 7;

export const checkAuth = (role: ShareRole | null, authenticated = true, isAdmin = false): CheckAuth => ({
  authenticated,
  isAdmin,
  email: authenticated ? "ana@example.com" : null,
  role: authenticated ? role : null,
});

export const sharedSheet = (role: ShareRole | null, isAdmin = false): SharedCallSheet => ({
  callSheet: { ...fullSheet, id: SHEET_ID },
  weatherData: null,
  locations: "Belgrade, Serbia",
  light: [
    {
      locationId: JSON.parse(fullSheet.locationsList)[0].id,
      date: "2026-06-05",
      light: { timeZone: "Europe/Belgrade", sunrise: "04:53", sunset: "20:21", morningGoldenHourEnd: "05:37", eveningGoldenHourStart: "19:37", polar: null },
    },
  ],
  role,
  isAdmin,
  // Issue 25: revision 1 published, opened before by this collaborator (nothing new), not confirmed.
  revision: { number: 1, publishedAt: "2026-06-01T09:00:00.000Z", note: "" },
  changes: [],
  changedSince: null,
  confirmedRevision: null,
});

export const comment = (id: number, text: string, timestamp: string, sectionId: Comment["sectionId"] = "team"): Comment => ({
  id,
  callSheetId: SHEET_ID,
  sectionId,
  email: "marko@example.com",
  text,
  timestamp,
  canDelete: false,
});

/**
 * What `GET /api/call-sheet-comments` answers for `query`, as the API pages it (newest first; sectionId,
 * limit and cursor; counts of every section): for the fake APIs of the UI tests. The cursor here is an
 * offset; the real one is opaque to the client, which only sends back what it got.
 */
export function commentPage(comments: Comment[], query: URLSearchParams): CommentList {
  const newestFirst = [...comments].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id);
  const sectionId = query.get("sectionId");
  const listed = sectionId ? newestFirst.filter((comment) => comment.sectionId === sectionId) : newestFirst;
  const start = Number(query.get("cursor") ?? 0);
  const limit = Number(query.get("limit") ?? 50);
  const counts: CommentList["counts"] = {};
  for (const comment of comments) counts[comment.sectionId] = (counts[comment.sectionId] ?? 0) + 1;
  return { comments: listed.slice(start, start + limit), nextCursor: start + limit < listed.length ? String(start + limit) : null, counts, total: comments.length };
}
