import type { Knex } from "knex";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import type { Database } from "../db/connect.ts";
import { isMysql, selectRows, toDatabaseDateTime } from "../db/dialect.ts";
import { isUniqueViolation, retryOnDeadlock } from "../db/errors.ts";
import { enqueue } from "../jobs/enqueue.ts";
import { invitationSendJob } from "../jobs/kinds/invitationSend.ts";
import type { CallSheet } from "../models/CallSheet.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { recordInvitationNotice } from "./collaboratorNotices.ts";
import { invitationEnd, lastShootingDay } from "./invitationExpiry.ts";
import { latestOrFirstRevision } from "./publishRevision.ts";
import { generateSharePassword, generateShareToken, hashShareToken, unusableCredentials } from "./shareCredentials.ts";

/** What every invitation is written with: when, by whom, to be opened at which origin. */
export type InvitationRequest = {
  /** The admin sending it (its e-mail becomes the Reply-To). */
  invitedBy: number | null;
  now: Date;
  /** SHARE_EXPIRY_DAYS: the shortest life of an invitation. */
  expiryDays: number;
  /** Scheme, host and port the invitation's link starts with (the public origin). */
  origin: string;
};

export type ShareRequest = InvitationRequest & { callSheetId: number; email: string; role: ShareRole; message: string };

/** What an invitation's end is worked out from (invitationExpiry.ts). */
type SheetDates = Pick<CallSheet, "id" | "shootingDate" | "locationsList" | "sceneSchedule">;

/** A share made or renewed: `revision` is the one its invitation was recorded as the notice of (undefined: none). */
export type Shared = { share: CallSheetShare; created: boolean; revision: number | undefined };

/** A new invitation's columns: its token's hash pending, the delivery state back to queued. */
function queuedInvitation(tokenHash: string, request: InvitationRequest) {
  return {
    pendingTokenHash: tokenHash,
    invitationState: "queued" as const,
    invitationQueuedAt: toDatabaseDateTime(request.now),
    invitationSentAt: null,
    invitationFailedAt: null,
    invitationFailure: null,
    invitationAttempts: 0,
    invitationOutboxPath: null,
    invitedBy: request.invitedBy,
  };
}

/** The job that mails the invitation; its payload is the only place the plain token and password exist. */
async function enqueueInvitation(trx: Knex.Transaction, shareId: number, credentials: { token: string; password: string }, request: InvitationRequest): Promise<void> {
  await enqueue(trx, invitationSendJob, { shareId, ...credentials, origin: request.origin }, { reference: `share:${shareId}`, now: request.now });
}

const newCredentials = () => ({ token: generateShareToken(), password: generateSharePassword() });

/**
 * Queues a new invitation of `share` (its row locked or written in `trx`): new credentials, their token's
 * hash pending and their password in the job's payload (jobs/kinds/invitationSend.ts), which the runner
 * sends. If the share's live credentials reached the collaborator and still work, they keep working until
 * the mail server accepts the new invitation (so a failed resend locks nobody out). Otherwise (a revoked,
 * expired or never delivered share) the live pair is made unusable at once and the generation moves on,
 * so nothing old comes back to life and no session survives.
 */
export async function queueInvitation(
  trx: Knex.Transaction,
  share: CallSheetShare,
  sheet: SheetDates,
  request: InvitationRequest,
  changes: Partial<Pick<CallSheetShare, "role" | "message">> = {},
  revision?: number,
): Promise<CallSheetShare> {
  const credentials = newCredentials();
  // Issue 25: the invitation tells the collaborator about the latest revision (revision 1 is published first if there is none).
  const latest = revision ?? (await latestOrFirstRevision(trx, share.callSheetId, request.invitedBy, request.now));
  if (latest !== undefined) await recordInvitationNotice(trx, { shareId: share.id, callSheetId: share.callSheetId, revision: latest });
  const live = share.credentialsSentAt !== null && share.isLiveAt(request.now);
  await share.$query(trx).patch({
    ...changes,
    isActive: true,
    ...(live
      ? {}
      : {
          ...(await unusableCredentials()),
          credentialsSentAt: null,
          generation: share.generation + 1,
          expiresAt: toDatabaseDateTime(invitationEnd(lastShootingDay(sheet), request.now, request.expiryDays)),
        }),
    ...queuedInvitation(hashShareToken(credentials.token), request),
  });
  await enqueueInvitation(trx, share.id, credentials, request);
  return share.$query(trx);
}

/**
 * Shares sheet `request.callSheetId` with one e-mail: the share and its invitation job in one transaction,
 * nothing mailed here (the runner sends it; docs/sharing.md). One share per sheet and e-mail: sharing again
 * is a resend with the new role and message (queueInvitation says what happens to the old credentials).
 * Undefined: no such sheet.
 */
export async function shareCallSheet(db: Database, request: ShareRequest): Promise<Shared | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryOnDeadlock(() => db.transaction((trx) => shareIn(trx, request)));
    } catch (error) {
      // Another request inserted the same sheet and e-mail between our read and our insert: run again, as a re-share.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * The sheet's dates and the number of its latest revision (null: none), in one statement: a share's first
 * read. Round trips are what a share costs on MariaDB (bench/invitations.mjs), and the two used to be two.
 */
async function sheetToShare(trx: Knex.Transaction, callSheetId: number): Promise<(SheetDates & { latestRevision: number | null }) | undefined> {
  const [row] = await selectRows<SheetDates & { latestRevision: number | string | null }>(
    trx,
    `SELECT id, shooting_date, locations_list, scene_schedule,
      (SELECT MAX(number) FROM call_sheet_revisions WHERE call_sheet_id = call_sheets.id) AS latest_revision
    FROM call_sheets WHERE id = ?`,
    [callSheetId],
  );
  return row && { ...row, latestRevision: row.latestRevision === null ? null : Number(row.latestRevision) };
}

async function shareIn(trx: Knex.Transaction, request: ShareRequest): Promise<Shared | undefined> {
  const { email, role, message } = request;
  const sheet = await sheetToShare(trx, request.callSheetId);
  if (!sheet) return undefined;
  // Insert first: most shares are new e-mails, and a read before the insert was one round trip more per
  // share (MariaDB POST p95 at concurrency 10 is bound by statements, bench/invitations.mjs). Not
  // `SELECT ... FOR UPDATE` of a key not there yet either: on MySQL it locks the index gap, and the dialog's
  // parallel rows (one sheet, several e-mails) then deadlock on each other's inserts. A duplicate fails only
  // its statement (MySQL and SQLite keep the transaction), and the existing row is then locked and re-shared.
  const credentials = newCredentials();
  // Issue 25: a sheet shared without a revision publishes revision 1 here, in the share's transaction, before
  // the share's insert (which, on MySQL, takes a shared lock on the sheet's row that the publish's lock would wait on).
  const revision = await latestOrFirstRevision(trx, sheet.id, request.invitedBy, request.now, sheet.latestRevision);
  try {
    // insert, not insertAndFetch: the instance already holds every column written (one query fewer a share).
    const created = await CallSheetShare.query(trx).insert({
      callSheetId: sheet.id,
      email,
      role,
      message,
      ...(await unusableCredentials()),
      generation: 1,
      isActive: true,
      lastAccessed: null,
      firstAccessed: null,
      credentialsSentAt: null,
      expiresAt: toDatabaseDateTime(invitationEnd(lastShootingDay(sheet), request.now, request.expiryDays)),
      createdBy: request.invitedBy,
      ...queuedInvitation(hashShareToken(credentials.token), request),
    });
    await enqueueInvitation(trx, created.id, credentials, request);
    if (revision !== undefined) await recordInvitationNotice(trx, { shareId: created.id, callSheetId: sheet.id, revision });
    return { share: created, created: true, revision };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const existing = await CallSheetShare.query(trx).findOne({ callSheetId: sheet.id, email }).modify((query) => (isMysql(trx) ? query.forUpdate() : query));
  // Gone between the failed insert and this read (deleted with its sheet): the caller runs it again.
  if (!existing) throw new Error("share vanished between insert and re-share");
  return { share: await queueInvitation(trx, existing, sheet, request, { role, message }, revision), created: false, revision };
}
