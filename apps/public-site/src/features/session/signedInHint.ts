import { SIGNED_IN_HINT } from "@repo/contracts/auth/constants";

/**
 * Whether the API marked this browser as signed in (contracts/auth/constants.ts). Only a hint: the signed-in bar
 * still asks the API who the visitor is, and forgets the hint when the answer is "nobody".
 */
export function hasSignedInHint(): boolean {
  return typeof document !== "undefined" && document.cookie.split("; ").includes(`${SIGNED_IN_HINT.cookieName}=${SIGNED_IN_HINT.value}`);
}

/** Drops a hint the session no longer backs (it expired, or ended elsewhere), so the next visit asks nothing. */
export function forgetSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT.cookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
}
