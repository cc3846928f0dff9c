import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { apiRequest } from "shell/portalKit";

/**
 * `POST /api/call-sheet-test-access`: the server grants a test commenter session only when it runs with
 * test access on (never in production); otherwise it answers 404 or 403 and grants nothing. Either way the
 * caller goes on to the shared view, which asks the server what the session really holds.
 */
export async function requestTestAccess(callSheetId: number): Promise<boolean> {
  try {
    await apiRequest("POST", SHARING_URLS.testAccess, { callSheetId, role: "commenter" });
    return true;
  } catch {
    return false;
  }
}
