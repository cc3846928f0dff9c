import { useEffect, useRef } from "react";
import { SUCCESS_CONFETTI } from "@repo/contracts/publicSite/constants";

/**
 * Fires the success page's confetti once per visit. canvas-confetti bursts do not recycle (each piece falls
 * once); the library is fetched after the page has rendered, and not at all when the user prefers reduced
 * motion. Returns nothing: the burst is decoration only.
 */
export function useConfettiBurst(): void {
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true; // StrictMode runs effects twice in development; one burst is the spec.
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    void import("canvas-confetti").then(({ default: confetti }) => {
      // The default instance draws in a blob: Web Worker, which our CSP (script-src 'self') refuses.
      const burst = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
      void burst({ ...SUCCESS_CONFETTI });
    });
  }, []);
}
