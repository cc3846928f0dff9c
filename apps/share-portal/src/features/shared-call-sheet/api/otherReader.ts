import type { QueryClient } from "@tanstack/react-query";
import { otherReaderRefusalSchema } from "@repo/contracts/sharing/comments";
import { ApiError } from "shell/portalKit";
import { sharedCallSheetKey } from "../../../lib/sharedCallSheetKey.ts";
import { checkAuthKey } from "./checkAuth.ts";

/**
 * Whether `error` is the API's 409 for a comment or a confirmation made as another reader than the one the
 * session reads as now (OTHER_READER_REASON): someone else signed in on this device since, in another tab.
 */
export function isOtherReader(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  try {
    return otherReaderRefusalSchema.safeParse(JSON.parse(error.body)).success;
  } catch {
    return false;
  }
}

/**
 * After such a 409: the page asks again whom it reads as (check-auth) and for the sheet as them, so it stops
 * showing and writing as the reader who left; what that reader made waits for them (or is dropped, saying so).
 */
export function rereadReader(queryClient: QueryClient, callSheetId: string): void {
  void queryClient.invalidateQueries({ queryKey: checkAuthKey(callSheetId) });
  void queryClient.invalidateQueries({ queryKey: sharedCallSheetKey(callSheetId) });
}
