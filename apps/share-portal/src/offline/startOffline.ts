import { onlineManager } from "@tanstack/react-query";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { sharedViewId } from "./offlineCopy.ts";

const { serviceWorkerUrl, serviceWorkerScope, offlineBannerId } = ON_SET_CONSTANTS;

/** True when this page is a sheet's offline copy (the worker wrote the banner into it). */
export const isOfflineCopy = () => document.getElementById(offlineBannerId) !== null;

/**
 * The page's side of the offline copy (docs/on-set.md). react-query is told the truth about the network
 * from the start (it assumes online until an event says otherwise), so on a copy opened without a network
 * the queries keep the embedded answers and wait, and a comment waits to be sent instead of failing. On a
 * shared view the worker is registered (scope: the shared views only) and given the files this first visit
 * loaded before it was there.
 */
export function startOffline(): void {
  onlineManager.setOnline(navigator.onLine);
  if (isOfflineCopy()) {
    // Back online: the queries refetch (react-query's reconnect), and the copy's banner goes.
    window.addEventListener("online", () => document.getElementById(offlineBannerId)?.remove(), { once: true });
  }
  if (!("serviceWorker" in navigator) || sharedViewId(location.pathname) === null) return;
  navigator.serviceWorker
    .register(serviceWorkerUrl, { scope: serviceWorkerScope })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
      registration.active?.postMessage({ type: "keep-shell-files", urls });
    })
    .catch(() => undefined);
}

/**
 * Asks the worker to keep this sheet's copy when the page did not arrive as the sheet's document through
 * the worker: opened from the gate in the page, or the first visit, before the worker existed.
 */
export function keepCopyOf(callSheetId: string, arrivedThroughWorker: boolean): void {
  if (arrivedThroughWorker || !navigator.onLine || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "store-copy", callSheetId })).catch(() => undefined);
}
