import { renderInvitation } from "@repo/mail/invitation";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import type { InvitationDelivery } from "@repo/contracts/sharing/schemas";
import { invitationPath } from "@repo/contracts/sharing/urls";
import type { Database } from "../db/connect.ts";
import { isMysql, toDatabaseDateTime } from "../db/dialect.ts";
import { retryOnDeadlock } from "../db/errors.ts";
import type { Mailer } from "../mail/Mailer.ts";
import type { CallSheet } from "../models/CallSheet.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { generateSharePassword, generateShareToken, hashShareToken } from "./shareCredentials.ts";
import { hashPassword } from "./passwords.ts";

export type ShareRequest = {
  sheet: CallSheet;
  email: string;
  role: ShareRole;
  message: string;
  createdBy: number | null;
  now: Date;
  expiryDays: number;
  /** Scheme, host and port the invitation's link starts with (the public origin). */
  origin: string;
  /** Unset: no way to send mail, so nothing is shared. */
  mailer: Mailer | undefined;
};

export type ShareOutcome = { sent: true; share: CallSheetShare; delivery: InvitationDelivery } | { sent: false; reason: unknown };

/** The columns a re-share replaces, so a failed send can put them back as they were. */
type Replaced = Pick<CallSheetShare, "role" | "message" | "tokenHash" | "passwordHash" | "generation" | "isActive" | "expiresAt" | "createdBy">;
const replacedOf = (share: CallSheetShare): Replaced => ({
  role: share.role,
  message: share.message,
  tokenHash: share.tokenHash,
  passwordHash: share.passwordHash,
  generation: share.generation,
  isActive: share.isActive,
  expiresAt: share.expiresAt,
  createdBy: share.createdBy,
});

/**
 * Shares `sheet` with one e-mail and sends the invitation. One share per sheet and e-mail: sharing again
 * replaces the token, password, role, message and expiry and reactivates it (the old link and password
 * stop working, and so do sessions won with them: the generation moves on).
 *
 * The share is written first and the e-mail sent after the write committed: holding a transaction open
 * across an SMTP conversation would hold SQLite's only write lock for seconds. When the send fails, the
 * share is put back as it was (a new one removed, a replaced one restored), so nobody holds credentials
 * that were never delivered. The plain token and password exist only in the e-mail.
 */
export async function shareCallSheet(db: Database, request: ShareRequest): Promise<ShareOutcome> {
  const token = generateShareToken();
  const password = generateSharePassword();
  const expiresAt = new Date(request.now.getTime() + request.expiryDays * 24 * 60 * 60 * 1000);
  const fresh = {
    role: request.role,
    message: request.message,
    tokenHash: hashShareToken(token),
    passwordHash: await hashPassword(password),
    isActive: true,
    expiresAt: toDatabaseDateTime(expiresAt),
    createdBy: request.createdBy,
  };

  // Shares of one sheet to several e-mails arrive in parallel (the dialog sends its rows at once): on MySQL
  // their locks on the not-yet-existing keys deadlock, and the losers are simply run again.
  const { share, previous } = await retryOnDeadlock(() =>
    db.transaction(async (trx) => {
      // MySQL: lock the row against a parallel re-share; SQLite's transaction already holds its only write lock.
      const query = CallSheetShare.query(trx).findOne({ callSheetId: request.sheet.id, email: request.email });
      const existing = await (isMysql(db) ? query.forUpdate() : query);
      if (!existing) {
        const created = await CallSheetShare.query(trx).insertAndFetch({ ...fresh, callSheetId: request.sheet.id, email: request.email, generation: 1, lastAccessed: null });
        return { share: created, previous: undefined };
      }
      const previous = replacedOf(existing);
      await existing.$query(trx).patch({ ...fresh, generation: existing.generation + 1 });
      return { share: await existing.$query(trx), previous };
    }),
  );

  try {
    if (!request.mailer) throw new Error("no mailer configured");
    const invitation = renderInvitation({
      shootingTitle: request.sheet.shootingTitle,
      shootingDate: request.sheet.shootingDate,
      locationSummary: request.sheet.locations,
      role: request.role,
      message: request.message,
      link: `${request.origin}${invitationPath(token, request.email, request.sheet.id)}`,
      password,
      expiresAt: expiresAt.toISOString(),
      recipientEmail: request.email,
    });
    const delivery = await request.mailer.send({ to: request.email, ...invitation });
    return { sent: true, share, delivery };
  } catch (reason) {
    if (previous) await share.$query(db).patch(previous);
    else await share.$query(db).delete();
    return { sent: false, reason };
  }
}
