import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type RevisionPublish,
  revisionChangesSchema,
  revisionListSchema,
  revisionPublishedSchema,
  revisionSchema,
} from "@repo/contracts/callSheets/schemas/revisions";
import { callSheetRevisionChangesUrl, callSheetRevisionUrl, callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { invitationSchema, shareSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { z } from "zod/mini";
import { ApiError, apiJson } from "shell/apiClient";

/** Every query of one sheet's revisions starts with this key: a publish invalidates them all. */
export const revisionsQueryKey = (callSheetId: number) => [callSheetRevisionsUrl(callSheetId)] as const;

/** `GET /api/call-sheets/{id}/revisions`: newest first. */
export function useRevisionsQuery(callSheetId: number) {
  return useQuery({
    queryKey: revisionsQueryKey(callSheetId),
    queryFn: async ({ signal }) => revisionListSchema.parse(await apiJson("GET", callSheetRevisionsUrl(callSheetId), undefined, { signal })),
    staleTime: 0,
  });
}

/** The keys of useDraftStateQuery: refetched together when the producer comes back to the tab. */
export const draftStateQueryKey = (callSheetId: number) => [...revisionsQueryKey(callSheetId), "draftState"] as const;

/**
 * What the API says of the sheet against its latest revision `latest`, for a tab at `version`: 'unchanged'
 * when its sheet has the content that revision published at a version this tab has reached (an edit undone
 * too: 07:00 -> 08:00 -> 07:00), the list's `unchangedAtVersion`, the rule its publish refuses by;
 * 'changed' when it has not; 'newer' when the list's latest is another revision (this tab has not read it).
 */
export type DraftState = "unchanged" | "changed" | "newer";

/**
 * The API's DraftState for `version`, read again for each version the editor saves. Another tab's saves do
 * not move this tab's version, so it is also read again when the producer comes back to the tab
 * (useRefetchWhenBack on draftStateQueryKey) and when Publish opens (its `refetch`). The previous answer
 * stays shown while the next is read (`isPlaceholderData`).
 */
export function useDraftStateQuery(callSheetId: number, latest: number | null, version: number) {
  return useQuery({
    queryKey: [...draftStateQueryKey(callSheetId), latest, version],
    queryFn: async ({ signal }): Promise<DraftState> => {
      const [newest] = revisionListSchema.parse(await apiJson("GET", callSheetRevisionsUrl(callSheetId), undefined, { signal }));
      if (!newest || newest.number !== latest) return "newer";
      return newest.unchangedAtVersion !== null && newest.unchangedAtVersion >= version ? "unchanged" : "changed";
    },
    enabled: latest !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** `GET .../revisions/{n}`: the revision and its snapshot. A published revision never changes, so it is kept. */
export function useRevisionQuery(callSheetId: number, number: number | null) {
  return useQuery({
    queryKey: [...revisionsQueryKey(callSheetId), "revision", number],
    queryFn: async ({ signal }) => revisionSchema.parse(await apiJson("GET", callSheetRevisionUrl(callSheetId, number ?? 0), undefined, { signal })),
    enabled: number !== null,
    staleTime: Infinity,
  });
}

/** `GET .../revisions/{to}/changes?from={from}`: the lines for people (and the delta, unused here). */
export function useRevisionChangesQuery(callSheetId: number, from: number, to: number) {
  return useQuery({
    queryKey: [...revisionsQueryKey(callSheetId), "changes", from, to],
    queryFn: async ({ signal }) => revisionChangesSchema.parse(await apiJson("GET", callSheetRevisionChangesUrl(callSheetId, to, from), undefined, { signal })),
    staleTime: Infinity,
  });
}

/**
 * `POST .../revisions`: 201 with the number, when, and what changed since the previous one. The body says
 * which revision this screen last saw (`afterRevision`); a 409 (a newer revision was published meanwhile,
 * from another tab or by someone else, or nothing changed since the latest) reads the revisions again, so
 * the header and the dialog show what is really published.
 */
export function usePublishRevision(callSheetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RevisionPublish) => revisionPublishedSchema.parse(await apiJson("POST", callSheetRevisionsUrl(callSheetId), body)),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) return queryClient.invalidateQueries({ queryKey: revisionsQueryKey(callSheetId) });
    },
    onSuccess: () => {
      // The share list (the collaborators feature's key is its URL; the recipients' too): the bar's
      // 'Collaborators 12/15' counts the new revision now, nobody confirmed yet. Not waited for.
      void queryClient.invalidateQueries({ queryKey: [SHARING_URLS.sharesOf(callSheetId)] });
      return queryClient.invalidateQueries({ queryKey: revisionsQueryKey(callSheetId) });
    },
  });
}

/**
 * The part of `GET /api/call-sheet-shares/{id}` the publish dialog shows: who is e-mailed about a new
 * revision. A part of the share list's contract (the panel's feature reads the whole; features do not share code).
 */
const recipientsSchema = z.object({
  shares: z.array(
    z.object({
      id: shareSchema.shape.id,
      email: shareSchema.shape.email,
      isActive: shareSchema.shape.isActive,
      expiresAt: shareSchema.shape.expiresAt,
      invitation: z.object({ state: invitationSchema.shape.state, deliveredAt: invitationSchema.shape.deliveredAt }),
    }),
  ),
});
type Listed = z.infer<typeof recipientsSchema>["shares"][number];

/**
 * Whom a publish tells, by the API's rule (services/api/src/commands/collaboratorNotices.ts notifyCollaborators):
 * an active, unended share whose credentials reached its collaborator (an invitation delivered, `deliveredAt`;
 * a resend failed since keeps it) or whose invitation is still on its way (queued: that invitation renders
 * the new revision). One whose invitation failed for good and never arrived gets nothing.
 */
const isToldOfRevisions = (share: Listed) => share.invitation.deliveredAt !== null || share.invitation.state === "queued";

/** Who a publish reaches: `notified`, e-mailed; `undelivered`, active and unended but never reached (told nothing). */
export type PublishRecipients = { notified: string[]; undelivered: string[] };

/** The sheet's active, unexpired collaborators, split as a publish treats them (isToldOfRevisions). */
export function useRecipientsQuery(callSheetId: number, enabled: boolean) {
  return useQuery({
    queryKey: [SHARING_URLS.sharesOf(callSheetId), "recipients"],
    queryFn: async ({ signal }): Promise<PublishRecipients> => {
      const { shares } = recipientsSchema.parse(await apiJson("GET", SHARING_URLS.sharesOf(callSheetId), undefined, { signal }));
      const now = Date.now();
      const current = shares.filter((share) => share.isActive && Date.parse(share.expiresAt) > now);
      return {
        notified: current.filter(isToldOfRevisions).map((share) => share.email),
        undelivered: current.filter((share) => !isToldOfRevisions(share)).map((share) => share.email),
      };
    },
    enabled,
    staleTime: 0,
  });
}
