import { COMPANY } from "@repo/contracts/common/constants";
import type { InvitationContact, InvitationEnded } from "@repo/contracts/sharing/collaborators";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { ADMIN_USERNAME } from "@repo/contracts/users/constants";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { ownerAddress } from "../jobs/kinds/commentDigest.ts";
import { CallSheet } from "../models/CallSheet.ts";
import type { CallSheetShare } from "../models/CallSheetShare.ts";
import { User } from "../models/User.ts";

type EndedShare = Pick<CallSheetShare, "callSheetId" | "isActive" | "createdBy">;

/**
 * A 410: the invitation behind a token or a session's grant was revoked or has expired. Thrown with the
 * share when the thrower has it (the access calls), with the sheet only when it does not (the policies,
 * which see the session's ended grants by sheet); middlewares/shareGrants.ts answers it with the body of
 * invitationEndedSchema, so no route has to build it.
 */
export class InvitationEndedError extends HttpError {
  constructor(
    readonly callSheetId: number,
    readonly share?: EndedShare,
  ) {
    super(410, SHARING_MESSAGES.invitationEnded);
  }
}

/**
 * Whom to ask for a new invitation: the admin who shared it (full name, else username, and e-mail), else
 * the first admin, whose row holds a placeholder address, so its e-mail is ADMIN_EMAIL (`adminEmail`;
 * jobs/kinds/commentDigest.ts ownerAddress, the rule the comment digest follows), else the company's
 * production contact (with ADMIN_EMAIL's address when that is set).
 */
async function contactFor(db: Database, createdBy: number | null, adminEmail: string | undefined): Promise<InvitationContact> {
  const columns = ["fullName", "username", "email"] as const;
  const sharer = createdBy === null ? undefined : await User.query(db).findById(createdBy).select(...columns);
  for (const who of [sharer, sharer?.username === ADMIN_USERNAME ? undefined : await User.query(db).findOne({ username: ADMIN_USERNAME }).select(...columns)]) {
    const email = who && ownerAddress(who, adminEmail);
    if (who && email) return { name: who.fullName?.trim() || who.username, email };
  }
  return { name: COMPANY.productionContact.name, email: adminEmail ?? COMPANY.productionContact.email };
}

/**
 * The 410's body for `share`: why it ended, the shoot's title and whom to ask. Only ever built for a token
 * or a grant that really was this share's, so it tells nobody more than they were invited to.
 */
export async function describeEndedInvitation(db: Database, share: EndedShare, adminEmail: string | undefined): Promise<InvitationEnded> {
  const [sheet, contact] = await Promise.all([CallSheet.query(db).findById(share.callSheetId).select("shootingTitle"), contactFor(db, share.createdBy, adminEmail)]);
  return {
    message: SHARING_MESSAGES.invitationEnded,
    ended: { reason: share.isActive ? "expired" : "revoked", shootingTitle: sheet?.shootingTitle ?? "", contact },
  };
}
