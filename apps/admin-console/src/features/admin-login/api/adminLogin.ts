import type { LoginInput } from "@repo/contracts/auth/schemas";
import { ApiError, apiRequest } from "shell/apiClient";

const NO_CACHE = { "Cache-Control": "no-cache", Pragma: "no-cache" };

/**
 * `POST /api/admin/login` (spec §7): with the cookies and caching off. Resolves with the answer as text
 * (`"{status}\n{body}"`, for the page's debug panel); a refusal or no answer throws the client's ApiError.
 */
export async function adminLogin(input: LoginInput): Promise<string> {
  const response = await apiRequest("POST", "/api/admin/login", input, { cache: "no-store", headers: NO_CACHE });
  return `${response.status}\n${await response.text()}`;
}

/** The debug panel's text for a failed sign-in: the raw answer, or why there was none (status 0). */
export function debugTextOf(error: unknown): string {
  if (error instanceof ApiError) return `${error.status}\n${error.body || error.message}`;
  return error instanceof Error ? error.message : String(error);
}
