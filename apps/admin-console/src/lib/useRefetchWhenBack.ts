import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Fetches the query again whenever the producer comes back to the page: the tab shown again
 * (`visibilitychange`) or the window focused again (`focus`: a window beside another one is visible all
 * along). Collaborators confirm while the producer is elsewhere; back on the editor, the bar's count is
 * today's. Only an active query (one some mounted component uses) is fetched, and one fetch at a time:
 * focus and visibility often come together, and a fetch under way is not started again. The app's default
 * (no refetch on focus, spec §7) stays for the rest. The share portal gets the same from react-query's own
 * refetchOnWindowFocus with its focus manager hearing both events (features/shared-call-sheet/lib/returnsToPage.ts);
 * here a hook, so that setting the page-wide focus manager (react-query is one shared instance across the
 * federated apps) stays the portal's alone.
 */
export function useRefetchWhenBack(queryKey: QueryKey, enabled = true): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled) return undefined;
    const refetch = () => {
      if (document.visibilityState === "hidden") return;
      void queryClient.refetchQueries({ queryKey: JSON.parse(key) as QueryKey, type: "active" }, { cancelRefetch: false });
    };
    window.addEventListener("focus", refetch);
    document.addEventListener("visibilitychange", refetch);
    return () => {
      window.removeEventListener("focus", refetch);
      document.removeEventListener("visibilitychange", refetch);
    };
  }, [queryClient, key, enabled]);
}
