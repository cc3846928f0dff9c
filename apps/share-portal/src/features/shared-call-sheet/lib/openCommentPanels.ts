import { useEffect, useSyncExternalStore } from "react";

/**
 * How many comment panels are open on the page: while one is, the fixed 'N comments waiting to send'
 * notice gives way to the same words inside the panel (on a 375 px phone the notice covered the panel's
 * form). A count, not a flag: closing one panel as another opens must not bring the notice back.
 */
let open = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by an open panel: counted while it is mounted. */
export function useCountedOpenPanel(): void {
  useEffect(() => {
    open += 1;
    changed();
    return () => {
      open -= 1;
      changed();
    };
  }, []);
}

/** Whether a comment panel is open (never on the portal server: every panel is closed there). */
export function useCommentPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
}
