import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commentsSeenSchema } from "@repo/contracts/sharing/collaborators";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { type CommentList, commentListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { useEffect } from "react";
import { apiJson } from "shell/apiClient";

/** Every comment query of a sheet starts with this key. */
export const commentsQueryKey = (callSheetId: number) => [SHARING_URLS.comments, callSheetId] as const;
const summaryKey = (callSheetId: number) => [...commentsQueryKey(callSheetId), "summary"] as const;
const pagesKey = (callSheetId: number) => [...commentsQueryKey(callSheetId), "pages"] as const;

/** How often the editor looks for new comments while it is open (the header's badge). */
export const COMMENTS_POLL_MS = 60_000;

async function fetchPage(callSheetId: number, limit: number, cursor: string | null, signal: AbortSignal): Promise<CommentList> {
  const query = new URLSearchParams({ callSheetId: String(callSheetId), limit: String(limit), ...(cursor ? { cursor } : {}) });
  return commentListSchema.parse(await apiJson("GET", `${SHARING_URLS.comments}?${query}`, undefined, { signal }));
}

/**
 * The header's badge: how many comments are new to the admin, counted by the server over the whole sheet
 * (`newCount`); one comment comes along, never the list (issue 24: a flooded sheet's list was 2.1 MB).
 */
export function useCommentSummaryQuery(callSheetId: number) {
  return useQuery({
    queryKey: summaryKey(callSheetId),
    queryFn: async ({ signal }) => {
      const { newCount, total, seenAt } = await fetchPage(callSheetId, 1, null, signal);
      return { newCount: newCount ?? 0, total, seenAt: seenAt ?? null };
    },
    refetchInterval: COMMENTS_POLL_MS,
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
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  // Removed, not reset: nothing refetches it even if the list is still observed at that moment, and the cache
  // keeps no empty entry (a reset query is never collected). React's StrictMode remount builds it anew.
  useEffect(() => () => queryClient.removeQueries({ queryKey: pagesKey(callSheetId), exact: true }), [queryClient, callSheetId]);
  return pages;
}

/**
 * `POST /api/call-sheet-comments/seen`: the admin has read them. The badge goes and the cached pages drop
 * their `isNew` marks; the Comments view keeps showing which ones were new from what it first showed.
 */
export function useMarkCommentsSeen(callSheetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => commentsSeenSchema.parse(await apiJson("POST", SHARING_URLS.commentsSeen, { callSheetId })),
    onSuccess: ({ seenAt }) => {
      queryClient.setQueryData(summaryKey(callSheetId), (summary: { newCount: number; total: number; seenAt: string | null } | undefined) =>
        summary ? { ...summary, newCount: 0, seenAt } : summary,
      );
      queryClient.setQueryData(pagesKey(callSheetId), (data: InfiniteData<CommentList, string | null> | undefined) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, seenAt, newCount: 0, comments: page.comments.map((comment) => ({ ...comment, isNew: false })) })) }
          : data,
      );
    },
  });
}
