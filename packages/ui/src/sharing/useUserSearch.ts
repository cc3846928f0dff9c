import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import type { UserSearchType } from "@repo/contracts/users/constants";
import { userSearchResponseSchema } from "@repo/contracts/users/schemas/users";
import { apiJson } from "../apiClient.ts";

const SEARCH_TYPE: UserSearchType = "all_registered";

/** `GET /api/users/search` (spec §7; admin only): every registered user matching the text. */
export const userSearchUrl = (query: string) => `/api/users/search?${new URLSearchParams({ query, type: SEARCH_TYPE })}`;

/** `value`, once it has stopped changing for `delayMs`. */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The users matching `text`, asked for 300 ms after the typing stops and kept fresh for 60 s (spec §9), so
 * typing "jane" is one request and going back to it is none. Nothing is asked while `enabled` is false
 * (the list is closed) or the text is blank.
 */
export function useUserSearch(text: string, enabled: boolean) {
  const query = text.trim();
  const settled = useDebouncedValue(query, SHARING_CONSTANTS.userSearchDebounceMs);
  const result = useQuery({
    queryKey: [userSearchUrl(settled)],
    queryFn: async ({ signal }) => userSearchResponseSchema.parse(await apiJson("GET", userSearchUrl(settled), undefined, { signal })).users,
    enabled: enabled && settled !== "",
    staleTime: SHARING_CONSTANTS.userSearchStaleMs,
    // The previous answer stays listed while the next is on its way, instead of the list collapsing.
    placeholderData: keepPreviousData,
  });
  return {
    users: result.data ?? [],
    /** Typing not yet settled, or the answer not yet in. */
    loading: query !== settled || result.isFetching,
    failed: result.isError,
    searched: settled !== "",
  };
}
