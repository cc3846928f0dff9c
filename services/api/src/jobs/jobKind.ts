import type { Knex } from "knex";
import type { z } from "zod";
import type { JobPass } from "./jobPass.ts";

/**
 * A kind of deferred work: its name (stored in each row), the schema of its payload, and how often it is
 * tried. Defined once, beside its handler's module, and named by both the code that enqueues it and the
 * runner that runs it.
 */
export type JobKind<Schema extends z.ZodType> = {
  readonly name: string;
  readonly payload: Schema;
  /** Attempts before the job is dead (a claim is an attempt). */
  readonly maxAttempts: number;
  /** Forget the payload once the job succeeded (it may hold a secret, e.g. a mail with a share password). */
  readonly clearPayloadWhenDone: boolean;
};

export function defineJobKind<Schema extends z.ZodType>(options: {
  name: string;
  payload: Schema;
  maxAttempts?: number;
  clearPayloadWhenDone?: boolean;
}): JobKind<Schema> {
  if (!/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/.test(options.name) || options.name.length > 64) {
    throw new Error(`job kind names are dotted words like "mail.send": ${JSON.stringify(options.name)}`);
  }
  return { name: options.name, payload: options.payload, maxAttempts: options.maxAttempts ?? 8, clearPayloadWhenDone: options.clearPayloadWhenDone ?? false };
}

/** What a handler knows about the attempt it runs. */
export type JobAttempt = {
  id: number;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
  reference: string | null;
  /** Aborted when the process stops before the job ends, or when another runner took the job over. */
  signal: AbortSignal;
  /** What the jobs of this runner pass share: results worked out once for all of them (jobPass.ts). */
  pass: JobPass;
};

/**
 * What a handler may hand back: a write that records its success, run in the transaction that marks the
 * job succeeded (after the mark, only while this runner still held the job). One commit for both instead
 * of two per job, and a job taken over by another runner records nothing.
 */
export type JobCompletion = (trx: Knex.Transaction) => Promise<unknown>;

/** A job that just died, as its kind's `onDead` learns it. */
export type DeadJob = {
  id: number;
  /** Attempts it was given (a claim counts one). */
  attempts: number;
  /** Why it died, as `last_error` says it: the last attempt's error, or that its lease ran out on the last attempt. */
  reason: string;
  /** The runner's clock when it buried the job. */
  now: Date;
};

/**
 * What runs once a job of the kind is dead, however it died (its last attempt failed, a PermanentJobError, or
 * its lease ran out on its last attempt): what the feature must record when the work will never be done (an
 * invitation that failed for good). Called by the runner that buried the job, right after the commit that
 * made it dead, at most once per death; not for a job whose payload was cleared. Its failure is logged and the job
 * stays dead; a process that dies between the burial and the hook skips it (rare: docs/jobs.md).
 */
export type JobDeath = (payload: unknown, dead: DeadJob) => Promise<void>;

/** A kind with the code that runs it, its payload type erased so the runner can hold several kinds. */
export type JobHandler = {
  readonly kind: JobKind<z.ZodType>;
  run(payload: unknown, attempt: JobAttempt): Promise<JobCompletion | void>;
  readonly onDead?: JobDeath;
};

/**
 * Binds a kind to the function that does its work, and optionally to what a dead job of it records
 * (`onDead`, JobDeath). The stored payload is parsed with the kind's schema before either sees it; a payload
 * that no longer parses fails the job for good (a retry would not help), and `onDead` throws for it.
 */
export function handleJob<Schema extends z.ZodType>(
  kind: JobKind<Schema>,
  run: (payload: z.output<Schema>, attempt: JobAttempt) => Promise<JobCompletion | void>,
  options: { onDead?: (payload: z.output<Schema>, dead: DeadJob) => Promise<void> } = {},
): JobHandler {
  const parse = (payload: unknown): z.output<Schema> => {
    const parsed = kind.payload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`the stored payload does not parse as ${kind.name}: ${parsed.error.message}`);
    return parsed.data;
  };
  const { onDead } = options;
  return {
    kind,
    async run(payload, attempt) {
      return run(parse(payload), attempt);
    },
    ...(onDead ? { onDead: async (payload: unknown, dead: DeadJob) => onDead(parse(payload), dead) } : {}),
  };
}

/** Thrown by a handler when trying again cannot help (a mailbox that does not exist): the job is dead at once. */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}
