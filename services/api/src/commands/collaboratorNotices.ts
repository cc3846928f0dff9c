import type { Knex } from "knex";
import { isMysql, selectRows, toDatabaseDateTime } from "../db/dialect.ts";
import { enqueue, enqueueMany } from "../jobs/enqueue.ts";
import { DEFAULT_SEND_DEADLINE_MS } from "../jobs/kinds/collaboratorMail.ts";
import { reminderSendJob } from "../jobs/kinds/reminders.ts";
import { noticeReference, revisionNoticeJob, unfinishedNoticeJobs } from "../jobs/kinds/revisionNotice.ts";
import { reminderReference } from "./reminders.ts";

/**
 * Rows a multi-row INSERT carries: knex writes one on SQLite as `SELECT ... UNION ALL SELECT ...`, and SQLite
 * takes at most 500 terms in a compound SELECT (its variables, 32,766 since 3.32, are not the limit: 6 a
 * row here). A sheet shared with 200 people is one statement, not three.
 */
const ROWS_PER_INSERT = 500;

/**
 * The share's invitation is what tells its collaborator about `revision` (issue 25): the invitation renders
 * the latest revision when it is sent, so its delivery is that revision's notice. Written in the
 * invitation's transaction (commands/shareCallSheet.ts queueInvitation and shareIn), and again for the
 * revision it did render when it is delivered (noticeRevisionsAfterInvitation). A revision whose own notice
 * already reached them stays that notice's: a resend (new credentials) does not make the panel show the
 * resend's fate (a bounce, say) as that revision's, nor count it as untold meanwhile.
 */
export async function recordInvitationNotice(trx: Knex.Transaction, row: { shareId: number; callSheetId: number; revision: number }): Promise<void> {
  await trx("call_sheet_share_revisions").insert({ ...row, noticeKind: "invitation" }).onConflict(["share_id", "revision"]).ignore();
  await trx("call_sheet_share_revisions")
    .where({ shareId: row.shareId, revision: row.revision })
    .where((unsent) => unsent.whereNull("notice_state").orWhereNot("notice_state", "sent"))
    .update({ noticeKind: "invitation" });
}


type Recipient = { id: number; pendingTokenHash: string | null };

/**
 * Publishing notifies (issue 25), in the publish's transaction: every collaborator whose share is active,
 * not ended and whose credentials reached them gets a revision.notice job (queued, its row says so), which
 * the runner mails (jobs/kinds/revisionNotice.ts). One whose invitation is still on its way is told by that
 * invitation, which renders this revision; or, when it was rendering an older one already, by this
 * revision's notice, queued when it is delivered (noticeRevisionsAfterInvitation). A share never delivered
 * (its invitation failed) gets nothing: a notice could not open anything. Returns how many notices were queued.
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
  await enqueueMany(trx, revisionNoticeJob, notified.map((share) => ({ shareId: share.id, revision, origin })), { now, reference: noticeReference(callSheetId, revision) });
  return notified.length;
}

/**
 * Holds sheet `callSheetId` against a publish (MySQL: a shared lock on its row, which a publish locks for
 * update first) until `trx` ends: taken before an invitation is promoted, so a publish either committed
 * before (its revision is seen by noticeRevisionsAfterInvitation) or reads the share after the promotion
 * (and queues the notice itself). SQLite runs one write transaction at a time.
 */
export async function holdSheetAgainstPublish(trx: Knex.Transaction, callSheetId: number): Promise<void> {
  if (isMysql(trx)) await selectRows(trx, "SELECT id FROM call_sheets WHERE id = ? LOCK IN SHARE MODE", [callSheetId]);
}

/** A share, its sheet, the revision its collaborator was last told by an invitation (0: none), the link's origin. */
type Told = { shareId: number; callSheetId: number; told: number; origin: string; now: Date };

/**
 * An invitation that told revision `told` (its SEQUENCE; 0: none) was delivered and its credentials just went
 * live, in `trx` (holdSheetAgainstPublish held first). A publish while it was on its way recorded the
 * invitation as its notice and queued none (notifyCollaborators), so revisions after `told` reached nobody:
 * `told` is the invitation's, and the latest after it gets its notice (noticeRevisionsAfter). Runs only for
 * the invitation that promoted (once per pending token), so a retried or taken-over job queues nothing
 * twice. Returns the revision whose notice was queued, or null.
 */
export async function noticeRevisionsAfterInvitation(trx: Knex.Transaction, sent: Told): Promise<number | null> {
  if (sent.told > 0) await recordInvitationNotice(trx, { shareId: sent.shareId, callSheetId: sent.callSheetId, revision: sent.told });
  return noticeRevisionsAfter(trx, sent);
}

/**
 * Revisions after `told` whose notice was left to an invitation: the latest gets its revision notice (changes
 * since the revision the collaborator knows, the calendar update), queued in `trx`; the ones between are no
 * longer the invitation's (no notice: the latest's tells their changes too). Returns the revision whose
 * notice was queued, or null. Also for a resend that failed for good on a share whose earlier invitation was
 * delivered (`told`: the revision that one carried, delivered_revision): the old credentials still open the
 * sheet, and a publish while the resend was on its way left its notice to the resend
 * (commands/invitationOutcome.ts recordInvitationFailure; holdSheetAgainstPublish held first). No second
 * e-mail about the latest: a notice of it still queued (one the resend had taken over while it waited) is its
 * notice again, one running is let finish before another may mail it, and a reminder of it sent or on its way told it already. (One they
 * opened with the old credentials still gets it: it carries the calendar update, which opening does not.)
 */
export async function noticeRevisionsAfter(trx: Knex.Transaction, sent: Told): Promise<number | null> {
  const { shareId, callSheetId, told, now } = sent;
  // A locking read on MySQL: the newest committed revision, whatever this transaction read before.
  const [row] = await selectRows<{ latest: number | string | null }>(trx, `SELECT MAX(number) AS latest FROM call_sheet_revisions WHERE call_sheet_id = ?${isMysql(trx) ? " LOCK IN SHARE MODE" : ""}`, [callSheetId]);
  const latest = row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
  if (latest === null || latest <= told) return null;
  await trx("call_sheet_share_revisions").where({ shareId, noticeKind: "invitation" }).where("revision", ">", told).where("revision", "<", latest).update({ noticeKind: "revision", noticeState: null, noticeQueuedAt: null });
  // Its row says the invitation tells it, or only that it was opened (or there is none yet); a revision
  // notice already queued or sent stays as it is.
  await trx("call_sheet_share_revisions").insert({ shareId, callSheetId, revision: latest }).onConflict(["share_id", "revision"]).ignore();
  const untold = () => trx("call_sheet_share_revisions").where({ shareId, revision: latest }).where((kind) => kind.whereNull("notice_kind").orWhere("notice_kind", "invitation"));
  if (await remindedOf(trx, shareId, latest)) {
    await untold().update({ noticeKind: "revision", noticeState: null, noticeQueuedAt: null });
    return null;
  }
  const changed = await untold().update({ noticeKind: "revision", noticeState: "queued", noticeQueuedAt: toDatabaseDateTime(now), noticeSentAt: null, noticeFailedAt: null, noticeFailure: null, noticeAttempts: 0 });
  if (changed === 0) return null;
  const earlier = (await unfinishedNoticeJobs(trx, { shareId, callSheetId, revision: latest }).orderBy("id").select("id", "state")) as Array<{ id: number; state: string }>;
  if (earlier.some((job) => job.state === "queued")) return null;
  // One running may be mailing it now (it records it sent when the server accepts) or be ending without a
  // mail (it read the row while a resend held it): this one follows it (jobs/kinds/revisionNotice.ts: runs
  // once that one's send is over, waits while it is unfinished, and mails only if the row is still queued).
  const running = earlier.at(-1);
  const runAt = running ? new Date(now.getTime() + DEFAULT_SEND_DEADLINE_MS + RUNNING_NOTICE_MARGIN_MS) : undefined;
  await enqueue(trx, revisionNoticeJob, { shareId, revision: latest, origin: sent.origin, ...(running ? { follows: Number(running.id) } : {}) }, { now, runAt, reference: noticeReference(callSheetId, latest) });
  return latest;
}

/** After a running notice's send deadline, how long its outcome may take to be written. */
const RUNNING_NOTICE_MARGIN_MS = 30_000;

/** Whether a reminder of `revision` went to `shareId`'s collaborator, or is on its way (it tells the revision as a notice would). */
async function remindedOf(trx: Knex.Transaction, shareId: number, revision: number): Promise<boolean> {
  const reminder = await trx("jobs").where({ kind: reminderSendJob.name, reference: reminderReference(shareId, revision) }).whereIn("state", ["queued", "running", "succeeded"]).first("id");
  return reminder !== undefined;
}
