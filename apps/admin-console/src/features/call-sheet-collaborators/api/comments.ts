import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { commentsSeenSchema } from "@repo/contracts/sharing/collaborators";
import { type CommentList, commentListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiJson } from "shell/apiClient";

export const commentsQueryKey = (callSheetId: number) => [SHARING_URLS.comments, callSheetId] as const;

/** How often the editor looks for new comments while it is open (the header's badge). */
export const COMMENTS_POLL_MS = 60_000;

/** The sheet's comments, newest first, with `isNew` for the admin (the header's badge and the Comments view). */
export function useCommentsQuery(callSheetId: number) {
  return useQuery({
    queryKey: commentsQueryKey(callSheetId),
    queryFn: async ({ signal }) =>
      commentListSchema.parse(await apiJson("GET", `${SHARING_URLS.comments}?${new URLSearchParams({ callSheetId: String(callSheetId) })}`, undefined, { signal })),
    refetchInterval: COMMENTS_POLL_MS,
  });
}

/**
 * `POST /api/call-sheet-comments/seen`: the admin has read them. The cached list drops its `isNew` marks (the
 * header's badge goes); the Comments view keeps showing which ones were new from what it first showed.
 */
export function useMarkCommentsSeen(callSheetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => commentsSeenSchema.parse(await apiJson("POST", SHARING_URLS.commentsSeen, { callSheetId })),
    onSuccess: ({ seenAt }) =>
      queryClient.setQueryData(commentsQueryKey(callSheetId), (list: CommentList | undefined) =>
        list ? { seenAt, comments: list.comments.map((comment) => ({ ...comment, isNew: false })) } : list,
      ),
  });
}
