import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet } from "react-router-dom";
import { PortalBar } from "../components/PortalBar.tsx";
import { readFirstResponse, seedFirstResponse } from "./firstResponse.ts";

/**
 * Every portal page's frame. In the browser, its first render puts the answers the portal server rendered
 * the page from (embedded in the HTML) into the query cache, before any page below asks for them.
 */
export function PortalFrame() {
  const queryClient = useQueryClient();
  useState(() => {
    if (import.meta.env.SSR || typeof document === "undefined") return;
    const first = readFirstResponse();
    if (first) seedFirstResponse(queryClient, first);
  });
  return (
    <>
      <PortalBar />
      <Outlet />
    </>
  );
}
