import { useQuery } from "@tanstack/react-query";
import { callSheetConditionsSchema } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetConditionsUrl } from "@repo/contracts/callSheets/urls";
import { apiJson } from "shell/apiClient";

/**
 * Sun times per location and the fetched weather. The key carries the saved locations and shoot date,
 * so adding or removing a location (or moving the date) asks again; the answer depends on nothing else.
 */
export function useConditionsQuery(id: string, savedLocations: string, shootingDate: string | null) {
  return useQuery({
    queryKey: [callSheetConditionsUrl(id), savedLocations, shootingDate],
    queryFn: async ({ signal }) => callSheetConditionsSchema.parse(await apiJson("GET", callSheetConditionsUrl(id), undefined, { signal })),
    staleTime: 60_000,
  });
}
