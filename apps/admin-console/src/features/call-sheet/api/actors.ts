import { useInfiniteQuery } from "@tanstack/react-query";
import { actorsPageSchema } from "@repo/contracts/callSheets/schemas/editor";
import { ACTORS_URL } from "@repo/contracts/callSheets/urls";
import { apiJson } from "shell/apiClient";

/** The actor picker's models (spec §5: named, rated two or three, by name), searched on the server, paged. */
export function useActorsQuery(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [ACTORS_URL, search],
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({ page: String(pageParam) });
      if (search) query.set("search", search);
      return actorsPageSchema.parse(await apiJson("GET", `${ACTORS_URL}?${query}`, undefined, { signal }));
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
}
