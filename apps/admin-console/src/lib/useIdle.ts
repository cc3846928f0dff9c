import { useEffect, useState } from "react";

/** How long useIdle may wait for the page to settle before it reports idle anyway (ms). */
export const IDLE_TIMEOUT_MS = 1_500;

/** Where the browser has no requestIdleCallback (Safari), useIdle reports idle after this long (ms). */
export const IDLE_FALLBACK_MS = 200;

/**
 * True once the browser is idle after the first paint (or IDLE_TIMEOUT_MS passed), false until then: a
 * request that can wait (the editor bar's Collaborators count) does not compete with the page's own first
 * requests and render. Safari has no requestIdleCallback: there a IDLE_FALLBACK_MS timer stands in.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), IDLE_FALLBACK_MS);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
