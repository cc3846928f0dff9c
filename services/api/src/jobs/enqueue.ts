import type { Knex } from "knex";
import type { z } from "zod";
import type { JobKind } from "./jobKind.ts";
import { toJobTime } from "./jobTime.ts";

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Overrides the kind's maxAttempts. */
  maxAttempts?: number;
  /** What the job is about ("share:12"), to find its rows later. */
  reference?: string;
  /** The caller's clock (default: the wall clock). */
  now?: Date;
};

/** The row of a new job; the payload is parsed with the kind's schema first, so a bad payload fails the caller. */
function jobRow<Schema extends z.ZodType>(kind: JobKind<Schema>, payload: z.input<Schema>, options: EnqueueOptions) {
  const now = toJobTime(options.now ?? new Date());
  const maxAttempts = options.maxAttempts ?? kind.maxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a whole number >= 1, not ${maxAttempts}`);
  return {
    kind: kind.name,
    payload: JSON.stringify(kind.payload.parse(payload)),
    state: "queued",
    attempts: 0,
    maxAttempts,
    availableAt: options.runAt ? toJobTime(options.runAt) : now,
    lockedBy: null,
    lastError: null,
    reference: options.reference ?? null,
    createdAt: now,
    updatedAt: now,
    startedAt: null,
    finishedAt: null,
  };
}

/**
 * Writes a job in the caller's transaction (the outbox): it exists, and runs, only if the transaction that
 * records the fact causing it commits. A runner of any API process picks it up (jobs/JobRunner.ts).
 * Returns the job's id.
 */
export async function enqueue<Schema extends z.ZodType>(trx: Knex.Transaction, kind: JobKind<Schema>, payload: z.input<Schema>, options: EnqueueOptions = {}): Promise<number> {
  const [id] = await trx("jobs").insert(jobRow(kind, payload, options));
  if (typeof id !== "number") throw new Error("the database returned no id for the new job");
  return id;
}

/** `enqueueMany`'s options: one `reference` for every job, or each payload's own (`share:12:reminder:3`). */
export type EnqueueManyOptions<Payload> = Omit<EnqueueOptions, "reference"> & { reference?: string | ((payload: Payload, index: number) => string) };

/**
 * Several jobs of one kind in one transaction, in batches SQLite accepts (<= 500 rows a statement): one
 * statement for up to 500 jobs, each with the reference given, or worked out from its payload.
 */
export async function enqueueMany<Schema extends z.ZodType>(trx: Knex.Transaction, kind: JobKind<Schema>, payloads: readonly z.input<Schema>[], options: EnqueueManyOptions<z.input<Schema>> = {}): Promise<void> {
  const { reference, ...shared } = options;
  const rows = payloads.map((payload, index) => jobRow(kind, payload, { ...shared, reference: typeof reference === "function" ? reference(payload, index) : reference }));
  for (let start = 0; start < rows.length; start += 500) {
    await trx("jobs").insert(rows.slice(start, start + 500));
  }
}
