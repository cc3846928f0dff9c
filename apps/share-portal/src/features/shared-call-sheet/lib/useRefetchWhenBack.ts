import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Fetches the query again whenever the reader comes back to the page: the tab or the phone's browser shown
 * again (`visibilitychange`), the window focused again (`focus`: a desktop window beside another one is
 * visible all along). The network's return is react-query's own (refetchOnReconnect). A phone left open on
 * the sheet then shows a revision published meanwhile, with its changes and its Confirm, instead of keeping
 * 'Confirmed REV 2' until a reload. One fetch at a time: focus and visibility often come together, and a
 * fetch under way is not started again. The app's default (no refetch on focus, spec §7) stays for the rest.
 */
export function useRefetchWhenBack(queryKey: QueryKey, enabled: boolean): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled) return;
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
