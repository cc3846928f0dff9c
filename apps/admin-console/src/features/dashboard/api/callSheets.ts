import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CALL_SHEETS_TOTAL_HEADER } from "@repo/contracts/callSheets/constants";
import { type CallSheetListParams, callSheetListSchema, type CallSheetSummary } from "@repo/contracts/callSheets/schemas/list";
import { apiRequest } from "shell/apiClient";

export type CallSheetPage = { sheets: CallSheetSummary[]; total: number };

/**
 * One page of 'My Shootings', next shoots first. The key starts with the list's path, so creating or
 * deleting a sheet (which invalidates that path) refreshes it too.
 */
export function useCallSheetPage(params: Required<Pick<CallSheetListParams, "limit" | "offset" | "search">>) {
  const query = new URLSearchParams({ order: "upcoming", limit: String(params.limit), offset: String(params.offset) });
  if (params.search) query.set("search", params.search);
  return useQuery<CallSheetPage>({
    queryKey: ["/api/call-sheets", query.toString()],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const response = await apiRequest("GET", `/api/call-sheets?${query}`, undefined, { signal });
      return { sheets: callSheetListSchema.parse(await response.json()), total: Number(response.headers.get(CALL_SHEETS_TOTAL_HEADER)) };
    },
  });
}
