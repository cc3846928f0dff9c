import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet, useLocation } from "react-router-dom";
import { PortalBar } from "../components/PortalBar.tsx";
import { sharedViewId } from "../offline/offlineCopy.ts";
import { keepCopyOf } from "../offline/startOffline.ts";
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
  useEffect(() => {
    const callSheetId = sharedViewId(pathname);
    if (callSheetId) keepCopyOf(callSheetId, pathname === storedPath);
  }, [pathname, storedPath]);
  return (
    <>
      <PortalBar />
      <Outlet />
    </>
  );
}
