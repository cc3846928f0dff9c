import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../db/connect.ts";
import { createTestDatabase, testDialects, useTestDatabase } from "../test/databases.ts";
import { countHit } from "./fixedWindow.ts";

const dialects = await testDialects();
const WINDOW_MS = 10 * 60 * 1000;
const start = new Date("2026-06-01T09:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(dialects)("countHit, the shared fixed-window counter, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const stored = (subject: string) => database().db("rateLimits").where({ subject }).first();

  it("should count hits of one subject in its window, apart from other subjects, and store the count", async () => {
    const { db } = database();
    expect(await countHit(db, "a 203.0.113.1", WINDOW_MS, start)).toEqual({ hits: 1, endsAt: start.getTime() + WINDOW_MS });
    expect(await countHit(db, "a 203.0.113.1", WINDOW_MS, later(1000))).toEqual({ hits: 2, endsAt: start.getTime() + WINDOW_MS });
    expect(await countHit(db, "a 203.0.113.2", WINDOW_MS, later(2000))).toEqual({ hits: 1, endsAt: start.getTime() + 2000 + WINDOW_MS });
    expect(await stored("a 203.0.113.1")).toMatchObject({ hits: 2 });
    expect(Number((await stored("a 203.0.113.1"))?.windowEndsAt)).toBe(start.getTime() + WINDOW_MS);
  });

  it("should start a new window with the first hit at or after the window's end, by the clock it is given", async () => {
    const { db } = database();
    await countHit(db, "b 203.0.113.1", WINDOW_MS, start);
    await countHit(db, "b 203.0.113.1", WINDOW_MS, later(WINDOW_MS - 1));
    expect(await countHit(db, "b 203.0.113.1", WINDOW_MS, later(WINDOW_MS))).toEqual({ hits: 1, endsAt: start.getTime() + 2 * WINDOW_MS });
    expect(await countHit(db, "b 203.0.113.1", WINDOW_MS, later(WINDOW_MS + 5))).toEqual({ hits: 2, endsAt: start.getTime() + 2 * WINDOW_MS });
  });

  it("should give each of many parallel hits its own count, so exactly the ones past a limit are refused", async () => {
    const { db } = database();
    const counts = await Promise.all(Array.from({ length: 60 }, () => countHit(db, "c 203.0.113.1", WINDOW_MS, start)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    expect((await stored("c 203.0.113.1"))?.hits).toBe(60);
  });
});

describe.skipIf(!dialects.includes("mysql"))("countHit from two connection pools on one MariaDB database", () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let other: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase("mysql");
    other = connectDatabase(testDb.database);
  });
  afterAll(async () => {
    await other?.destroy();
    await testDb?.drop();
  });

  it("should count into one row, as two API processes would", async () => {
    const pools = [testDb.db, other];
    const counts = await Promise.all(Array.from({ length: 40 }, (_, index) => countHit(pools[index % 2]!, "d 203.0.113.1", WINDOW_MS, start)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });
});
