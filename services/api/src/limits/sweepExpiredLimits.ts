import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { SHARE_ACCESS_RATE_LIMIT } from "../commands/shareThrottle.ts";
import type { Database } from "../db/connect.ts";
import { toDatabaseDateTime } from "../db/dialect.ts";
import type { Logger } from "../logger.ts";

/** Marks in `login_failures` (sign-in and share access) count for this long; older ones count for nothing. */
const MARKS_COUNT_FOR_MS = Math.max(LOGIN_RATE_LIMIT.windowMs, SHARE_ACCESS_RATE_LIMIT.windowMs);

/** How often each API process sweeps: the tables then hold at most about a minute of dead rows. */
export const LIMIT_SWEEP_EVERY_MS = 60_000;

/**
 * Deletes what no limit counts any more: fixed-window counters whose window has ended, and sign-in and
 * share-access marks older than their window. Both deletes walk an index (`window_ends_at`,
 * `failed_at`), so a sweep that finds nothing costs one index probe each.
 */
export async function sweepExpiredLimits(db: Database, now: Date): Promise<{ counters: number; marks: number }> {
  const counters = await db("rateLimits").where("windowEndsAt", "<=", now.getTime()).delete();
  const marks = await db("loginFailures")
    .where("failedAt", "<=", toDatabaseDateTime(new Date(now.getTime() - MARKS_COUNT_FOR_MS)))
    .delete();
  return { counters, marks };
}

export type LimitSweeper = { stop(): Promise<void> };

/**
 * Sweeps every `everyMs` until stopped (server.ts starts one per process; the deletes are idempotent, so
 * N processes sweeping is harmless). A failed sweep (database down) is logged and tried again next time:
 * the counters stay correct meanwhile, only bigger.
 */
export function startLimitSweeper({ db, clock, logger, everyMs = LIMIT_SWEEP_EVERY_MS }: { db: Database; clock: () => Date; logger: Logger; everyMs?: number }): LimitSweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = sweepExpiredLimits(db, clock())
        .then((swept) => {
          if (swept.counters || swept.marks) logger.debug(swept, "expired limit rows swept");
        })
        .catch((error: unknown) => logger.warn({ err: error }, "sweeping expired limit rows failed; trying again later"))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, everyMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
