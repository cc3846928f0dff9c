import type { Knex } from "knex";
import { toDatabaseDateTime } from "../db/dialect.ts";

/**
 * How long after a collaborator's reminder about a revision was sent no other one about that revision is
 * queued for them (an earlier one still queued or running counts too, however old): a double-click on
 * 'Remind N people', two producers at once, or the automatic reminder right after a manual one e-mailed
 * each pending collaborator twice (docs/revisions.md).
 */
export const REMINDER_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** The reminder job's reference: one collaborator and revision, so an earlier reminder is found by the index on `reference`. */
export const reminderReference = (shareId: number, revision: number) => `share:${shareId}:reminder:${revision}`;

/** A reminder (or what counts as one) of the latest revision to one collaborator: its job's reference, state and times. */
export type RecentReminder = { reference: string; state: string; createdAt: string; finishedAt: string | null };

type Told = { shareId: number; noticeKind: string; noticeState: string | null; noticeQueuedAt: string | null; noticeSentAt: string | null; invitationState: string; invitationQueuedAt: string | null; invitationSentAt: string | null };

/**
 * Those of `pending` already being told of `revision`, as reminders of it (an e-mail that asks them to
 * confirm it; a reminder beside it would be a second one within the minute): its notice still queued, or its
 * invitation on its way (a resend not yet refused: one waiting to try again after a temporary refusal may
 * never arrive, and a reminder then tells the revision): 'Send reminder' clicked as a publish's notices go
 * out. For the automatic reminder (`automatic`) also those told within the repeat window, by the notice or
 * the invitation: a publish moving the call into its hours, or sharing, re-arms it due at once, beside them.
 * 'Send reminder' after they went out is the producer's explicit wish.
 */
export async function justTold(trx: Knex.Transaction, pending: Array<{ id: number }>, revision: number, now: Date, automatic = false): Promise<RecentReminder[]> {
  const since = toDatabaseDateTime(new Date(now.getTime() - REMINDER_REPEAT_WINDOW_MS));
  const told: RecentReminder[] = [];
  for (let start = 0; start < pending.length; start += 500) {
    const rows = (await trx("call_sheet_share_revisions as state")
      .join("call_sheet_shares as share", "share.id", "state.share_id")
      .whereIn(
        "state.share_id",
        pending.slice(start, start + 500).map((share) => share.id),
      )
      .where("state.revision", revision)
      .where((query) =>
        query
          .where((notice) =>
            notice
              .where("state.notice_kind", "revision")
              .where((when) => when.where("state.notice_state", "queued").modify((also) => (automatic ? also.orWhere("state.notice_sent_at", ">", since) : also))),
          )
          .orWhere((invitation) =>
            invitation
              .where("state.notice_kind", "invitation")
              .where((when) =>
                when.where((onItsWay) => onItsWay.where("share.invitation_state", "queued").whereNull("share.invitation_failure")).modify((also) => (automatic ? also.orWhere("share.invitation_sent_at", ">", since) : also)),
              ),
          ),
      )
      .select("state.share_id", "state.notice_kind", "state.notice_state", "state.notice_queued_at", "state.notice_sent_at", "share.invitation_state", "share.invitation_queued_at", "share.invitation_sent_at")) as Told[];
    for (const row of rows) {
      const [state, queuedAt, sentAt] =
        row.noticeKind === "revision" ? [row.noticeState, row.noticeQueuedAt, row.noticeSentAt] : [row.invitationState, row.invitationQueuedAt, row.invitationSentAt];
      const queued = state === "queued";
      told.push({ reference: reminderReference(Number(row.shareId), revision), state: queued ? "queued" : "succeeded", createdAt: queuedAt ?? sentAt ?? toDatabaseDateTime(now), finishedAt: queued ? null : sentAt });
    }
  }
  return told;
}
