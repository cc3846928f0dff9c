import { z } from "zod";
import type { Knex } from "knex";
import type { Database } from "../../db/connect.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { CallSheetShareRevision } from "../../models/CallSheetShareRevision.ts";
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from "../jobKind.ts";
import { collaboratorMessage, type CollaboratorMailDeps, DEFAULT_SEND_DEADLINE_MS, failureText, isPermanent, loadCollaborator, reachable, withDeadline } from "./collaboratorMail.ts";

/**
 * Tells one collaborator that a revision was published (issue 25): written with the revision, one per
 * collaborator (commands/collaboratorNotices.ts; a second after a resend failed: noticeRevisionsAfter). The e-mail leads with what changed since the revision they
 * last knew and asks them to confirm. Its delivery is recorded on their row of that revision like an
 * invitation's: queued, then sent or failed with the mail server's reply.
 */
export const revisionNoticeJob = defineJobKind({
  name: "revision.notice",
  // The keys in this order: unfinishedNoticeJobs matches a share's job by its payload's start. `follows`: the
  // notice job of the same revision to the same person that was running when this one was queued (after a
  // resend failed, commands/collaboratorNotices.ts): this one waits for it to finish.
  payload: z.object({
    shareId: z.number().int().positive(),
    revision: z.number().int().positive(),
    origin: z.string().url().max(500),
    follows: z.optional(z.number().int().positive()),
  }),
  maxAttempts: 8,
});

/** The reference of a revision's notice jobs (jobs/enqueue.ts): the jobs panel and the logs group them by it. */
export const noticeReference = (callSheetId: number, revision: number) => `call-sheet:${callSheetId}:revision:${revision}`;

/**
 * The revision.notice jobs of `revision` to `shareId` not finished (queued or running). Their payload is the
 * kind's schema's output, keys in the schema's order (`{"shareId":N,"revision":R,...}`), so the share is
 * matched by the payload's start among the revision's jobs (its reference).
 */
export const unfinishedNoticeJobs = (db: Knex, notice: { shareId: number; callSheetId: number; revision: number }) =>
  db("jobs")
    .where({ kind: revisionNoticeJob.name, reference: noticeReference(notice.callSheetId, notice.revision) })
    .whereIn("state", ["queued", "running"])
    .where("payload", "like", `{"shareId":${notice.shareId},"revision":${notice.revision},%`);

type Outcome = { shareId: number; revision: number; attempts: number; now: Date };

/**
 * The notice reached the mail server: its row says so, whatever it says meanwhile (a resend sent while this
 * was on its way made the row its invitation's; failing, it would queue this notice a second time).
 */
async function recordNoticeSent(db: Database, outcome: Outcome): Promise<void> {
  await CallSheetShareRevision.query(db)
    .where({ shareId: outcome.shareId, revision: outcome.revision })
    .patch({ noticeKind: "revision", noticeState: "sent", noticeSentAt: toDatabaseDateTime(outcome.now), noticeFailedAt: null, noticeFailure: null, noticeAttempts: outcome.attempts });
}

/** `onlyQueued`: a row the notice still holds as queued (a dead job's; one already sent or failed stays so). */
async function recordNoticeFailure(db: Database, outcome: Outcome & { reason: string; final: boolean; onlyQueued?: boolean }) {
  const reason = outcome.reason.length > 1000 ? `${outcome.reason.slice(0, 999)}…` : outcome.reason;
  await CallSheetShareRevision.query(db)
    .where({ shareId: outcome.shareId, revision: outcome.revision, noticeKind: "revision" })
    .modify((query) => (outcome.onlyQueued ? query.where({ noticeState: "queued" }) : query))
    .patch(outcome.final ? { noticeState: "failed", noticeFailedAt: toDatabaseDateTime(outcome.now), noticeFailure: reason, noticeAttempts: outcome.attempts } : { noticeFailure: reason, noticeAttempts: outcome.attempts });
}

/**
 * Sends the notice unless it no longer means anything: the share was revoked, ended or never delivered,
 * or the notice was replaced (an invitation since tells them about it). A notice of a revision that is no
 * longer the latest still goes (it says what changed up to it; the next one's notice follows). A second
 * notice of the same revision to the same person (queued after a resend failed while the first ran) waits
 * for the first to finish (a retry), then sends only if the row is still queued.
 */
export function revisionNoticeHandler(deps: CollaboratorMailDeps): JobHandler {
  const clock = deps.clock ?? (() => new Date());
  return handleJob(revisionNoticeJob, async (payload, attempt) => {
    const { db } = deps;
    const share = await loadCollaborator(db, payload.shareId);
    if (!reachable(share, clock())) return undefined;
    // A second notice of this revision to them (queued after a resend's failure while the first ran) waits for
    // the first, then finds the row sent. Asked before the row is read: the first finishes (job done, row
    // sent) in one transaction, so either it is still unfinished here or the row read next already says sent.
    if (payload.follows !== undefined && (await db("jobs").where({ id: payload.follows }).whereIn("state", ["queued", "running"]).first("id"))) {
      throw new Error(`Waiting for the earlier notice of revision ${payload.revision} to this collaborator (job ${payload.follows}) to finish`);
    }
    const row = await CallSheetShareRevision.query(db).findOne({ shareId: share.id, revision: payload.revision });
    if (row?.noticeKind !== "revision" || row.noticeState !== "queued") return undefined;
    const message = await collaboratorMessage(deps, share, payload.revision, "notice", payload.origin, attempt.pass);
    if (!message) return undefined;
    const outcome = { shareId: share.id, revision: payload.revision, attempts: attempt.attempt };
    try {
      await withDeadline(deps.mailer.send(message), deps.sendDeadlineMs ?? DEFAULT_SEND_DEADLINE_MS);
    } catch (error) {
      const reason = failureText(error);
      const final = isPermanent(error) || attempt.attempt >= attempt.maxAttempts;
      await recordNoticeFailure(db, { ...outcome, reason, final, now: clock() });
      if (final) throw new PermanentJobError(reason);
      throw error;
    }
    const sentAt = clock();
    // Sent is recorded in the transaction that marks the job succeeded.
    return (trx) => recordNoticeSent(trx, { ...outcome, now: sentAt });
  }, {
    // Dead another way than a final mail failure (an error of ours on the last attempt, its lease out on the
    // last attempt): its row would say 'queued' for good, the panel would poll for it, and reminders would
    // take it for a notice on its way. It fails as a final mail failure does.
    onDead: async (payload, dead) => {
      await recordNoticeFailure(deps.db, { shareId: payload.shareId, revision: payload.revision, attempts: dead.attempts, now: dead.now, reason: `The notice could not be sent: ${dead.reason}`, final: true, onlyQueued: true });
    },
  });
}
