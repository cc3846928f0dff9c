import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet, useLocation } from "react-router-dom";
import { PortalBar } from "../components/PortalBar.tsx";
import { sharedViewId } from "../offline/offlineCopy.ts";
import { dropOfflineBanner, keepCopyOf } from "../offline/startOffline.ts";
import { sharedCallSheetKey } from "../lib/sharedCallSheetKey.ts";
import { readFirstResponse, seedFirstResponse } from "./firstResponse.ts";

/**
 * Every portal page's frame. In the browser, its first render puts the answers the portal server rendered
 * the page from (embedded in the HTML) into the query cache, before any page below asks for them; each
 * shared view it shows is kept for offline reading (docs/on-set.md).
 */
export function PortalFrame() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The path whose document came rendered through the service worker: the worker has kept it already.
  const [storedPath] = useState(() => {
    if (import.meta.env.SSR || typeof document === "undefined") return "";
    const first = readFirstResponse();
    if (first) seedFirstResponse(queryClient, first);
    return first && navigator.serviceWorker?.controller ? window.location.pathname : "";
  });
  // The copy is the last sheet this page showed: the worker is asked to store the page again whenever the
  // sheet's answer is one the copy does not hold. That is the first answer when the document did not come
  // through the worker (a first visit, opened from the gate), the first one after the view's own sign-in
  // (before it, no sheet: nothing is asked, so the worker's 'none' deletes nothing), and any refetch that
  // answers differently (a newer revision, a confirmation; react-query keeps an equal answer's object).
  useEffect(() => {
    const callSheetId = sharedViewId(pathname);
    if (!callSheetId) return undefined;
    const key = sharedCallSheetKey(callSheetId);
    let held = pathname === storedPath ? queryClient.getQueryData(key) : undefined;
    const keepIfNew = () => {
      const shown = queryClient.getQueryData(key);
      if (shown == null || shown === held) return;
      held = shown;
      keepCopyOf(callSheetId);
    };
    keepIfNew();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.query.queryHash !== JSON.stringify(key)) return;
      // A fetched answer (not the page's own embedded one, which is set by hand): an offline copy is current again.
      if (event.action.type === "success" && !event.action.manual) dropOfflineBanner();
      keepIfNew();
    });
  }, [pathname, storedPath, queryClient]);
  return (
    <>
      <PortalBar />
      <Outlet />
    </>
  );
}
