import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { type CommentList, commentListSchema } from "@repo/contracts/sharing/comments";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ApiError, apiJson, apiRequest } from "shell/portalKit";
import { noteEnd } from "./invitationEnded.ts";
import { isOtherReader, rereadReader } from "./otherReader.ts";
import { noteSessionEnded } from "./sessionEnded.ts";
import { refetchUnlessAnsweredByPage } from "./justAnswered.ts";

type PageQuery = { sectionId?: CallSheetSectionId; limit: number; cursor?: string | null };

const commentsUrl = (callSheetId: string, { sectionId, limit, cursor }: PageQuery) =>
  `${SHARING_URLS.comments}?${new URLSearchParams({ callSheetId, ...(sectionId ? { sectionId } : {}), limit: String(limit), ...(cursor ? { cursor } : {}) })}`;
/** Every comment query of a sheet starts with this key: a new or deleted comment refreshes them all. */
export const commentsKey = (callSheetId: string) => [SHARING_URLS.comments, callSheetId] as const;
const sheetKey = commentsKey;
/** The counts' key: the portal server's first response fills it (app/firstResponse.ts). */
export const commentCountsKey = (callSheetId: string) => [...sheetKey(callSheetId), "counts"] as const;

/** One page of `GET /api/call-sheet-comments`; a 410 (the invitation ended) ends the whole page, not only the list. */
async function fetchPage(queryClient: QueryClient, callSheetId: string, query: PageQuery, signal: AbortSignal): Promise<CommentList> {
  try {
    return commentListSchema.parse(await apiJson("GET", commentsUrl(callSheetId, query), undefined, { signal }));
  } catch (error) {
    noteEnd(queryClient, callSheetId, error);
    throw error;
  }
}

/**
 * How many comments each section has (the bubbles and the Comments Overview): the server counts them all,
 * so the sheet's comments themselves are never fetched whole (issue 24: 2.1 MB for one flooded sheet).
 */
export function useCommentCounts(callSheetId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: commentCountsKey(callSheetId),
    queryFn: async ({ signal }) => (await fetchPage(queryClient, callSheetId, { limit: 1 }, signal)).counts,
    enabled,
    staleTime: 0,
    refetchOnMount: refetchUnlessAnsweredByPage,
    // Fetched again with the sheet when the reader comes back to the page (lib/returnsToPage.ts): comments
    // written meanwhile count on the bubbles and the overview, as a newer revision shows on the sheet.
    refetchOnWindowFocus: true,
  });
}

/**
 * One section's comments, newest first (spec §2), SHARING_CONSTANTS.commentPanelPageSize at a time: the
 * panel asks for older ones ('Show older comments') with the cursor of the last page. Without a network (the
 * offline copy: react-query is told so, offline/startOffline.ts) the first page waits, paused (`fetchStatus`
 * "paused", which the panel says), and is fetched when the network comes back.
 */
export function useSectionComments(callSheetId: string, sectionId: CallSheetSectionId) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...sheetKey(callSheetId), "section", sectionId],
    queryFn: ({ pageParam, signal }) => fetchPage(queryClient, callSheetId, { sectionId, limit: SHARING_CONSTANTS.commentPanelPageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.comments),
    staleTime: 0,
    // An open panel is fetched again with the sheet and the counts when the reader comes back to the page
    // (lib/returnsToPage.ts): a comment written meanwhile shows in it, as it counts on its bubble. Every page
    // shown is fetched again ('Show older comments' included), one after the other, from the newest.
    refetchOnWindowFocus: true,
  });
}

/**
 * A new comment's idempotency key (commentKeySchema): 16 random bytes in hex. getRandomValues, not
 * randomUUID: the latter exists only in a secure context.
 */
export const newCommentKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The body of `POST /api/call-sheet-comments`, from the form and from the offline outbox alike. `asAuthor`:
 * whom it was written as (the page's reader; a waiting one's writer), so the server never posts it under the
 * name of someone who signed in on this device since (409 OTHER_READER_REASON).
 */
export const commentBody = (callSheetId: string, comment: { sectionId: string; text: string; idempotencyKey: string; asAuthor?: string | undefined }) => ({
  callSheetId: Number(callSheetId),
  sectionId: comment.sectionId,
  text: comment.text,
  idempotencyKey: comment.idempotencyKey,
  ...(comment.asAuthor ? { asAuthor: comment.asAuthor } : {}),
});

/**
 * `POST /api/call-sheet-comments`: author and time are the server's (from the session), not sent. The
 * comment's idempotency key goes with every try of it, so a try whose answer was lost and is sent again
 * (here or from the offline outbox) is answered with the comment already written, not added twice. A 410
 * (the invitation was revoked or ended while the page was open) is noted for the page's ended screen; a 401
 * (the session ended meanwhile) for its sign-in form, which check-auth, asked again, then shows; a 403 (the
 * producer made the writer a viewer meanwhile, noLongerCommenter, or no grant of this sheet now) has the page
 * ask check-auth again, so the box goes with the role, as the offline outbox's 403 does.
 */
export function useAddComment(callSheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: { sectionId: CallSheetSectionId; text: string; idempotencyKey: string; asAuthor?: string | undefined }) => apiRequest("POST", SHARING_URLS.comments, commentBody(callSheetId, comment)),
    onError: (error) => {
      if (isOtherReader(error) || (error instanceof ApiError && error.status === 403)) rereadReader(queryClient, callSheetId);
      else if (!noteEnd(queryClient, callSheetId, error)) noteSessionEnded(queryClient, callSheetId, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sheetKey(callSheetId) }),
  });
}

/**
 * The API's 403 to a grant that may read the sheet but not comment (the producer made the writer a viewer
 * meanwhile): its message is the spec's words for a viewer. Any other 403 is a session without this sheet's grant.
 */
export const noLongerCommenter = (error: unknown) => error instanceof ApiError && error.status === 403 && error.serverMessage === SHARING_TEXTS.viewerCannotComment;

/** `DELETE /api/call-sheet-comments/{id}`: the server allows it to the author and admins only. */
export function useDeleteComment(callSheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => apiRequest("DELETE", SHARING_URLS.comment(commentId)),
    onError: (error) => noteEnd(queryClient, callSheetId, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sheetKey(callSheetId) }),
  });
}
