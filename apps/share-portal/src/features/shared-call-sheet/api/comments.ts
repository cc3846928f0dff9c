import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { type Comment, commentListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiJson, apiRequest } from "shell/portalKit";
import { noteEnd } from "./invitationEnded.ts";

const commentsUrl = (callSheetId: string) => `${SHARING_URLS.comments}?${new URLSearchParams({ callSheetId })}`;
const commentsKey = (callSheetId: string) => [commentsUrl(callSheetId)] as const;

/** Newest first (spec §2). The server sends them so; sorting again keeps the screen right whatever it sends. */
function newestFirst(comments: Comment[]): Comment[] {
  return [...comments].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id);
}

/** `GET /api/call-sheet-comments?callSheetId=`: every comment on the sheet, for whoever the grant lets see them. */
export function useComments(callSheetId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: commentsKey(callSheetId),
    queryFn: async ({ signal }) => {
      try {
        return newestFirst(commentListSchema.parse(await apiJson("GET", commentsUrl(callSheetId), undefined, { signal })).comments);
      } catch (error) {
        // An ended invitation (410) ends the whole page, not only the comment list.
        noteEnd(queryClient, callSheetId, error);
        throw error;
      }
    },
    enabled,
    staleTime: 0,
  });
}

/**
 * `POST /api/call-sheet-comments`: author and time are the server's (from the session), not sent. A 410
 * (the invitation was revoked or ended while the page was open) is noted for the page's ended screen.
 */
export function useAddComment(callSheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, text }: { sectionId: CallSheetSectionId; text: string }) =>
      apiRequest("POST", SHARING_URLS.comments, { callSheetId: Number(callSheetId), sectionId, text }),
    onError: (error) => noteEnd(queryClient, callSheetId, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey(callSheetId) }),
  });
}

/** `DELETE /api/call-sheet-comments/{id}`: the server allows it to the author and admins only. */
export function useDeleteComment(callSheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => apiRequest("DELETE", SHARING_URLS.comment(commentId)),
    onError: (error) => noteEnd(queryClient, callSheetId, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey(callSheetId) }),
  });
}
