import { COMPANY } from "@repo/contracts/common/constants";
import type { InvitationContact, InvitationEnded } from "@repo/contracts/sharing/collaborators";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
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
 * the first admin (whose e-mail is ADMIN_EMAIL's, config.ts), else the company's production contact.
 */
async function contactFor(db: Database, createdBy: number | null): Promise<InvitationContact> {
  const columns = ["fullName", "username", "email"] as const;
  const sharer = createdBy === null ? undefined : await User.query(db).findById(createdBy).select(...columns);
  const who = sharer?.email ? sharer : await User.query(db).where({ role: "admin" }).whereNot({ email: "" }).orderBy("id").first().select(...columns);
  if (!who?.email) return { name: COMPANY.productionContact.name, email: COMPANY.productionContact.email };
  return { name: who.fullName?.trim() || who.username, email: who.email };
}

/**
 * The 410's body for `share`: why it ended, the shoot's title and whom to ask. Only ever built for a token
 * or a grant that really was this share's, so it tells nobody more than they were invited to.
 */
export async function describeEndedInvitation(db: Database, share: EndedShare): Promise<InvitationEnded> {
  const [sheet, contact] = await Promise.all([CallSheet.query(db).findById(share.callSheetId).select("shootingTitle"), contactFor(db, share.createdBy)]);
  return {
    message: SHARING_MESSAGES.invitationEnded,
    ended: { reason: share.isActive ? "expired" : "revoked", shootingTitle: sheet?.shootingTitle ?? "", contact },
  };
}
