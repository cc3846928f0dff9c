import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Database } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import { PermanentJobError, type JobCompletion, type JobHandler } from "./jobKind.ts";
import { afterDeath } from "./jobDeath.ts";
import { JobPass } from "./jobPass.ts";
import { buryExpired, claimDueJobs, extendLease, LEASE_EXPIRED_ON_LAST_ATTEMPT, markFailed, markSucceeded, release, type ClaimedJob } from "./jobStore.ts";
import { describeError, OutcomeWriter } from "./outcomeWriter.ts";
import { type JobRunnerOptions, retryDelay } from "./runnerOptions.ts";

export type { JobRunnerOptions } from "./runnerOptions.ts";

type Running = { job: ClaimedJob; pass: JobPass; controller: AbortController; done: Promise<void>; released: boolean };

/** The longest a pass of the polling loop lasts while jobs keep coming (what its results hold is let go then). */
const PASS_MS = 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Claims due jobs from the `jobs` table and runs them: several at once, retried with backoff until their
 * kind's limit, then dead with the last error (and its kind's onDead run, however it died). Every API
 * process runs one; claims are atomic across processes (jobStore.ts). It never throws out of its loop: a
 * database outage is logged and polled through. `stop()` finishes what runs within a grace period and
 * gives the rest back (docs/jobs.md).
 */
export class JobRunner {
  readonly id: string;
  private readonly db: Database;
  private readonly logger: Logger;
  private readonly handlers: Map<string, JobHandler>;
  private readonly clock: () => Date;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly backoff: { baseMs: number; maxMs: number };
  private readonly outageBackoffMaxMs: number;
  private readonly running = new Map<number, Running>();
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  /** The last claim filled every free slot: finished jobs mean more may be due now. */
  private saturated = false;
  private lastBurial = 0;
  private readonly outcomes: OutcomeWriter;
  /**
   * The pass the jobs claimed now join (jobPass.ts): a new one for each runDue(), and in the polling loop
   * once a claim finds nothing due (the work that came together is done) or the pass is PASS_MS old.
   */
  private pass: JobPass;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.handlers = new Map(options.handlers.map((handler) => [handler.kind.name, handler]));
    this.clock = options.clock ?? (() => new Date());
    this.id = (options.id ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`).slice(0, 100);
    this.concurrency = options.concurrency ?? 10;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.backoff = options.backoff ?? { baseMs: 10_000, maxMs: 60 * 60_000 };
    this.outageBackoffMaxMs = options.outageBackoffMaxMs ?? 30_000;
    this.outcomes = new OutcomeWriter({ db: this.db, logger: this.logger, leaseMs: this.leaseMs, stopping: () => this.stopping });
    this.pass = new JobPass(this.clock().getTime());
  }

  /** Starts polling (idempotent). */
  start(): void {
    if (this.loop || this.stopping) return;
    this.loop = this.poll();
  }

  /** Looks for due jobs now instead of at the next poll (e.g. right after a commit that enqueued one). */
  nudge(): void {
    this.wake?.();
  }

  /**
   * Claims and runs due jobs until none is due, then resolves with how many ran: for tests and scripts
   * that want the queue drained without a polling loop. Not to be mixed with start().
   */
  async runDue(): Promise<number> {
    let count = 0;
    this.lastBurial = 0;
    const pass = new JobPass(this.clock().getTime());
    for (;;) {
      const jobs = await this.claim(this.concurrency);
      if (jobs.length === 0) return count;
      count += jobs.length;
      await Promise.all(jobs.map((job) => this.launch(job, pass)));
    }
  }

  /**
   * Stops claiming, waits up to `graceMs` for the jobs in hand, then aborts the rest and releases them (due
   * again at once, their attempt not counted), so another process runs them. Never rejects.
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    if (this.running.size > 0) {
      const finished = Promise.all([...this.running.values()].map((entry) => entry.done));
      await Promise.race([finished, sleep(graceMs)]);
    }
    const left = [...this.running.values()];
    for (const entry of left) {
      entry.released = true;
      entry.controller.abort(new Error("the process is stopping"));
      try {
        const given = await release(this.db, this.claimOf(entry.job), this.clock());
        this.logger.warn({ job: entry.job.id, kind: entry.job.kind, released: given }, "job interrupted by shutdown: released");
      } catch (error) {
        this.logger.error({ job: entry.job.id, error: describeError(error) }, "job interrupted by shutdown: could not release it; it runs again when its lease ends");
      }
    }
  }

  /** Jobs running in this process now. */
  get inFlight(): number {
    return this.running.size;
  }

  private async poll(): Promise<void> {
    let outageDelay = 0;
    while (!this.stopping) {
      const free = this.concurrency - this.running.size;
      if (free > 0) {
        let claimed: ClaimedJob[];
        try {
          claimed = await this.claim(free);
          if (outageDelay > 0) this.logger.info("jobs: the database answers again");
          outageDelay = 0;
        } catch (error) {
          outageDelay = Math.min(this.outageBackoffMaxMs, Math.max(this.pollIntervalMs, outageDelay * 2));
          this.logger.error({ error: describeError(error), retryInMs: outageDelay }, "jobs: claiming failed (database unreachable?)");
          await this.pause(outageDelay);
          continue;
        }
        const now = this.clock().getTime();
        if (claimed.length === 0 || now - this.pass.startedAt >= PASS_MS) this.pass = new JobPass(now);
        for (const job of claimed) void this.launch(job, this.pass);
        this.saturated = claimed.length === free;
        if (this.saturated) continue;
      }
      await this.pause(this.pollIntervalMs);
    }
  }

  /** Sleeps until `ms` pass, nudge() or stop() is called, or (saturated) a job ends. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = undefined;
        resolve();
      };
      // Not unref'd: a started runner keeps its process alive until stop().
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const now = this.clock();
    // Burying is rare work (a process died on a job's last attempt): once a lease, not once a claim.
    if (now.getTime() - this.lastBurial >= this.leaseMs) {
      const buried = await buryExpired(this.db, now);
      this.lastBurial = now.getTime();
      for (const job of buried) {
        this.logger.error({ job: job.id, kind: job.kind, attempt: job.attempts }, "job's lease ran out on its last attempt: dead");
        await afterDeath(this.handlers.get(job.kind), this.logger, job, LEASE_EXPIRED_ON_LAST_ATTEMPT, now);
      }
    }
    return claimDueJobs(this.db, { runnerId: this.id, kinds: [...this.handlers.keys()], limit, now, leaseEnd: new Date(now.getTime() + this.leaseMs) });
  }

  private claimOf(job: ClaimedJob) {
    return { id: job.id, lockedBy: this.id, attempts: job.attempts };
  }

  /** Runs one claimed job to its end; never rejects. */
  private launch(job: ClaimedJob, pass: JobPass): Promise<void> {
    const controller = new AbortController();
    const entry: Running = { job, pass, controller, done: Promise.resolve(), released: false };
    entry.done = this.execute(entry).finally(() => {
      this.running.delete(job.id);
      // While the queue is full, claim again once half the slots are free: one claim for several jobs.
      if (this.saturated && this.running.size <= this.concurrency / 2) this.wake?.();
    });
    this.running.set(job.id, entry);
    return entry.done;
  }

  private async execute(entry: Running): Promise<void> {
    const { job, pass, controller } = entry;
    const handler = this.handlers.get(job.kind);
    const claim = this.claimOf(job);
    // The lease is renewed while the handler works, so only a dead or hung process loses its jobs.
    const heartbeat = setInterval(() => {
      const now = this.clock();
      extendLease(this.db, claim, now, new Date(now.getTime() + this.leaseMs)).then(
        (held) => {
          if (!held && !entry.released) controller.abort(new Error("another runner took the job over"));
        },
        (error: unknown) => this.logger.warn({ job: job.id, error: describeError(error) }, "jobs: could not renew a lease"),
      );
    }, Math.max(10, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();

    let failure: unknown;
    let completion: JobCompletion | void = undefined;
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind}`);
      const payload: unknown = job.payload === null ? null : JSON.parse(job.payload);
      completion = await handler.run(payload, { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts, reference: job.reference, signal: controller.signal, pass });
    } catch (error) {
      failure = error;
    } finally {
      clearInterval(heartbeat);
    }
    if (entry.released) return; // stop() gave it back; its row is no longer ours

    const now = this.clock();
    const clearPayload = handler?.kind.clearPayloadWhenDone ?? false;
    if (failure === undefined) {
      this.logger.debug({ job: job.id, kind: job.kind, attempt: job.attempts }, "job succeeded");
      await this.outcomes.record(job, async (db) => {
        const held = await markSucceeded(db, claim, now, clearPayload);
        if (held && completion) await completion(db);
        return held;
      });
      return;
    }
    const error = describeError(failure);
    const dead = failure instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const retryAt = dead ? undefined : new Date(now.getTime() + this.retryDelay(job.attempts));
    if (dead) this.logger.error({ job: job.id, kind: job.kind, attempt: job.attempts, error }, "job failed for good: dead");
    else this.logger.warn({ job: job.id, kind: job.kind, attempt: job.attempts, error, retryAt }, "job failed: retried later");
    const recorded = await this.outcomes.record(job, (db) => markFailed(db, claim, now, error, retryAt));
    if (dead && recorded) await afterDeath(this.handlers.get(job.kind), this.logger, job, error, now);
  }

  private retryDelay(attempt: number): number {
    return retryDelay(this.backoff, attempt);
  }
}
