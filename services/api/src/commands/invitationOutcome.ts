import type { Knex } from "knex";
import type { Database } from "../db/connect.ts";
import { isMysql, toDatabaseDateTime } from "../db/dialect.ts";
import { retryOnDeadlock } from "../db/errors.ts";
import { enqueue } from "../jobs/enqueue.ts";
import { calendarCancelJob } from "../jobs/kinds/calendarCancel.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import { holdSheetAgainstPublish, noticeRevisionsAfter } from "./collaboratorNotices.ts";

/** Which invitation an outcome is about: the share and the token hash it carries (its pending one). */
type Sent = { shareId: number; tokenHash: string; attempts: number; now: Date };

/**
 * The calendar event an invitation carried, as the send job rendered it: the share's `calendar_generation`
 * then (the UID) and the revision told (its SEQUENCE). Both can have moved on by the time the mail server
 * accepted it (a revoke's CANCEL claimed the event, a publish), so they come from the job, not the row.
 */
export type RequestedEvent = { generation: number; sequence: number };

/** The columns that record an event's REQUEST reaching the collaborator's mail server (docs/calendar.md). */
function calendarRequested(event: RequestedEvent, at: string) {
  return { calendarRequestedGeneration: event.generation, calendarRequestedSequence: event.sequence, calendarRequestedAt: at };
}

/**
 * The mail server accepted the invitation: its credentials become the live ones (the old pair stops
 * working, and the generation moves on so sessions won with it end), the invitation is sent, and the share
 * ends when this invitation says it does. Only if it is still the share's pending invitation: a newer one
 * (a resend) or a revoke since then wins. Returns whether it was. Either way the e-mail went out with the
 * shoot's calendar event (METHOD:REQUEST), `sent.event`, and that is recorded (recordCalendarRequest).
 */
export async function promoteInvitation(db: Database, sent: Sent & { passwordHash: string; expiresAt: Date; outboxPath: string | null; event: RequestedEvent }): Promise<boolean> {
  const at = toDatabaseDateTime(sent.now);
  const changed = await CallSheetShare.query(db)
    .where({ id: sent.shareId, pendingTokenHash: sent.tokenHash, isActive: true })
    .patch({
      ...calendarRequested(sent.event, at),
      deliveredRevision: sent.event.sequence,
      tokenHash: sent.tokenHash,
      passwordHash: sent.passwordHash,
      pendingTokenHash: null,
      generation: CallSheetShare.raw("generation + 1") as unknown as number,
      credentialsSentAt: at,
      expiresAt: toDatabaseDateTime(sent.expiresAt),
      invitationState: "sent",
      invitationSentAt: at,
      invitationFailedAt: null,
      invitationFailure: null,
      invitationAttempts: sent.attempts,
      invitationOutboxPath: sent.outboxPath,
    });
  if (changed === 1) return true;
  await recordCalendarRequest(db, sent.shareId, sent.event, sent.now);
  return false;
}

/**
 * An invitation that no longer promotes (revoked or resent while it was being sent) still put the event in
 * the collaborator's calendar: recorded on the share whatever its state, unless a later event is recorded
 * already (a higher generation, or the same one with a later revision): an invitation whose event a revoke
 * cancelled, accepted after the collaborator was shared again and the new event delivered, must not hide
 * the new event from the next revoke's CANCEL. Revoked meanwhile, the revoke's
 * calendar.cancel may already have run and found nothing delivered, so another one is queued (same origin)
 * unless one is still waiting to run: it cancels the event now recorded. The share's row is read with a
 * lock after the write (MySQL: the latest committed state, a revoke in flight is waited for), so a revoke
 * that commits later finds this record with its own job.
 */
async function recordCalendarRequest(db: Database, shareId: number, event: RequestedEvent, now: Date): Promise<void> {
  await db.transaction(async (trx) => {
    const recorded = await CallSheetShare.query(trx)
      .findById(shareId)
      .where((newer) =>
        newer
          .whereNull("calendarRequestedGeneration")
          .orWhere("calendarRequestedGeneration", "<", event.generation)
          .orWhere((same) => same.where("calendarRequestedGeneration", event.generation).where((older) => older.whereNull("calendarRequestedSequence").orWhere("calendarRequestedSequence", "<=", event.sequence))),
      )
      .patch(calendarRequested(event, toDatabaseDateTime(now)));
    if (!recorded) return;
    const read = trx("call_sheet_shares").where({ id: shareId }).first<{ isActive: boolean | number } | undefined>("isActive");
    const share = await (isMysql(trx) ? read.forUpdate() : read);
    if (!share || Boolean(share.isActive)) return;
    await queueCancel(trx, shareId, now);
  });
}

/** A calendar.cancel for `shareId` with the origin of the revoke's own, unless that one has not run yet. */
async function queueCancel(trx: Knex.Transaction, shareId: number, now: Date): Promise<void> {
  const reference = `share:${shareId}`;
  const latest = await trx("jobs")
    .where({ kind: calendarCancelJob.name, reference })
    .orderBy("id", "desc")
    .first<{ state: string; attempts: number; payload: string | null } | undefined>("state", "attempts", "payload");
  // Not run yet: it reads the share after this record. One that ran (or is running, or retries a CANCEL it
  // claimed before) may have decided without it.
  if (!latest || (latest.state === "queued" && Number(latest.attempts) === 0) || latest.payload === null) return;
  const revoked = calendarCancelJob.payload.safeParse(JSON.parse(latest.payload));
  if (!revoked.success) return;
  await enqueue(trx, calendarCancelJob, { shareId, origin: revoked.data.origin }, { reference, now });
}

/**
 * An attempt failed. Temporary (`final` false): the reason and the count are kept while it stays queued.
 * Final (the server refused for good, or the last attempt; or the job died another way, its lease run out or
 * an error that was not the mail server's: jobs/kinds/invitationSend.ts invitationDied, which passes the job's
 * last error as the reason): the invitation failed with the server's reply,
 * its token is no longer pending, and the job's payload (the plain password) is forgotten in the same
 * transaction, since a dead job keeps its payload otherwise (docs/jobs.md). Live credentials stay live, a
 * never delivered share stays closed. A resend of a delivered share that fails for good leaves its
 * collaborator on the old credentials: a revision published while it was on its way (its notice left to
 * the resend) gets its notice now (noticeRevisionsAfter, counting from `delivered_revision`). The sheet is
 * held against a publish before the share's row is read (locked on MySQL), the order a delivery takes; a
 * deadlock with a resend or a publish is tried again, so the payload is not left behind.
 */
export async function recordInvitationFailure(db: Database, failed: Sent & { callSheetId: number; reason: string; final: boolean; jobId: number; origin: string }): Promise<void> {
  const reason = failed.reason.length > 1000 ? `${failed.reason.slice(0, 999)}…` : failed.reason;
  const pending = (connection: Knex) => CallSheetShare.query(connection).where({ id: failed.shareId, pendingTokenHash: failed.tokenHash });
  if (!failed.final) {
    await pending(db).patch({ invitationFailure: reason, invitationAttempts: failed.attempts });
    return;
  }
  await retryOnDeadlock(() =>
    db.transaction(async (trx) => {
      await holdSheetAgainstPublish(trx, failed.callSheetId);
      const share = await pending(trx).modify((query) => (isMysql(trx) ? query.forUpdate() : query)).first();
      await trx("jobs").where({ id: failed.jobId }).update({ payload: null });
      if (!share) return;
      await pending(trx).patch({ invitationState: "failed", invitationFailedAt: toDatabaseDateTime(failed.now), invitationFailure: reason, invitationAttempts: failed.attempts, pendingTokenHash: null });
      if (!share.isLiveAt(failed.now) || share.credentialsSentAt === null) return;
      await noticeRevisionsAfter(trx, { shareId: share.id, callSheetId: share.callSheetId, told: Number(share.deliveredRevision ?? 0), origin: failed.origin, now: failed.now });
    }),
  );
}
