import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import { shareAnswerSchema } from "@repo/contracts/sharing/collaborators";
import { type ShareList, shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiJson, apiRequest } from "shell/apiClient";

export const sharesQueryKey = (callSheetId: number) => [SHARING_URLS.sharesOf(callSheetId)] as const;

/** While an invitation or a revision's notice waits for the jobs runner, the panel asks again this often (queued -> sent or failed). */
export const QUEUED_POLL_MS = 2_000;

const anyQueued = (list: ShareList | undefined) =>
  Boolean(list?.shares.some((share) => share.invitation.state === "queued" || share.latestRevision?.notice?.state === "queued"));

/**
 * The sheet's collaborators, their confirmations and its access log. Polls only while an invitation or a
 * notice (a revision's, a reminder's) is queued: a sent or failed
 * one changes no more by itself, and the opened times move slowly (the panel refetches when reopened more than a second after the last read, and
 * the bar's count when the producer returns to the tab).
 */
export const sharesQueryOptions = (callSheetId: number) =>
  ({
    queryKey: sharesQueryKey(callSheetId),
    queryFn: async ({ signal }) => shareListSchema.parse(await apiJson("GET", SHARING_URLS.sharesOf(callSheetId), undefined, { signal })),
    // A list read in the last second (the Collaborators link's prefetch) is not asked again as the panel mounts.
    staleTime: 1_000,
    refetchInterval: (query) => (anyQueued(query.state.data) ? QUEUED_POLL_MS : false),
    // A type, not react-query's queryOptions(): the shared react-query is tree-shaken to the exports the apps use (federation.shared.ts).
  }) satisfies UseQueryOptions<ShareList, Error, ShareList, ReturnType<typeof sharesQueryKey>>;

export function useSharesQuery(callSheetId: number) {
  return useQuery(sharesQueryOptions(callSheetId));
}

/**
 * Asks for the list as the Collaborators link is clicked, before the router renders the page with the panel:
 * the GET no longer waits for that render, its commit and the panel's effect (about 130 ms of a cold open
 * under load, bench:collaborators-panel). The panel's query then joins the request in flight (one GET).
 */
export function usePrefetchShares(callSheetId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(sharesQueryOptions(callSheetId));
}

/** Resend, change role and revoke: each answers with the share (or nothing), then the list is read again. */
export function useShareActions(callSheetId: number) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: sharesQueryKey(callSheetId) });
  const resend = useMutation({
    mutationFn: async (shareId: number) => shareAnswerSchema.parse(await apiJson("POST", SHARING_URLS.resendShare(shareId))).share,
    onSettled: settled,
  });
  const changeRole = useMutation({
    mutationFn: async ({ shareId, role }: { shareId: number; role: ShareRole }) =>
      shareAnswerSchema.parse(await apiJson("PATCH", SHARING_URLS.share(shareId), { role })).share,
    onSettled: settled,
  });
  const revoke = useMutation({
    mutationFn: async (shareId: number) => {
      await apiRequest("DELETE", SHARING_URLS.share(shareId));
    },
    onSettled: settled,
  });
  return { resend, changeRole, revoke, refresh: settled };
}
