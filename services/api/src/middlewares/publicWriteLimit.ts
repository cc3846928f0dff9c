import type { Middleware } from "koa";
import { API_MESSAGES } from "@repo/contracts/api";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { countHit } from "../limits/fixedWindow.ts";

/** The anonymous writes anyone can send: an application (spec §4) and an account (/auth). */
const PUBLIC_WRITES = new Set(["POST /api/models", "POST /api/register"]);

export type PublicWriteLimit = { db: Database; perAddress: number; windowMs: number; clock: () => Date };

/**
 * At most `perAddress` public writes per client address and route in a fixed window, then 429 with
 * Retry-After until the window ends. Counted in the database (limits/fixedWindow.ts) before the body is
 * read, so N API replicas allow an address what one does. A database that cannot be reached fails the
 * count, and the request answers 503 (errorHandler): a limit we cannot count lets nothing through.
 * `perAddress: 0` turns it off (benchmarks).
 */
export function publicWriteLimit({ db, perAddress, windowMs, clock }: PublicWriteLimit): Middleware {
  return async (ctx, next) => {
    const route = `${ctx.method} ${ctx.path}`;
    if (perAddress <= 0 || !PUBLIC_WRITES.has(route)) return next();
    const now = clock();
    const window = await countHit(db, `${route} ${ctx.ip}`, windowMs, now);
    if (window.hits > perAddress) {
      ctx.set("Retry-After", String(Math.ceil((window.endsAt - now.getTime()) / 1000)));
      throw new HttpError(429, API_MESSAGES.tooManyWrites);
    }
    await next();
  };
}
