import { onlineManager } from "@tanstack/react-query";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { forgetDraftsOf } from "./commentDrafts.ts";
import { forgetConfirmationsForgottenByWorker } from "./forgetSheet.ts";
import { sharedViewId } from "./offlineCopy.ts";
import { forgetConfirmationsOf } from "./pendingConfirmations.ts";

const { serviceWorkerUrl, serviceWorkerScope, offlineBannerId } = ON_SET_CONSTANTS;

/** True when this page is a sheet's offline copy (the worker wrote the banner into it). */
export const isOfflineCopy = () => document.getElementById(offlineBannerId) !== null;

/** Removes the offline copy's banner: the page now shows a sheet the server has just answered. */
export function dropOfflineBanner(): void {
  document.getElementById(offlineBannerId)?.remove();
}

/**
 * The page's side of the offline copy (docs/on-set.md). react-query is told the truth about the network
 * from the start (it assumes online until an event says otherwise), so on a copy opened without a network
 * the queries keep the embedded answers and wait, and a comment waits to be sent instead of failing. On a
 * shared view the worker is registered (scope: the shared views only) and given the files this first visit
 * loaded before it was there.
 */
export function startOffline(): void {
  onlineManager.setOnline(navigator.onLine);
  // Back online, the queries refetch (react-query's reconnect); the copy's banner goes when the sheet's
  // answer has come (app/PortalFrame.tsx dropOfflineBanner), not at the `online` event: a captive portal or
  // a flaky Wi-Fi says online and then answers nothing, and the old revision must not lose its banner.
  if (isOfflineCopy()) forgetWithTheCopy();
  const callSheetId = sharedViewId(location.pathname);
  if (callSheetId === null) return;
  // A 'Forget this sheet' the worker answered before this page's scripts could drop the waiting Confirm.
  void forgetConfirmationsForgottenByWorker(callSheetId);
  void registerWorker()?.catch(() => undefined);
}

let registered: Promise<ServiceWorker> | undefined;

/**
 * The registration's worker once it is active (or activating: messages wait for it). Not
 * `navigator.serviceWorker.ready`: that waits for a worker whose scope holds the address the page was
 * LOADED at, which for a page loaded at the gate never comes.
 */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return Promise.resolve(registration.active);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error("no service worker"));
  return new Promise((resolve, reject) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activating" || worker.state === "activated") resolve(worker);
      else if (worker.state === "redundant") reject(new Error("service worker redundant"));
    });
  });
}

/**
 * Registers the worker (scope: the shared views only), once per page, and gives it the files this page
 * loaded before it was there. Asked at the start of a page loaded at a shared view, and by the first copy a
 * page asks to keep: a sheet opened from the gate (`/call-sheet-access/...`, a page loaded outside the
 * worker's scope that moves to the sheet without a new load) had no worker, and no copy, before.
 * Undefined where the browser has no service workers.
 */
function registerWorker(): Promise<ServiceWorker> | undefined {
  if (!("serviceWorker" in navigator)) return undefined;
  registered ??= navigator.serviceWorker
    .register(serviceWorkerUrl, { scope: serviceWorkerScope })
    .then(activeWorker)
    .then((worker) => {
      const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
      worker.postMessage({ type: "keep-shell-files", urls });
      return worker;
    });
  // A refusal (a private window, storage blocked) is asked again by the next caller.
  registered.catch(() => (registered = undefined));
  return registered;
}

/**
 * The banner's 'Forget this sheet' goes to the worker, which drops the copy and the comments waiting to be
 * sent; a Confirm waiting to be sent (localStorage) and the comments being written (sessionStorage) are out
 * of the worker's reach: the page drops them as the link is followed (the reader's choice: nothing of the
 * sheet waits on this device any more). Followed before these scripts ran, the worker's note does it at the
 * sheet's next start (offline/forgetSheet.ts).
 */
function forgetWithTheCopy(): void {
  const link = document.getElementById(offlineBannerId)?.querySelector("a");
  const callSheetId = link ? sharedViewId(new URL(link.href, location.href).pathname) : null;
  if (!link || !callSheetId) return;
  link.addEventListener("click", () => {
    forgetConfirmationsOf(callSheetId);
    forgetDraftsOf(callSheetId);
  });
}

/**
 * Asks the worker to keep this sheet's copy of what the page shows: app/PortalFrame.tsx asks it whenever the
 * shown answer is one the copy does not hold (a document that did not come through the worker, the view's
 * own sign-in, a refetch that answers differently).
 */
export function keepCopyOf(callSheetId: string): void {
  if (!navigator.onLine) return;
  void registerWorker()
    ?.then((worker) => worker.postMessage({ type: "store-copy", callSheetId }))
    .catch(() => undefined);
}
