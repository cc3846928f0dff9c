import type { Knex } from "knex";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { enqueueMany } from "../jobs/enqueue.ts";
import { revisionNoticeJob } from "../jobs/kinds/revisionNotice.ts";

/**
 * Rows a multi-row INSERT carries: knex writes one on SQLite as `SELECT ... UNION ALL SELECT ...`, and SQLite
 * takes at most 500 terms in a compound SELECT (its variables, 32,766 since 3.32, are not the limit: 6 a
 * row here). A sheet shared with 200 people is one statement, not three.
 */
const ROWS_PER_INSERT = 500;

/**
 * The share's invitation is what tells its collaborator about `revision` (issue 25): the invitation renders
 * the latest revision when it is sent, so its delivery is that revision's notice. Written in the
 * invitation's transaction (commands/shareCallSheet.ts queueInvitation and shareIn).
 */
export async function recordInvitationNotice(trx: Knex.Transaction, row: { shareId: number; callSheetId: number; revision: number }): Promise<void> {
  await trx("call_sheet_share_revisions").insert({ ...row, noticeKind: "invitation" }).onConflict(["share_id", "revision"]).merge(["notice_kind"]);
}

type Recipient = { id: number; pendingTokenHash: string | null };

/**
 * Publishing notifies (issue 25), in the publish's transaction: every collaborator whose share is active,
 * not ended and whose credentials reached them gets a revision.notice job (queued, its row says so), which
 * the runner mails (jobs/kinds/revisionNotice.ts). One whose invitation is still on its way is told by that
 * invitation, which renders this revision. A share never delivered (its invitation failed) gets nothing:
 * a notice could not open anything. Returns how many notices were queued.
 */
export async function notifyCollaborators(trx: Knex.Transaction, callSheetId: number, revision: number, origin: string, now: Date): Promise<number> {
  const at = toDatabaseDateTime(now);
  const shares = (await trx("call_sheet_shares")
    .where({ callSheetId, isActive: true })
    .where("expires_at", ">", at)
    .where((query) => query.whereNotNull("credentials_sent_at").orWhereNotNull("pending_token_hash"))
    .select("id", "pending_token_hash")) as Recipient[];
  if (shares.length === 0) return 0;
  const rows = shares.map((share) =>
    share.pendingTokenHash
      ? { shareId: share.id, callSheetId, revision, noticeKind: "invitation", noticeState: null, noticeQueuedAt: null }
      : { shareId: share.id, callSheetId, revision, noticeKind: "revision", noticeState: "queued", noticeQueuedAt: at },
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx("call_sheet_share_revisions").insert(rows.slice(start, start + ROWS_PER_INSERT)).onConflict(["share_id", "revision"]).merge(["notice_kind", "notice_state", "notice_queued_at"]);
  }
  const notified = shares.filter((share) => !share.pendingTokenHash);
  await enqueueMany(trx, revisionNoticeJob, notified.map((share) => ({ shareId: share.id, revision, origin })), { now, reference: `call-sheet:${callSheetId}:revision:${revision}` });
  return notified.length;
}
