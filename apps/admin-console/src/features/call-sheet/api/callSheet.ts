import { useQuery } from "@tanstack/react-query";
import {
  type CallSheet,
  type CallSheetConflict,
  callSheetConflictSchema,
  type CallSheetPatch,
  callSheetSchema,
} from "@repo/contracts/callSheets/schemas/editor";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
import { ApiError, apiJson, apiRequest } from "shell/apiClient";

export const callSheetQueryKey = (id: string) => [callSheetUrl(id)] as const;

export const fetchCallSheet = async (id: string, signal?: AbortSignal): Promise<CallSheet> =>
  callSheetSchema.parse(await apiJson("GET", callSheetUrl(id), undefined, { signal }));

/**
 * The sheet as the server has it now. Never served from cache: another tab may have changed it since, and
 * the editor's base versions must start from what the server holds (spec §7: the views always refetch).
 */
export function useCallSheetQuery(id: string) {
  return useQuery({
    queryKey: callSheetQueryKey(id),
    queryFn: ({ signal }) => fetchCallSheet(id, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
  });
}

export type PatchOutcome = { kind: "saved"; sheet: CallSheet } | { kind: "conflict"; conflict: CallSheetConflict };

/**
 * `PATCH /api/call-sheets/{id}`. A 409 is an answer the editor handles (who changed what), not a failure;
 * any other non-OK answer or no answer throws the ApiError, whose server message the editor shows.
 */
export async function patchCallSheet(id: string, patch: CallSheetPatch): Promise<PatchOutcome> {
  try {
    const response = await apiRequest("PATCH", callSheetUrl(id), patch);
    return { kind: "saved", sheet: callSheetSchema.parse(await response.json()) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const conflict = callSheetConflictSchema.safeParse(safeJson(error.body));
      if (conflict.success) return { kind: "conflict", conflict: conflict.data };
    }
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
