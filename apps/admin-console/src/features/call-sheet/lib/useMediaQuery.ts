import { useCallback, useSyncExternalStore } from "react";

/** The media list for `query`, or null where there is none (jsdom, or a test's stub without listeners). */
const listOf = (query: string): MediaQueryList | null => (typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : null);

/**
 * Whether `query` matches now, following its changes (a window resized, a tablet turned). Read during the
 * render, so the first paint is already the right layout. False where there is no `matchMedia`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = listOf(query);
      if (typeof list?.addEventListener !== "function") return () => undefined;
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => Boolean(listOf(query)?.matches),
    () => false,
  );
}
