import type { Database } from "../db/connect.ts";
import { countHit } from "./fixedWindow.ts";

export type LimitVerdict = { refused: false } | { refused: true; retryAfterSeconds: number };

/**
 * A limit of `limit` hits per subject in a fixed window, counted in the database (countHit) so every API
 * process shares it. Once a subject is past its limit, this process refuses it until the window's end
 * without asking the database again: within a window the count only grows, so the answer cannot change,
 * and a flood from one address then costs a map lookup instead of a locked row (docs/rate-limits.md). Each
 * app makes its own (no module state); entries are dropped once their window has ended.
 */
export function createFixedWindowLimit({ db, limit, windowMs }: { db: Database; limit: number; windowMs: number }) {
  const refusedUntil = new Map<string, number>();
  let sweptAt = 0;
  const refusal = (endsAt: number, at: number): LimitVerdict => ({ refused: true, retryAfterSeconds: Math.ceil((endsAt - at) / 1000) });
  return {
    async hit(subject: string, now: Date): Promise<LimitVerdict> {
      const at = now.getTime();
      if (at - sweptAt >= windowMs) {
        for (const [key, endsAt] of refusedUntil) if (endsAt <= at) refusedUntil.delete(key);
        sweptAt = at;
      }
      const knownEnd = refusedUntil.get(subject);
      if (knownEnd !== undefined && at < knownEnd) return refusal(knownEnd, at);
      const window = await countHit(db, subject, windowMs, now);
      if (window.hits <= limit) return { refused: false };
      refusedUntil.set(subject, window.endsAt);
      return refusal(window.endsAt, at);
    },
  };
}
