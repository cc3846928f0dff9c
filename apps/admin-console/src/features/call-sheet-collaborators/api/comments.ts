import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CommentsSeenRequest, commentsSeenSchema } from "@repo/contracts/sharing/collaborators";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { type CommentList, commentListSchema } from "@repo/contracts/sharing/comments";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { useEffect } from "react";
import { apiJson } from "shell/apiClient";

/** Every comment query of a sheet starts with this key. */
export const commentsQueryKey = (callSheetId: number) => [SHARING_URLS.comments, callSheetId] as const;
const summaryKey = (callSheetId: number) => [...commentsQueryKey(callSheetId), "summary"] as const;
const pagesKey = (callSheetId: number) => [...commentsQueryKey(callSheetId), "pages"] as const;

/** How often the editor looks for new comments while it is open (the header's badge). */
export const COMMENTS_POLL_MS = 60_000;
/** How often while the Comments view is open: the producer is reading them, a new one should show soon. */
export const COMMENTS_VIEW_POLL_MS = 20_000;

/** Where a later page of the Comments view starts, and the seen mark its 'New' is judged by (the look's first page's). */
type NextPage = { cursor: string; newAfter: number };

async function fetchPage(callSheetId: number, limit: number, next: NextPage | null, signal: AbortSignal): Promise<CommentList> {
  const query = new URLSearchParams({ callSheetId: String(callSheetId), limit: String(limit), ...(next ? { cursor: next.cursor, newAfter: String(next.newAfter) } : {}) });
  return commentListSchema.parse(await apiJson("GET", `${SHARING_URLS.comments}?${query}`, undefined, { signal }));
}

/**
 * The header's badge: how many comments are new to the admin, counted by the server over the whole sheet
 * (`newCount`); one comment comes along, never the list (issue 24: a flooded sheet's list was 2.1 MB).
 */
export function useCommentSummaryQuery(callSheetId: number, pollMs = COMMENTS_POLL_MS) {
  return useQuery({
    queryKey: summaryKey(callSheetId),
    queryFn: async ({ signal }) => {
      const { newCount, total, seenAt } = await fetchPage(callSheetId, 1, null, signal);
      return { newCount: newCount ?? 0, total, seenAt: seenAt ?? null };
    },
    // One query for the badge and the open view: react-query polls at the shortest interval asked.
    refetchInterval: pollMs,
  });
}

/**
 * The Comments view's list: the sheet's comments newest first, the largest page the API gives at a time.
 *
 * Each opening of the view starts again from the first page: the pages are dropped from the cache when the
 * view closes. Kept, they would come back as they were (the app's data never goes stale), without what was
 * written since and with the 'New' marks the last opening already cleared, so the opening would neither show
 * the new comments nor mark them seen, and the header's badge would stay. Dropped rather than refetched on
 * the next opening: a refetch would ask again for every page the producer had loaded.
 */
export function useCommentPagesQuery(callSheetId: number) {
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery({
    queryKey: pagesKey(callSheetId),
    queryFn: ({ pageParam, signal }) => fetchPage(callSheetId, SHARING_CONSTANTS.commentPageMax, pageParam, signal),
    initialPageParam: null as NextPage | null,
    // The older pages come after the view has marked the sheet seen: judged by the mark the first page gave
    // (`newAfter`), the server marks them 'New' as it would have before the look (another admin's too).
    getNextPageParam: (last, all): NextPage | null => (last.nextCursor ? { cursor: last.nextCursor, newAfter: all[0]?.seenCommentId ?? 0 } : null),
  });
  // Removed, not reset: nothing refetches it even if the list is still observed at that moment, and the cache
  // keeps no empty entry (a reset query is never collected). React's StrictMode remount builds it anew.
  useEffect(() => () => dropCommentPages(queryClient, callSheetId), [queryClient, callSheetId]);
  return pages;
}

/** Drops the Comments view's pages: the next list mounted asks from the first page again (a new opening). */
export function dropCommentPages(queryClient: QueryClient, callSheetId: number): void {
  queryClient.removeQueries({ queryKey: pagesKey(callSheetId), exact: true });
}

/**
 * `POST /api/call-sheet-comments/seen` up to `upTo`, the newest comment id the view showed: the admin has
 * read those. A comment written since stays new; the badge takes the count the answer gives. The cached
 * pages keep their marks (the view drops them when it closes), and the first page its mark for the older ones.
 */
export function useMarkCommentsSeen(callSheetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upTo: number) => commentsSeenSchema.parse(await apiJson("POST", SHARING_URLS.commentsSeen, { callSheetId, upTo } satisfies CommentsSeenRequest)),
    onSuccess: ({ seenAt, newCount }) => {
      queryClient.setQueryData(summaryKey(callSheetId), (summary: { newCount: number; total: number; seenAt: string | null } | undefined) =>
        summary ? { ...summary, newCount, seenAt } : summary,
      );
    },
  });
}
