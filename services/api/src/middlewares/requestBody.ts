import type { Middleware } from "koa";
import bodyParser from "koa-bodyparser";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import { HttpError } from "../errors.ts";

const hasBody = (ctx: Parameters<Middleware>[0]) => Boolean(ctx.request.length) || ctx.get("transfer-encoding") !== "";

/** What is still read to the end after an early answer: the gateway's own body limit (client_max_body_size). */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * A request answered before its body was read to the end (a refusal: 413, 415, 400, 403, 429...) leaves
 * the rest of that body on the connection. Behind the gateway that connection is a keep-alive one nginx
 * reuses for another client's request, which then waits for bytes that never come (60 s, then 504).
 * So the rest is read and dropped, and the connection stays good. Closing instead is no cure: closing a
 * socket with unread bytes sends a reset, and nginx, still sending the body, answers 502. Only a body
 * larger than the gateway lets through (a direct client) or of unknown length gets `Connection: close`.
 * Must run outside errorHandler, so it acts after the final answer is set.
 */
export function drainUnreadBodies(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (hasBody(ctx) && !ctx.req.readableEnded) {
        const declared = ctx.request.length;
        if (declared !== undefined && declared <= DRAIN_LIMIT_BYTES) ctx.req.resume();
        else if (!ctx.headerSent) ctx.set("Connection", "close");
      }
    }
  };
}

/**
 * Nothing in the product compresses what it sends, and an inflated body escapes the byte limit nginx
 * checks (a 200 KB gzip stream inflates to far more): every Content-Encoding other than identity is a 415,
 * decided from the headers alone, before a byte of the body is read.
 */
export function refuseCompressedBodies(): Middleware {
  return async (ctx, next) => {
    const encoding = ctx.get("content-encoding").trim().toLowerCase();
    if (encoding !== "" && encoding !== "identity" && hasBody(ctx)) throw new HttpError(415, API_MESSAGES.compressedBody);
    await next();
  };
}

/**
 * The most a small call's JSON body may hold: a few fields, the longest a 2,000-character comment or message
 * (about 12 KB even with every character escaped as \\uXXXX).
 */
export const SMALL_JSON_BODY_LIMIT = "64kb";

/** The calls whose body is a few short fields (method and path): they get SMALL_JSON_BODY_LIMIT. */
export const SMALL_JSON_CALLS: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ["POST", /^\/api\/(admin\/)?login$/],
  ["POST", /^\/api\/logout$/],
  ["POST", /^\/api\/call-sheet-access$/],
  ["POST", /^\/api\/validate-call-sheet-credentials$/],
  ["POST", /^\/api\/call-sheet-test-access$/],
  ["POST", /^\/api\/call-sheet-confirmations$/],
  ["POST", /^\/api\/call-sheet-comments(\/seen)?$/],
  ["POST", /^\/api\/call-sheet-shares$/],
  ["PATCH", /^\/api\/call-sheet-shares\/[^/]+$/],
  ["POST", /^\/api\/call-sheet-shares\/[^/]+\/resend$/],
  ["POST", /^\/api\/call-sheets\/[^/]+\/(reminders|revisions)$/],
  ["PUT", /^\/api\/call-sheets\/[^/]+\/automatic-reminder$/],
];

/**
 * Reads the JSON body of the small calls (SMALL_JSON_CALLS) with SMALL_JSON_BODY_LIMIT instead of the
 * app's JSON_BODY_LIMIT (7 MB, for a photo): a 2 MB confirmation was read in full before its 400. A
 * declared length over the limit is a 413 before a byte is read (raw-body checks Content-Length first);
 * one of unknown length stops at the limit. Must run before the app's own parser, which then finds the body
 * parsed and leaves it.
 */
export function smallJsonBodies(calls: ReadonlyArray<readonly [method: string, path: RegExp]> = SMALL_JSON_CALLS): Middleware {
  const parse = bodyParser({ enableTypes: ["json"], jsonLimit: SMALL_JSON_BODY_LIMIT, strict: true });
  return async (ctx, next) => {
    if (calls.some(([method, path]) => ctx.method === method && path.test(ctx.path))) return await parse(ctx, next);
    await next();
  };
}
