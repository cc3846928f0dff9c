import type { CheckAuth } from "@repo/contracts/sharing/schemas";
import { type ActorState, isAdmin } from "../../policies/actors.ts";
import { readerOf, refuseEndedGrant } from "../../policies/index.ts";

/**
 * Who the session is on a sheet, as the rules see it (policies readerOf): nobody, the admin (role null: an
 * admin is not a collaborator; isAdmin says it all) or the sheet's grant, with its e-mail and role. A session
 * whose grant of that sheet was revoked or expired hears so (410, policies refuseEndedGrant).
 * `GET /api/check-call-sheet-auth/{id}` answers it, and `GET /api/shared-view/{id}` carries it.
 */
export function checkAuthOf(state: ActorState, callSheetId: number): CheckAuth {
  refuseEndedGrant(state, callSheetId);
  const reader = readerOf(state, { id: callSheetId });
  const grant = reader?.kind === "shareGrant" ? reader : undefined;
  return { authenticated: reader !== undefined, isAdmin: reader !== undefined && isAdmin(reader), email: grant?.email ?? null, role: grant?.role ?? null };
}
