import type { Knex } from "knex";
import { isMysql, selectRows } from "../db/dialect.ts";
import { toJobTime } from "./jobTime.ts";

/** A job as a runner holds it after claiming: `attempts` (counted with this claim) fences its later writes. */
export type ClaimedJob = { id: number; kind: string; payload: string | null; attempts: number; maxAttempts: number; reference: string | null };

/** A claim names its runner and the attempt it started: a write that matches neither lost the job to another runner. */
type Claim = { id: number; lockedBy: string; attempts: number };

const CLAIMED_COLUMNS = "id, kind, payload, attempts, max_attempts, reference";
// Due, of a kind this runner knows; a running row is due when its lease ended (its runner died or hung),
// unless that was its last attempt (buryExpired makes those dead).
const DUE = "state IN ('queued', 'running') AND available_at <= ? AND (state = 'queued' OR attempts < max_attempts)";

const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");

/**
 * Claims up to `limit` due jobs for `runnerId` until `leaseEnd`, atomically across processes:
 *
 * - MySQL 8 / MariaDB 10.6+: `SELECT ... FOR UPDATE SKIP LOCKED` in a transaction, then one UPDATE of the
 *   ids: a second runner skips the rows the first holds instead of waiting for them or taking them too.
 * - SQLite: one `UPDATE ... WHERE id IN (SELECT ... LIMIT n) RETURNING`. A statement is atomic and SQLite
 *   writes one statement at a time per database file, so even two processes on one file never claim a row
 *   twice. (The embedded default runs one API process; its pool has one connection.)
 */
export async function claimDueJobs(db: Knex, options: { runnerId: string; kinds: readonly string[]; limit: number; now: Date; leaseEnd: Date }): Promise<ClaimedJob[]> {
  const { runnerId, kinds, limit } = options;
  if (kinds.length === 0 || limit < 1) return [];
  const now = toJobTime(options.now);
  const leaseEnd = toJobTime(options.leaseEnd);
  if (!isMysql(db)) {
    return selectRows<ClaimedJob>(
      db,
      `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ?, available_at = ?, started_at = ?, updated_at = ?
       WHERE id IN (SELECT id FROM jobs WHERE ${DUE} AND kind IN (${placeholders(kinds)}) ORDER BY available_at, id LIMIT ?)
       RETURNING ${CLAIMED_COLUMNS}`,
      [runnerId, leaseEnd, now, now, now, ...kinds, limit],
    );
  }
  return db.transaction(async (trx) => {
    // Two index-ordered reads (state, available_at, id) instead of one `state IN (...)`: InnoDB locks the rows
    // it reads, and a read that must sort first reads (and locks) every due row, so the other runner would
    // find none. These stop at their LIMIT.
    const select = (where: string, rows: number) =>
      selectRows<ClaimedJob>(
        trx,
        `SELECT ${CLAIMED_COLUMNS} FROM jobs WHERE ${where} AND available_at <= ? AND kind IN (${placeholders(kinds)}) ORDER BY available_at, id LIMIT ? FOR UPDATE SKIP LOCKED`,
        [now, ...kinds, rows],
      );
    const expired = await select("state = 'running' AND attempts < max_attempts", limit);
    const due = expired.length < limit ? [...expired, ...(await select("state = 'queued'", limit - expired.length))] : expired;
    if (due.length === 0) return [];
    await trx.raw(`UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ?, available_at = ?, started_at = ?, updated_at = ? WHERE id IN (${placeholders(due)})`, [
      runnerId,
      leaseEnd,
      now,
      now,
      ...due.map((job) => job.id),
    ]);
    return due.map((job) => ({ ...job, attempts: job.attempts + 1 }));
  });
}

/** The text a job buried by buryExpired keeps in `last_error`. */
export const LEASE_EXPIRED_ON_LAST_ATTEMPT = "its runner stopped or hung on the last attempt (lease expired)";

/** A job buryExpired made dead: what its kind's onDead needs (jobKind.ts). */
export type BuriedJob = { id: number; kind: string; payload: string | null; attempts: number };

/**
 * Jobs whose lease ended on their last attempt (their process died each time): dead, not run again. Each is
 * buried by an update conditioned on the claim that let its lease run out (`locked_by`, `attempts`) and on
 * the lease still being over, so a runner that renewed it meanwhile keeps it, and of two runners burying at
 * once only one buries each job. Returns the jobs this call buried (rare: usually none).
 */
export async function buryExpired(db: Knex, now: Date): Promise<BuriedJob[]> {
  const at = toJobTime(now);
  const expired = (query: Knex.QueryBuilder) => query.where("state", "running").where("availableAt", "<=", at).whereRaw("attempts >= max_attempts");
  const candidates = (await expired(db("jobs")).select("id", "kind", "payload", "attempts", "lockedBy")) as Array<BuriedJob & { lockedBy: string | null }>;
  const buried: BuriedJob[] = [];
  for (const { lockedBy, ...job } of candidates) {
    const changed = await expired(db("jobs").where({ id: job.id, lockedBy, attempts: job.attempts })).update({
      state: "dead",
      lockedBy: null,
      finishedAt: at,
      updatedAt: at,
      lastError: LEASE_EXPIRED_ON_LAST_ATTEMPT,
    });
    if (changed === 1) buried.push({ ...job, id: Number(job.id), attempts: Number(job.attempts) });
  }
  return buried;
}

const claimed = (db: Knex, claim: Claim) => db("jobs").where({ id: claim.id, lockedBy: claim.lockedBy, attempts: claim.attempts, state: "running" });

/** Whether the runner still held the job (false: another runner took it over after its lease, or it was released). */
export async function markSucceeded(db: Knex, claim: Claim, now: Date, clearPayload: boolean): Promise<boolean> {
  const at = toJobTime(now);
  const changed = await claimed(db, claim).update({ state: "succeeded", lockedBy: null, finishedAt: at, updatedAt: at, ...(clearPayload ? { payload: null } : {}) });
  return changed === 1;
}

/** A failed attempt: queued again at `retryAt`, or dead (retryAt undefined) with its error. */
export async function markFailed(db: Knex, claim: Claim, now: Date, error: string, retryAt: Date | undefined): Promise<boolean> {
  const at = toJobTime(now);
  const changed = await claimed(db, claim).update(
    retryAt
      ? { state: "queued", lockedBy: null, availableAt: toJobTime(retryAt), lastError: error, updatedAt: at }
      : { state: "dead", lockedBy: null, lastError: error, finishedAt: at, updatedAt: at },
  );
  return changed === 1;
}

/** Pushes a running job's lease on while its handler works. */
export async function extendLease(db: Knex, claim: Claim, now: Date, leaseEnd: Date): Promise<boolean> {
  const changed = await claimed(db, claim).update({ availableAt: toJobTime(leaseEnd), updatedAt: toJobTime(now) });
  return changed === 1;
}

/**
 * Gives a job back unfinished (the process is stopping): due again now, and the interrupted attempt does
 * not count against its limit.
 */
export async function release(db: Knex, claim: Claim, now: Date): Promise<boolean> {
  const at = toJobTime(now);
  const changed = await claimed(db, claim).update({
    state: "queued",
    lockedBy: null,
    availableAt: at,
    attempts: db.raw("attempts - 1"),
    lastError: "interrupted: its process stopped before the job ended; released for another runner",
    updatedAt: at,
  });
  return changed === 1;
}
