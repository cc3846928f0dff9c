import type { Comment, CommentList } from "@repo/contracts/sharing/comments";
import type { Invitation, Share, ShareList } from "@repo/contracts/sharing/schemas";

/** When a listed share's invitation ends unless a case says otherwise: 150 days from today, at midnight UTC. */
export const SHARE_ENDS = `${new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;

/** A share as `GET /api/call-sheet-shares/{id}` lists it (issue 23's shape); `patch` for what a case is about. */
export function shareOf(id: number, email: string, patch: Partial<Omit<Share, "invitation">> & { invitation?: Partial<Invitation> } = {}): Share {
  const { invitation, ...rest } = patch;
  return {
    id,
    callSheetId: 4,
    email,
    role: "viewer",
    isActive: true,
    firstAccessed: null,
    lastAccessed: null,
    // Ends 150 days from the test's day: a fixed date would make every share an ended one once it passed.
    expiresAt: SHARE_ENDS,
    createdAt: "2026-11-26T09:00:00.000Z",
    commentCount: 0,
    latestRevision: null,
    ...rest,
    // Delivered when sent; a case about a queued or failed invitation says so if an earlier one was delivered.
    invitation: { state: "sent", queuedAt: "2026-11-26T09:00:00.000Z", sentAt: "2026-11-26T09:00:02.000Z", deliveredAt: (invitation?.state ?? "sent") === "sent" ? "2026-11-26T09:00:02.000Z" : null, failedAt: null, failure: null, attempts: 1, outboxPath: null, ...invitation },
  };
}

/** The list's issue 25 fields for a sheet with nothing published yet (a case about confirmations gives its own). */
export const UNPUBLISHED: Pick<ShareList, "latestRevision" | "confirmed" | "total" | "automaticReminder"> = {
  latestRevision: null,
  confirmed: 0,
  total: 0,
  automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null },
};

/**
 * What `GET /api/call-sheet-shares/{id}` answers for `shares` with `latestRevision` the latest published one:
 * confirmed and total counted from the shares, as the API counts them; no access log, no automatic reminder.
 */
export function shareListOf(shares: Share[], latestRevision: ShareList["latestRevision"]): ShareList {
  // As the API counts: an invitation past its end is listed but not waited for.
  const live = shares.filter((share) => Date.parse(share.expiresAt) > Date.now());
  const confirmed = live.filter((share) => share.latestRevision?.confirmedAt).length;
  return { shares, accessLog: [], ...UNPUBLISHED, latestRevision, confirmed, total: live.length };
}

/** A comment as `GET /api/call-sheet-comments` lists it for an admin. */
export function commentOf(id: number, sectionId: Comment["sectionId"], patch: Partial<Comment> = {}): Comment {
  return { id, callSheetId: 4, sectionId, email: "ann@example.com", text: `Comment ${id}`, timestamp: `2026-11-26T1${id % 10}:00:00.000Z`, canDelete: true, isNew: false, ...patch };
}

/**
 * What `GET /api/call-sheet-comments` answers an admin for `query`, as the API pages it (newest first as
 * given; limit and cursor; counts, total and newCount over every comment): for the fake APIs of the UI
 * tests. The cursor here is an offset; the real one is opaque to the client, which only sends it back.
 */
export function commentListOf(comments: Comment[], query: URLSearchParams, seenAt: string | null = null): CommentList {
  const start = Number(query.get("cursor") ?? 0);
  const limit = Number(query.get("limit") ?? 50);
  const counts: CommentList["counts"] = {};
  for (const comment of comments) counts[comment.sectionId] = (counts[comment.sectionId] ?? 0) + 1;
  return {
    comments: comments.slice(start, start + limit),
    nextCursor: start + limit < comments.length ? String(start + limit) : null,
    counts,
    total: comments.length,
    seenAt,
    newCount: comments.filter((comment) => comment.isNew).length,
  };
}
