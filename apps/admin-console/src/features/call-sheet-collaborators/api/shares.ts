import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import { shareAnswerSchema } from "@repo/contracts/sharing/collaborators";
import { type ShareList, shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiJson, apiRequest } from "shell/apiClient";

export const sharesQueryKey = (callSheetId: number) => [SHARING_URLS.sharesOf(callSheetId)] as const;

/** While an invitation, a revision's notice or a reminder waits for the jobs runner, the panel asks again this often (queued -> sent or failed). */
export const QUEUED_POLL_MS = 2_000;

/**
 * Otherwise, while the editor is in front (react-query does not poll a hidden tab): collaborators open and
 * confirm while the producer works in the editor, and the bar's count and an open panel should show it.
 */
export const COLLABORATORS_POLL_MS = 60_000;

const anyQueued = (list: ShareList | undefined) =>
  Boolean(
    list?.shares.some((share) => share.invitation.state === "queued" || share.latestRevision?.notice?.state === "queued" || share.latestRevision?.reminder?.state === "queued"),
  );

/**
 * The sheet's collaborators, their confirmations and its access log. Polls every few seconds while an
 * invitation, a notice or a reminder is queued (until it is sent or failed), else every minute while the
 * tab is in front; asked again too when the panel is reopened more than a second after the last read, and
 * when the producer returns to the tab (the bar's count).
 */
export const sharesQueryOptions = (callSheetId: number) =>
  ({
    queryKey: sharesQueryKey(callSheetId),
    queryFn: async ({ signal }) => shareListSchema.parse(await apiJson("GET", SHARING_URLS.sharesOf(callSheetId), undefined, { signal })),
    // A list read in the last second (the Collaborators link's prefetch) is not asked again as the panel mounts.
    staleTime: 1_000,
    refetchInterval: (query) => (anyQueued(query.state.data) ? QUEUED_POLL_MS : COLLABORATORS_POLL_MS),
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
