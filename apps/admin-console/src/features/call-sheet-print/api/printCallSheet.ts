import { useQuery } from "@tanstack/react-query";
import { callSheetConditionsSchema, callSheetSchema } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetConditionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { ApiError, apiJson } from "shell/apiClient";

/**
 * The sheet to print, fetched every time the view opens and kept nowhere afterwards (spec §7: the print
 * view always refetches): someone prints right after an edit, often from another tab. null: no such sheet.
 */
export function usePrintCallSheet(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [callSheetUrl(id), "print"],
    queryFn: async ({ signal }) => {
      try {
        return callSheetSchema.parse(await apiJson("GET", callSheetUrl(id), undefined, { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
  });
}

/**
 * Sun times and fetched weather for the sheet. Optional: the sheet prints without them (a slow weather
 * provider, an older API), so the page never waits for them nor shows their error.
 */
export function usePrintConditions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [callSheetConditionsUrl(id), "print"],
    queryFn: async ({ signal }) => callSheetConditionsSchema.parse(await apiJson("GET", callSheetConditionsUrl(id), undefined, { signal })),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
  });
}
