import { type InvitationEnded, invitationEndedSchema } from "@repo/contracts/sharing/collaborators";
import { ApiError } from "shell/portalKit";

/**
 * The two answers no retry can change (issue 23, "every dead end gets a way out"): the invitation behind a
 * token or the session's grant ended (410 with who to ask), or the token was never issued (404). The
 * screens show these as their own pages instead of a password form or 'Please try again'.
 */
export function invitationEndedOf(error: unknown): InvitationEnded | undefined {
  if (!(error instanceof ApiError) || error.status !== 410) return undefined;
  try {
    const parsed = invitationEndedSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A token the API does not know: 404 to the gate's preview and to the access call. */
export function isUnknownToken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
