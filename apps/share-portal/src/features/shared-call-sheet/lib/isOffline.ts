import { onlineManager } from "@tanstack/react-query";

/**
 * Whether the phone is offline as the portal counts it: react-query's online state (startOffline.ts keeps it
 * with the browser's events) or the browser's own flag, whichever says offline first. A press made offline is
 * kept or explained instead of sent (a comment, a Confirm, a calendar download).
 */
export const isOffline = (): boolean => !onlineManager.isOnline() || (typeof navigator !== "undefined" && !navigator.onLine);
