import { useQuery } from "@tanstack/react-query";
import type { DocumentRevision } from "@repo/call-sheet/CallSheetDocument";
import { callSheetConditionsSchema, callSheetSchema } from "@repo/contracts/callSheets/schemas/editor";
import { revisionListSchema, revisionSchema } from "@repo/contracts/callSheets/schemas/revisions";
import { callSheetConditionsUrl, callSheetRevisionsUrl, callSheetRevisionUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
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

/**
 * The published revision the printed sheet is (issue 25/26): the latest one, when the sheet shown has the
 * version that revision published (publishing never changes the version, every edit does) or its content
 * (the list's `unchangedAtVersion`); null when nothing is published or the sheet changed since: a draft
 * print. Asked once the sheet's version is known.
 */
export function usePrintRevision(id: string, sheetVersion: number | undefined) {
  return useQuery({
    queryKey: [callSheetRevisionsUrl(id), "print", sheetVersion],
    queryFn: async ({ signal }): Promise<DocumentRevision | null> => {
      const [latest] = revisionListSchema.parse(await apiJson("GET", callSheetRevisionsUrl(id), undefined, { signal }));
      if (!latest) return null;
      const published = revisionSchema.parse(await apiJson("GET", callSheetRevisionUrl(id, latest.number), undefined, { signal }));
      // Or a later version whose content is the one it published (an edit undone), as the API decides it.
      const unchanged = published.callSheet.version === sheetVersion || latest.unchangedAtVersion === sheetVersion;
      return unchanged ? { number: latest.number, publishedAt: latest.publishedAt } : null;
    },
    enabled: sheetVersion !== undefined,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
  });
}
