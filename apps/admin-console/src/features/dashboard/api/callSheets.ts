import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CALL_SHEETS_TOTAL_HEADER } from "@repo/contracts/callSheets/constants";
import { type CallSheetListParams, callSheetListSchema, type CallSheetSummary } from "@repo/contracts/callSheets/schemas/list";
import { apiRequest } from "shell/apiClient";
import { CALL_SHEETS_KEY } from "../../../lib/callSheets.ts";

export type CallSheetPage = { sheets: CallSheetSummary[]; total: number };

/**
 * One page of 'My Shootings', next shoots first. The key starts with the list's path, so creating or
 * deleting a sheet (which invalidates that path) refreshes it too. Its counts are what collaborators did
 * (shares, new comments), so unlike the app's default it is asked again whenever a page of it is shown
 * (back from an editor where the comments were read, sheets shared or revoked, or another page turned to:
 * the kept page shows at once, then the fresh one) and when the producer comes back to the tab
 * (useRefetchWhenBack in MyShootings).
 */
export function useCallSheetPage(params: Required<Pick<CallSheetListParams, "limit" | "offset" | "search">>) {
  const query = new URLSearchParams({ order: "upcoming", limit: String(params.limit), offset: String(params.offset) });
  if (params.search) query.set("search", params.search);
  return useQuery<CallSheetPage>({
    queryKey: [...CALL_SHEETS_KEY, query.toString()],
    placeholderData: keepPreviousData,
    // Stale at once: asked again on every mount and every page turned to (a kept page shows first).
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const response = await apiRequest("GET", `/api/call-sheets?${query}`, undefined, { signal });
      return { sheets: callSheetListSchema.parse(await response.json()), total: Number(response.headers.get(CALL_SHEETS_TOTAL_HEADER)) };
    },
  });
}
