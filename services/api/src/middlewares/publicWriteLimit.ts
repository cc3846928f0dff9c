import type { Middleware } from "koa";
import { API_MESSAGES } from "@repo/contracts/api";
import { HttpError } from "../errors.ts";

/** The anonymous writes anyone can send: an application (spec §4) and an account (/auth). */
const PUBLIC_WRITES = new Set(["POST /api/models", "POST /api/register"]);

export type PublicWriteLimit = { perAddress: number; windowMs: number; clock: () => Date };

/**
 * At most `perAddress` public writes per client address and route in a fixed window, then 429 with
 * Retry-After until the window ends. Counted before the body is read or the database is asked, so a
 * flood costs almost nothing. Kept in this process: with N API replicas an address gets up to N times the
 * limit, which still bounds a flood (sign-in attempts, which must be exact, are counted in the database).
 * `perAddress: 0` turns it off (benchmarks).
 */
export function publicWriteLimit({ perAddress, windowMs, clock }: PublicWriteLimit): Middleware {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let sweptAt = 0;
  return async (ctx, next) => {
    const route = `${ctx.method} ${ctx.path}`;
    if (perAddress <= 0 || !PUBLIC_WRITES.has(route)) return next();
    const now = clock().getTime();
    if (now - sweptAt > windowMs) {
      for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
      sweptAt = now;
    }
    const key = `${route} ${ctx.ip}`;
    let window = windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count++;
    if (window.count > perAddress) {
      ctx.set("Retry-After", String(Math.ceil((window.startedAt + windowMs - now) / 1000)));
      throw new HttpError(429, API_MESSAGES.tooManyWrites);
    }
    await next();
  };
}
