import pino from "pino";
import { describe, expect, it } from "vitest";
import { LOGIN_RATE_LIMIT } from "@repo/contracts/auth/constants";
import { toDatabaseDateTime } from "../db/dialect.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { countHit } from "./fixedWindow.ts";
import { startLimitSweeper, sweepExpiredLimits } from "./sweepExpiredLimits.ts";

const dialects = await testDialects();
const WINDOW_MS = 10 * 60 * 1000;
const start = new Date("2026-06-01T09:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const subjects = (rows: Array<{ subject: string }>) => rows.map((row) => row.subject).sort();

describe.each(dialects)("sweeping expired limit rows on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should delete the counters whose window ended and the marks older than their window, and keep the rest", async () => {
    const { db } = database();
    await countHit(db, "ended", WINDOW_MS, start);
    await countHit(db, "running", WINDOW_MS, later(WINDOW_MS / 2));
    const now = later(WINDOW_MS);
    const mark = (subject: string, ageMs: number) => ({ subject, failedAt: toDatabaseDateTime(new Date(now.getTime() - ageMs)) });
    await db("loginFailures").insert([mark("ip:old", LOGIN_RATE_LIMIT.windowMs + 1000), mark("ip:edge", LOGIN_RATE_LIMIT.windowMs), mark("ip:live", LOGIN_RATE_LIMIT.windowMs - 1000)]);

    expect(await sweepExpiredLimits(db, now)).toEqual({ counters: 1, marks: 2 });
    expect(subjects(await db("rateLimits").select("subject"))).toEqual(["running"]);
    expect(subjects(await db("loginFailures").select("subject"))).toEqual(["ip:live"]);
    expect(await sweepExpiredLimits(db, now)).toEqual({ counters: 0, marks: 0 });
    await db("rateLimits").delete();
    await db("loginFailures").delete();
  });

  it("should sweep by itself every interval, by the clock it is given, and not after stop()", async () => {
    const { db } = database();
    let now = later(WINDOW_MS);
    await countHit(db, "swept by the timer", WINDOW_MS, start);
    await countHit(db, "still counting", WINDOW_MS, later(WINDOW_MS / 2));
    const sweeper = startLimitSweeper({ db, clock: () => now, logger: pino({ level: "silent" }), everyMs: 20 });
    try {
      for (let wait = 0; wait < 100 && (await db("rateLimits")).length > 1; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(subjects(await db("rateLimits").select("subject"))).toEqual(["still counting"]);
    } finally {
      await sweeper.stop();
    }
    now = later(10 * WINDOW_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(subjects(await db("rateLimits").select("subject"))).toEqual(["still counting"]);
  });
});
