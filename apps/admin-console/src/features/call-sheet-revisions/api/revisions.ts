import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type RevisionPublish,
  revisionChangesSchema,
  revisionListSchema,
  revisionPublishedSchema,
  revisionSchema,
} from "@repo/contracts/callSheets/schemas/revisions";
import { callSheetRevisionChangesUrl, callSheetRevisionUrl, callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { shareSchema } from "@repo/contracts/sharing/schemas";
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

/**
 * Whether the sheet at `version` has the content its latest revision `latest` published, though its version
 * moved past that revision's (an edit undone: 07:00 -> 08:00 -> 07:00): the list's `unchangedAtVersion`, the
 * API's rule (the one its publish refuses by), asked again for each version the editor saves. False when
 * the list's latest is another revision. The previous answer stays shown while the next is read.
 */
export function useUnchangedAtQuery(callSheetId: number, latest: number | null, version: number, enabled: boolean) {
  return useQuery({
    queryKey: [...revisionsQueryKey(callSheetId), "unchangedAt", latest, version],
    queryFn: async ({ signal }) => {
      const [newest] = revisionListSchema.parse(await apiJson("GET", callSheetRevisionsUrl(callSheetId), undefined, { signal }));
      return newest?.number === latest && newest.unchangedAtVersion === version;
    },
    enabled,
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
  shares: z.array(z.object({ id: shareSchema.shape.id, email: shareSchema.shape.email, isActive: shareSchema.shape.isActive, expiresAt: shareSchema.shape.expiresAt })),
});

/** The active, unexpired collaborators of the sheet: those a publish notifies. */
export function useRecipientsQuery(callSheetId: number, enabled: boolean) {
  return useQuery({
    queryKey: [SHARING_URLS.sharesOf(callSheetId), "recipients"],
    queryFn: async ({ signal }) => {
      const { shares } = recipientsSchema.parse(await apiJson("GET", SHARING_URLS.sharesOf(callSheetId), undefined, { signal }));
      const now = Date.now();
      return shares.filter((share) => share.isActive && Date.parse(share.expiresAt) > now).map((share) => share.email);
    },
    enabled,
    staleTime: 0,
  });
}
