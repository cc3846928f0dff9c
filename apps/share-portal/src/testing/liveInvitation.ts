import type { ApiHandler } from "@repo/ui/loopbackApi";
import type { InvitationEnded } from "@repo/contracts/sharing/collaborators";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";

export const SHOOTING_TITLE = "Summer Linen";

/**
 * The API for a live invitation of sheet 7 to a session that holds no grant (the gate's preview answers
 * the title, check-auth says no); `handler` answers first, so a test changes only the call it is about.
 */
export const liveInvitation =
  (handler: ApiHandler = () => undefined): ApiHandler =>
  async (call) => {
    const answer = await handler(call);
    if (answer !== undefined) return answer;
    if (call.method === "GET" && call.path.startsWith("/api/call-sheet-access/")) return { body: { callSheetId: 7, shootingTitle: SHOOTING_TITLE } };
    if (call.path === "/api/check-call-sheet-auth/7") return { body: { authenticated: false, isAdmin: false, email: null, role: null } };
    return undefined;
  };

/** The API's 410 for an invitation that was revoked (or has expired), as services/api answers it. */
export const invitationEnded = (reason: "revoked" | "expired" = "revoked"): { status: number; body: InvitationEnded } => ({
  status: 410,
  body: { message: SHARING_MESSAGES.invitationEnded, ended: { reason, shootingTitle: SHOOTING_TITLE, contact: { name: "Mila Producer", email: "mila@studio.example" } } },
});
