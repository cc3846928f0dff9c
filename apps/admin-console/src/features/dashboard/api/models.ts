import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import type { SortingState } from "@tanstack/react-table";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { type AgeRange, MODELS_PAGE_SIZE, type Rating, type RatingFilter } from "@repo/contracts/models/constants";
import { modelListItemSchema, type ModelListResponse, modelListResponseSchema } from "@repo/contracts/models/schemas";
import { ADMIN_PROBE_KEY, adminFlag } from "shell/adminSession";
import { ApiError, apiJson, apiRequest, serverMessageIn } from "shell/apiClient";

export type ModelFilters = {
  search: string;
  rating: RatingFilter;
  gender: "all" | "male" | "female";
  ageRange: AgeRange;
  country: string;
  city: string;
};

export const DEFAULT_FILTERS: ModelFilters = { search: "", rating: "all", gender: "all", ageRange: "all", country: "", city: "" };

/** The list's URL: the spec's query keys are the path, so the default query function fetches it. */
export function modelsUrl(filters: ModelFilters, page: number, sorting: SortingState): string {
  const params = new URLSearchParams({ page: String(page), limit: String(MODELS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value && value !== "all") params.set(key, value);
  if (sorting.length) params.set("sort", JSON.stringify(sorting.map(({ id, desc }) => ({ id, desc }))));
  return `/api/models?${params}`;
}

const isModelsKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith("/api/models?");
const refreshModels = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: (query) => isModelsKey(query.queryKey) });

/** One page of the models database; the previous page stays on screen while the next one loads. */
export function useModelsQuery(url: string) {
  const queryClient = useQueryClient();
  return useQuery<ModelListResponse>({
    queryKey: [url],
    placeholderData: keepPreviousData,
    queryFn: async (context) => {
      try {
        return modelListResponseSchema.parse(await apiJson("GET", url, undefined, { signal: context.signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          // The session is gone: the flag goes and the admin check says no, so the route sends us to /admin/login.
          adminFlag.clear();
          queryClient.setQueryData(ADMIN_PROBE_KEY, false);
        }
        throw error;
      }
    },
  });
}

export function useUpdateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, rating }: { id: number; rating: Rating }) => {
      let answer: unknown;
      try {
        answer = await apiJson("PATCH", `/api/models/${id}/rating`, { rating });
      } catch (error) {
        throw new Error(serverMessageIn("en", error, DASHBOARD.toasts.ratingFailed) ?? DASHBOARD.toasts.ratingFailed, { cause: error });
      }
      return modelListItemSchema.parse(answer);
    },
    onSettled: () => refreshModels(queryClient),
  });
}

export function useReplacePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, photoPath }: { id: number; photoPath: string }) => {
      await apiRequest("PATCH", `/api/models/${id}/photo`, { photoPath });
    },
    onSettled: () => refreshModels(queryClient),
  });
}

export function useDeleteModels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      try {
        await apiRequest("DELETE", "/api/models", { ids });
      } catch (error) {
        throw new Error(serverMessageIn("en", error, CONSOLE_SERVER_FALLBACK) ?? (error instanceof Error ? error.message : String(error)), { cause: error });
      }
    },
    onSettled: () => refreshModels(queryClient),
  });
}
