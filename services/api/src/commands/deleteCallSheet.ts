import type { Knex } from "knex";
import { cancelledSheet, publishedSheet } from "../calendar/calendarPart.ts";
import { eventFacts } from "../calendar/callSheetEvent.ts";
import type { Database } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { enqueueMany } from "../jobs/enqueue.ts";
import { calendarCancelJob } from "../jobs/kinds/calendarCancel.ts";
import { CallSheet } from "../models/CallSheet.ts";

/** What a share records of the events its invitations put in a calendar (docs/calendar.md). */
type ShareEvents = {
  id: number;
  email: string;
  invitedBy: number | null;
  calendarGeneration: number;
  calendarRequestedGeneration: number | null;
  calendarCancelGeneration: number | null;
};

/**
 * The events of a share still in its collaborator's calendar: the one a revoke's calendar.cancel claimed
 * and has not mailed yet (`calendar_cancel_generation`), and the current one when a REQUEST of it reached a
 * mail server (`calendar_requested_generation` = `calendar_generation`), active or revoked (a revoke whose
 * cancel has not run yet). One whose CANCEL went out is behind the share's generation: nothing.
 */
export function uncancelledEvents(share: ShareEvents): number[] {
  const events: number[] = [];
  if (share.calendarCancelGeneration !== null) events.push(Number(share.calendarCancelGeneration));
  const current = Number(share.calendarGeneration);
  if (share.calendarRequestedGeneration !== null && Number(share.calendarRequestedGeneration) === current && !events.includes(current)) events.push(current);
  return events;
}

/**
 * Deletes a call sheet (its shares, revisions and the rest cascade) and, in the same transaction, queues a
 * calendar.cancel for every event its collaborators' calendars still hold (uncancelledEvents), each carrying
 * its event (the share, the sheet and its revisions are gone when it runs): the revision the existing
 * cancel would use (cancelledSheet: the latest, else the newest earlier one with a date), SEQUENCE = the
 * latest revision, the same UID. A revoke's cancel still queued finds its share gone and ends; the delete's
 * carries its CANCEL. False for an unknown sheet.
 *
 * MySQL: the sheet's and its shares' rows are read locked, as committed, and held until the delete: a
 * revoke, a cancel job's claim or an invitation's delivery record either committed before (and is read
 * here) or finds the rows gone.
 */
export async function deleteCallSheet(db: Database, callSheetId: number, request: { origin: string; now: Date }): Promise<boolean> {
  return await db.transaction(async (trx) => {
    const sheet = trx("call_sheets").where({ id: callSheetId }).first<{ id: number } | undefined>("id");
    if (!(await (isMysql(trx) ? sheet.forUpdate() : sheet))) return false;
    const read = trx("call_sheet_shares")
      .where({ callSheetId })
      .orderBy("id")
      .select<ShareEvents[]>("id", "email", "invitedBy", "calendarGeneration", "calendarRequestedGeneration", "calendarCancelGeneration");
    const shares = await (isMysql(trx) ? read.forUpdate() : read);
    const cancels = shares.flatMap((share) => uncancelledEvents(share).map((generation) => ({ share, generation })));
    if (cancels.length > 0) await queueCancels(trx, callSheetId, cancels, request);
    await CallSheet.query(trx).deleteById(callSheetId);
    return true;
  });
}

async function queueCancels(trx: Knex.Transaction, callSheetId: number, cancels: Array<{ share: ShareEvents; generation: number }>, request: { origin: string; now: Date }): Promise<void> {
  const published = await publishedSheet(trx, callSheetId);
  const dated = published && (await cancelledSheet(trx, callSheetId, published));
  // No revision ever had a date: no REQUEST carried an event, nothing to cancel.
  if (!published || !dated) return;
  const inviterIds = [...new Set(cancels.map(({ share }) => share.invitedBy).filter((id): id is number => id !== null))];
  const inviters = inviterIds.length === 0 ? [] : await trx("users").whereIn("id", inviterIds).select<Array<{ id: number; email: string | null }>>("id", "email");
  const inviterEmail = new Map(inviters.map((inviter) => [Number(inviter.id), inviter.email?.trim() || null]));
  const sheet = eventFacts(dated.sheet);
  const payloads = cancels.map(({ share, generation }) => ({
    shareId: share.id,
    origin: request.origin,
    deleted: {
      callSheetId,
      email: share.email,
      generation,
      sequence: dated.sequence,
      subjectTitle: published.sheet.shootingTitle,
      inviterEmail: share.invitedBy === null ? null : (inviterEmail.get(Number(share.invitedBy)) ?? null),
      sheet,
    },
  }));
  await enqueueMany(trx, calendarCancelJob, payloads, { reference: (payload) => `share:${payload.shareId}`, now: request.now });
}
