import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import type { Actor } from "../policies/actors.ts";
import { createFixedWindowLimit } from "./fixedWindowLimit.ts";
import { digestOf } from "./subjectDigest.ts";

/**
 * The rate_limits subject of an author: a grant's e-mail (every sheet it holds), by its digest (an e-mail of
 * up to 254 characters would not fit the column's 200), or a signed-in user.
 */
export const commentSubject = (actor: Actor): string => (actor.kind === "shareGrant" ? `comment grant ${digestOf(actor.email)}` : `comment user ${actor.user.id}`);

/**
 * At most SHARING_CONSTANTS.commentsPerMinute comments per author in a fixed minute from the author's first,
 * counted in the database (limits/fixedWindowLimit.ts), so N API processes allow an author what one does
 * (issue 24: 1,000 comments from one commenter in 3 s). Past it, 429 with Retry-After to the window's end.
 * Each app makes its own (the refused-subject memory is per app, as the public-write limit's).
 */
export function createCommentLimit(db: Database, perMinute: number = SHARING_CONSTANTS.commentsPerMinute) {
  const limit = createFixedWindowLimit({ db, limit: perMinute, windowMs: SHARING_CONSTANTS.commentRateWindowMs });
  return {
    /** Counts one comment of `actor`; throws the 429 (and sets Retry-After through `setRetryAfter`) past the limit. */
    async hit(actor: Actor, now: Date, setRetryAfter: (seconds: number) => void): Promise<void> {
      const verdict = await limit.hit(commentSubject(actor), now);
      if (!verdict.refused) return;
      setRetryAfter(verdict.retryAfterSeconds);
      throw new HttpError(429, SHARING_MESSAGES.tooManyComments);
    },
  };
}
