import type { Middleware } from "koa";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { createFixedWindowLimit } from "../limits/fixedWindowLimit.ts";

/** The anonymous writes anyone can send: an application (spec §4) and an account (/auth). */
const PUBLIC_WRITES = new Set(["POST /api/models", "POST /api/register"]);

export type PublicWriteLimit = { db: Database; perAddress: number; windowMs: number; clock: () => Date };

/**
 * At most `perAddress` public writes per client address and route in a fixed window, then 429 with
 * Retry-After until the window ends. Counted in the database (limits/fixedWindowLimit.ts) before the body is
 * read, so N API replicas allow an address what one does; once refused, an address is refused by this
 * process until the window ends without another query. A database that cannot be reached fails the count,
 * and the request answers 503 (errorHandler): a limit we cannot count lets nothing through.
 * `perAddress: 0` turns it off (benchmarks).
 */
export function publicWriteLimit({ db, perAddress, windowMs, clock }: PublicWriteLimit): Middleware {
  const limit = createFixedWindowLimit({ db, limit: perAddress, windowMs });
  return async (ctx, next) => {
    const route = `${ctx.method} ${ctx.path}`;
    if (perAddress <= 0 || !PUBLIC_WRITES.has(route)) return next();
    const verdict = await limit.hit(`${route} ${ctx.ip}`, clock());
    if (verdict.refused) {
      ctx.set("Retry-After", String(verdict.retryAfterSeconds));
      throw new HttpError(429, API_MESSAGES.tooManyWrites);
    }
    await next();
  };
}
