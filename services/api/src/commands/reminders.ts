import { TZDate } from "@date-fns/tz";
import type { Knex } from "knex";
import { type EventSheet, eventWhen } from "../calendar/eventTimes.ts";
import type { Database } from "../db/connect.ts";
import { isMysql, toDatabaseDateTime } from "../db/dialect.ts";
import { enqueue, enqueueMany } from "../jobs/enqueue.ts";
import { isoFromJobTime, toJobTime } from "../jobs/jobTime.ts";
import { automaticReminderJob, reminderSendJob } from "../jobs/kinds/reminders.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { CallSheetReminder } from "../models/CallSheetReminder.ts";
import { CallSheetRevision } from "../models/CallSheetRevision.ts";
import { isoFromDatabase } from "../presenters/isoFromDatabase.ts";
import { justTold, type RecentReminder, REMINDER_REPEAT_WINDOW_MS, reminderReference } from "./reminderWindow.ts";

export { REMINDER_REPEAT_WINDOW_MS, reminderReference };

/**
 * What queueReminders did: how many reminders it queued, and of the pending collaborators how many it left
 * out because they were just reminded, the latest of those reminders (when it was sent, or asked for when it
 * is still queued or running) and when a reminder can go to all of them again (null while one of them is
 * still queued or running: its window starts once it is sent). Times are ISO 8601; null when none was left out.
 */
export type RemindersOutcome = { queued: number; alreadyReminded: number; lastRemindedAt: string | null; remindAgainAt: string | null };

/**
 * Queues a reminder e-mail (reminder.send) for every collaborator of the sheet who has not confirmed its
 * latest revision: share active, not ended, credentials delivered (issue 25), and not reminded of that
 * revision already (a reminder queued or running, or sent less than REMINDER_REPEAT_WINDOW_MS ago). In
 * `trx`, the caller's; on MariaDB the sheet's row is locked first, so of two calls at once the second reads
 * the reminders the first queued (SQLite runs one write transaction at a time). The jobs are written in one
 * statement (up to 500), each with its collaborator's reference. Nothing queued when nothing is published,
 * everyone confirmed or everyone was just reminded (then `alreadyReminded` says how many, and when).
 */
export async function queueReminders(trx: Knex.Transaction, callSheetId: number, origin: string, now: Date, automatic = false): Promise<RemindersOutcome> {
  const none: RemindersOutcome = { queued: 0, alreadyReminded: 0, lastRemindedAt: null, remindAgainAt: null };
  if (isMysql(trx)) await trx("call_sheets").where({ id: callSheetId }).forUpdate().first("id");
  const latest = (await trx("call_sheet_revisions").where({ callSheetId }).max({ number: "number" }))[0] as { number: number | string | null } | undefined;
  if (latest?.number === null || latest?.number === undefined) return none;
  const revision = Number(latest.number);
  const pending = (await trx("call_sheet_shares as share")
    .where({ "share.call_sheet_id": callSheetId, "share.is_active": true })
    .where("share.expires_at", ">", toDatabaseDateTime(now))
    .whereNotNull("share.credentials_sent_at")
    .whereNotExists((query) => query.select(trx.raw("1")).from("call_sheet_share_revisions as state").whereRaw("state.share_id = share.id").where("state.revision", revision).whereNotNull("state.confirmed_at"))
    .select("share.id")) as Array<{ id: number }>;
  const recent: RecentReminder[] = [];
  const since = toJobTime(new Date(now.getTime() - REMINDER_REPEAT_WINDOW_MS));
  for (let start = 0; start < pending.length; start += 500) {
    const references = pending.slice(start, start + 500).map((share) => reminderReference(share.id, revision));
    const rows = (await trx("jobs")
      .whereIn("reference", references)
      .where((query) => query.whereIn("state", ["queued", "running"]).orWhere((sent) => sent.where("state", "succeeded").where("finishedAt", ">", since)))
      .select("reference", "state", "createdAt", "finishedAt")) as RecentReminder[];
    recent.push(...rows);
  }
  recent.push(...(await justTold(trx, pending, revision, now, automatic)));
  const reminded = new Set(recent.map((row) => row.reference));
  const due = pending.filter((share) => !reminded.has(reminderReference(share.id, revision)));
  await enqueueMany(trx, reminderSendJob, due.map((share) => ({ shareId: share.id, revision, origin })), { now, reference: (payload) => reminderReference(payload.shareId, payload.revision) });
  if (recent.length === 0) return { ...none, queued: due.length };
  // When each was reminded: sent (finished), or asked for (created) while it is still queued or running.
  const at = (row: RecentReminder) => Date.parse(isoFromJobTime(row.state === "succeeded" && row.finishedAt ? row.finishedAt : row.createdAt));
  const unsent = recent.some((row) => row.state !== "succeeded");
  const lastRemindedAt = new Date(Math.max(...recent.map(at)));
  return {
    queued: due.length,
    alreadyReminded: pending.length - due.length,
    lastRemindedAt: lastRemindedAt.toISOString(),
    remindAgainAt: unsent ? null : new Date(lastRemindedAt.getTime() + REMINDER_REPEAT_WINDOW_MS).toISOString(),
  };
}

/** POST /api/call-sheets/{id}/reminders: the reminders of the pending collaborators, queued in one transaction. */
export function sendReminders(db: Database, callSheetId: number, origin: string, now: Date): Promise<RemindersOutcome> {
  return db.transaction((trx) => queueReminders(trx, callSheetId, origin, now));
}

/**
 * When the automatic reminder of a sheet is due: `hoursBefore` hours before the call time on the clocks of
 * the shoot's place (the first location the offline city database knows: calendar/eventTimes.ts, with
 * @photostructure/tz-lookup); when none is known, on `fallbackZone`, the clock of the producer who set it
 * (a Tokyo call at 07:00, two hours before, is due at 05:00 Tokyo time, not 05:00 UTC, after the call);
 * without one, UTC. Null: no date or no time to count from.
 */
export function reminderDueAt(sheet: EventSheet, hoursBefore: number, fallbackZone: string | null = null): Date | null {
  const when = eventWhen(sheet);
  if (when?.kind !== "timed") return null;
  const [year, month, day] = when.start.date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = when.start.time.split(":").map(Number) as [number, number];
  const callTime = new TZDate(year, month - 1, day, hours, minutes, 0, when.timeZone ?? fallbackZone ?? "UTC").getTime();
  return new Date(callTime - hoursBefore * 60 * 60 * 1000);
}

/**
 * Arms the sheet's automatic reminder in `trx` (the row locked or written here): the due time worked out
 * from `when` (the latest published revision: what the collaborators confirm), `arm` moved on (a job armed
 * before finds another arm and does nothing), not sent yet, and one reminder.automatic job at the due time.
 * Off (`hoursBefore` null) or without a due time: no job. A due time already past when a reminder was
 * already sent is kept as sent (its `sentAt`), with no job: that reminder went out, and a job due in the
 * past would run at once and e-mail every pending collaborator a second time (a call moved 07:00 -> 07:30
 * on the shoot's morning, 24 hours before being long past; the reminder turned off and on again after it
 * ran). So turning it off keeps when it was sent (the API shows it off: presentAutomaticReminder).
 */
async function arm(trx: Knex.Transaction, callSheetId: number, when: EventSheet | null, set: ReminderSetting, origin: string, now: Date): Promise<void> {
  const { hoursBefore } = set;
  const current = await CallSheetReminder.query(trx).findById(callSheetId).modify((query) => (isMysql(trx) ? query.forUpdate() : query));
  const timeZone = set.timeZone ?? current?.timeZone ?? null;
  const due = hoursBefore === null || when === null ? null : reminderDueAt(when, hoursBefore, timeZone);
  const alreadySent = Boolean(due && current?.sentAt && due.getTime() <= now.getTime());
  const sentAt = alreadySent || hoursBefore === null ? (current?.sentAt ?? null) : null;
  const next = { hoursBefore, dueAt: due ? toDatabaseDateTime(due) : null, sentAt, remindedCount: sentAt ? (current?.remindedCount ?? null) : null, arm: (current?.arm ?? 0) + 1, origin, timeZone };
  if (current) await CallSheetReminder.query(trx).findById(callSheetId).patch(next);
  else await CallSheetReminder.query(trx).insert({ callSheetId, ...next });
  if (due && !alreadySent && !callPassed(due, hoursBefore, now)) {
    await enqueue(trx, automaticReminderJob, { callSheetId, arm: next.arm }, { runAt: due, now, reference: `call-sheet:${callSheetId}:automatic-reminder` });
  }
}

/**
 * Whether the call the reminder is `hoursBefore` hours ahead of (due at `due`) has begun by `now`: a
 * reminder to confirm a shoot that is under way or over is no use (turned on after the shoot, or a runner
 * down across the call); one due in the past but before the call still runs at once.
 */
export function callPassed(due: Date, hoursBefore: number | null, now: Date): boolean {
  return due.getTime() + (hoursBefore ?? 0) * 60 * 60 * 1000 <= now.getTime();
}

/**
 * What the automatic reminder counts from: the call time of the sheet's latest published revision, never
 * the draft (a draft edit is not what the collaborators are asked to confirm). Null: nothing published
 * yet (nobody to remind; the first publish, sharing's included, arms it: rearmReminderOnPublish).
 */
async function publishedWhen(trx: Knex.Transaction, callSheetId: number): Promise<EventSheet | null> {
  const latest = await CallSheetRevision.latest(trx, callSheetId);
  return latest ? latest.publishedSheet() : null;
}

/** What the PUT sets: the hours (null: off) and the producer's clock (undefined: the one kept before). */
export type ReminderSetting = { hoursBefore: number | null; timeZone?: string | undefined };

/** PUT /api/call-sheets/{id}/automatic-reminder: turns it on (or re-arms it with new hours) or off. Undefined: no such sheet. */
export async function setAutomaticReminder(db: Database, callSheetId: number, set: ReminderSetting, origin: string, now: Date): Promise<CallSheetReminder | undefined> {
  return await db.transaction(async (trx) => {
    // The sheet's row first, as a publish takes it (then the reminder's): a publish moving the call time
    // meanwhile waits, and re-arms from its own revision after this.
    const sheet = await CallSheet.query(trx).findById(callSheetId).select("id").modify((query) => (isMysql(trx) ? query.forUpdate() : query));
    if (!sheet) return undefined;
    await arm(trx, callSheetId, await publishedWhen(trx, callSheetId), set, origin, now);
    return await CallSheetReminder.query(trx).findById(callSheetId);
  });
}

/**
 * Called by every publish (publishRevision.ts, in its transaction, which holds the sheet's row) with the
 * snapshot it published: when that moves the call time (date, time, the place's time zone) of a sheet
 * whose automatic reminder is on, the reminder is re-armed for the new time, so it runs once at it, also
 * when it had already run for the old one (unless the new time is already past: see arm). Edits of the
 * draft re-arm nothing: the collaborators still confirm the revision as it was published. Off, a reminder
 * sent for the call before (`previous`, the revision this one follows) no longer counts as sent once the
 * call moves: turned on again, it runs for the new call (arm keeps a sent one only for a past due time).
 */
export async function rearmReminderOnPublish(trx: Knex.Transaction, callSheetId: number, published: EventSheet, now: Date, previous?: EventSheet): Promise<void> {
  const reminder = await CallSheetReminder.query(trx).findById(callSheetId);
  if (!reminder) return;
  if (reminder.hoursBefore === null) {
    const callOf = (sheet: EventSheet | undefined) => (sheet ? (reminderDueAt(sheet, 0, reminder.timeZone)?.getTime() ?? null) : null);
    if (reminder.sentAt && (!previous || callOf(previous) !== callOf(published))) await CallSheetReminder.query(trx).findById(callSheetId).patch({ sentAt: null, remindedCount: null });
    return;
  }
  const due = reminderDueAt(published, reminder.hoursBefore, reminder.timeZone);
  if ((due ? toDatabaseDateTime(due) : null) === reminder.dueAt) return;
  await arm(trx, callSheetId, published, { hoursBefore: reminder.hoursBefore }, reminder.origin, now);
}

/**
 * The automatic reminder's run (jobs/kinds/reminders.ts): once per arm. The row is marked sent only if it
 * is still that arm and not sent, in the transaction that queues the reminders: of two runs (two API
 * processes, a job run again after a lost lease) one marks it and queues them, the other finds it sent.
 * Returns how many were queued, or null when this arm was not (or no longer) to run. Sharing publishes and
 * may re-arm it due at once: an invitation not yet delivered makes nobody pending (the invitation tells
 * them), and one delivered within the repeat window counts as telling them (queueReminders' `automatic`).
 */
export async function runAutomaticReminder(db: Database, callSheetId: number, armed: number, now: Date): Promise<number | null> {
  return await db.transaction(async (trx) => {
    // The sheet's row first, as queueReminders and a sheet write (then the reminder's row, on re-arming) take
    // them: taken the other way round, an edit moving the call time during this run could deadlock with it.
    if (isMysql(trx)) await trx("call_sheets").where({ id: callSheetId }).forUpdate().first("id");
    const armedRow = await CallSheetReminder.query(trx).findById(callSheetId).where({ arm: armed });
    if (armedRow?.dueAt && callPassed(new Date(isoFromDatabase(armedRow.dueAt)), armedRow.hoursBefore, now)) return null;
    const marked = await CallSheetReminder.query(trx).where({ callSheetId, arm: armed }).whereNull("sentAt").whereNotNull("hoursBefore").patch({ sentAt: toDatabaseDateTime(now) });
    if (marked !== 1) return null;
    const { queued } = await queueReminders(trx, callSheetId, armedRow!.origin, now, true);
    await CallSheetReminder.query(trx).findById(callSheetId).patch({ remindedCount: queued });
    return queued;
  });
}
